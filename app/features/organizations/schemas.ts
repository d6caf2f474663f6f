import { z } from "zod";

/** Organization configuration as the spec names it. Client-safe. */
const hexColor = z.string().regex(/^#[0-9A-Fa-f]{6}$/, "errors:color.invalid");

export const JurisdictionSchema = z.object({
  type: z.enum(["national", "state", "international"]),
  description: z.string().max(500),
  supportedStates: z.array(z.string()),
  supportedCountries: z.array(z.string()),
  primaryState: z.string().nullable(),
});

export const VoiceSchema = z.object({
  enabled: z.boolean(),
  provider: z.enum(["cloudflare", "elevenlabs", "custom"]),
  voiceId: z.string().nullable(),
  displayName: z.string().nullable(),
  previewUrl: z.string().nullable(),
});

export const OrganizationConfigSchema = z.object({
  aiModel: z.string().nullable(),
  consultationFee: z.number().min(0),
  requiresPayment: z.boolean(),
  ownerEmail: z.email().nullable(),
  availableServices: z.array(z.string().min(1).max(80)).max(50),
  serviceQuestions: z.record(z.string(), z.array(z.string().min(1).max(500)).max(20)),
  domain: z.string().nullable(),
  paymentLink: z.url().nullable(),
  brandColor: hexColor,
  accentColor: hexColor,
  jurisdiction: JurisdictionSchema,
  voice: VoiceSchema,
});

export type OrganizationConfig = z.infer<typeof OrganizationConfigSchema>;

export const SlugSchema = z
  .string()
  .min(2)
  .max(63)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "errors:slug.invalid");

/** What a visitor's browser may see of an organization: never billing or owner details. */
export type PublicOrganization = {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  introMessage: string | null;
  profileImage: string | null;
  verified: boolean;
  config: Pick<
    OrganizationConfig,
    "availableServices" | "brandColor" | "accentColor" | "consultationFee" | "requiresPayment" | "jurisdiction"
  >;
};

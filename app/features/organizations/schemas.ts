import { z } from "zod";
import { blankAsNull, optionalWebUrl, requiredText } from "~/lib/schema-fields.ts";
import type { OrganizationIdentity } from "./organization-identity.ts";
import { referralTextMax } from "./intake-limits.ts";
export { referralTextMax } from "./intake-limits.ts";

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
  /** Told to a visitor whose matter the firm does not handle; null → the agent's default (state bar referral). */
  referralText: z.string().max(referralTextMax).nullable().optional(),
});

export type OrganizationConfig = z.infer<typeof OrganizationConfigSchema>;

export const SlugSchema = z
  .string()
  .min(2)
  .max(63)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "errors:slug.invalid");

/** What a visitor's browser may see of an organization: never billing or owner details. */
export type PublicOrganization = OrganizationIdentity & {
  verified: boolean;
  /** Business onboarding's "make the workspace public" (ADR 0038): false keeps the page out of search engines. */
  isPublic: boolean;
  config: Pick<
    OrganizationConfig,
    "availableServices" | "brandColor" | "accentColor" | "consultationFee" | "requiresPayment" | "jurisdiction"
  >;
};

/**
 * Settings → Organization forms and the organization calls (spec §5). Messages are i18n keys of
 * the settings namespace; the JSON calls answer their English text. Client-safe.
 */
const message = (key: string) => `settings:organization.validation.${key}`;
export const organizationMessages = {
  nameRequired: message("nameRequired"),
  nameTooLong: message("nameTooLong"),
  slugInvalid: message("slugInvalid"),
  textTooLong: message("textTooLong"),
  nameMismatch: message("nameMismatch"),
  colorInvalid: message("colorInvalid"),
  feeInvalid: message("feeInvalid"),
  urlInvalid: message("urlInvalid"),
  emailInvalid: message("emailInvalid"),
  serviceNameRequired: message("serviceNameRequired"),
  serviceDuplicate: message("serviceDuplicate"),
  tooManyServices: message("tooManyServices"),
  tooManyQuestions: message("tooManyQuestions"),
  organizationRequired: message("organizationRequired"),
} as const;

const nameField = requiredText(100, {
  required: organizationMessages.nameRequired,
  tooLong: organizationMessages.nameTooLong,
});
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, organizationMessages.textTooLong)
    .nullish()
    .transform((value) => (value ? value : null));
const optionalSlug = blankAsNull(
  z
    .string()
    .min(2, organizationMessages.slugInvalid)
    .max(63, organizationMessages.slugInvalid)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, organizationMessages.slugInvalid),
  { lowerCase: true },
);

/** POST /api/organizations and the create form: name required; slug generated when empty. */
export const CreateOrganizationSchema = z.object({
  name: nameField,
  slug: optionalSlug,
  description: optionalText(500),
});
export type CreateOrganizationRequest = z.infer<typeof CreateOrganizationSchema>;

/** DELETE /api/organizations/{id} and the delete form: the name typed again. */
export const DeleteOrganizationSchema = z.object({
  confirmName: z.string({ error: organizationMessages.nameMismatch }),
});

/** POST /api/organizations/active. */
export const SetActiveOrganizationSchema = z.object({
  organizationId: z.uuid({ error: organizationMessages.organizationRequired }),
});

const colorField = z
  .string({ error: organizationMessages.colorInvalid })
  .trim()
  .regex(/^#[0-9A-Fa-f]{6}$/, organizationMessages.colorInvalid);
const feeField = z
  .number({ error: organizationMessages.feeInvalid })
  .min(0, organizationMessages.feeInvalid)
  .max(100_000, organizationMessages.feeInvalid)
  .refine((fee) => Math.round(fee * 100) === fee * 100, organizationMessages.feeInvalid);
const optionalUrl = optionalWebUrl(organizationMessages.urlInvalid);
const optionalEmail = blankAsNull(
  z.email({ error: organizationMessages.emailInvalid }).max(254, organizationMessages.emailInvalid),
  { lowerCase: true },
);
const codeList = z
  .union([z.string(), z.array(z.string())])
  .nullish()
  .transform((value) =>
    (Array.isArray(value) ? value : (value ?? "").split(","))
      .map((item) => item.trim())
      .filter((item) => item !== "")
      .slice(0, 300),
  );

/** The editable configuration: every field of the spec's organization config, with messages. */
export const EditableConfigSchema = z.object({
  aiModel: optionalText(100),
  consultationFee: feeField,
  requiresPayment: z.boolean().optional().default(false),
  ownerEmail: optionalEmail,
  paymentLink: optionalUrl,
  brandColor: colorField,
  accentColor: colorField,
  jurisdiction: z.object({
    type: z.enum(["national", "state", "international"]).default("national"),
    description: optionalText(500).transform((value) => value ?? ""),
    supportedStates: codeList,
    supportedCountries: codeList,
    primaryState: optionalText(100),
  }),
  voice: z.object({
    enabled: z.boolean().optional().default(false),
    provider: z.enum(["cloudflare", "elevenlabs", "custom"]).default("cloudflare"),
    voiceId: optionalText(200),
    displayName: optionalText(200),
    previewUrl: optionalUrl,
  }),
  /** What the assistant tells a visitor whose matter the firm does not handle; blank → the default referral. */
  referralText: optionalText(referralTextMax),
});

const serviceField = z.object({
  name: requiredText(80, {
    required: organizationMessages.serviceNameRequired,
    tooLong: organizationMessages.textTooLong,
  }),
  // A blanked question is dropped rather than refused.
  questions: z
    .array(z.string().trim().max(500, organizationMessages.textTooLong).nullish())
    .nullish()
    .transform((questions) => (questions ?? []).filter((question): question is string => Boolean(question)))
    .pipe(z.array(z.string()).max(20, organizationMessages.tooManyQuestions)),
});

/** The intake page editor's form: services as a list of {name, questions}. */
export const IntakeConfigFormSchema = EditableConfigSchema.extend({
  name: nameField,
  description: optionalText(500),
  introMessage: optionalText(2000),
  removeProfileImage: z.boolean().optional().default(false),
  // The logo file itself is read by the route (storeOrganizationLogo); listed so its errors show.
  profileImage: z.unknown().optional(),
  services: z
    .array(serviceField)
    .max(50, organizationMessages.tooManyServices)
    .superRefine((services, context) => {
      const seen = new Set<string>();
      services.forEach((service, index) => {
        const key = service.name.toLowerCase();
        if (seen.has(key))
          context.addIssue({ code: "custom", path: [index, "name"], message: organizationMessages.serviceDuplicate });
        seen.add(key);
      });
    })
    .nullish()
    .transform((services) => services ?? []),
});
export type IntakeConfigForm = z.infer<typeof IntakeConfigFormSchema>;

/** PUT /api/organizations/{id}: any of the fields; config is merged over the stored one. */
export const UpdateOrganizationSchema = z.object({
  name: nameField.optional(),
  slug: optionalSlug.optional(),
  description: optionalText(500).optional(),
  introMessage: optionalText(2000).optional(),
  profileImage: z.null().optional(),
  config: EditableConfigSchema.partial()
    .extend({
      availableServices: z
        .array(z.string().trim().min(1, organizationMessages.serviceNameRequired).max(80))
        .max(50, organizationMessages.tooManyServices)
        .optional(),
      serviceQuestions: z
        .record(z.string(), z.array(z.string().trim().min(1).max(500)).max(20, organizationMessages.tooManyQuestions))
        .optional(),
    })
    .optional(),
});
export type OrganizationPatch = z.infer<typeof UpdateOrganizationSchema>;

/** GET /api/organizations/{id}: what a member sees. */
export type MemberOrganization = OrganizationIdentity & {
  isPersonal: boolean;
  subscriptionTier: "free" | "plus" | "business" | "enterprise";
  seats: number;
  role: "owner" | "admin" | "attorney" | "paralegal";
  config: OrganizationConfig;
  createdAt: string;
  updatedAt: string;
};

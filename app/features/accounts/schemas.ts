/** A user's settings (spec §3, §9) with their defaults, and what POST /api/auth/update-user accepts. Client-safe. */
import { z } from "zod";
import { supportedLanguages } from "~/lib/i18n.ts";
// The choices the settings pages show live in a module without zod (ADR 0136); re-exported here.
import { accentColors, sessionTimeouts, themes } from "./settings-values.ts";

export { accentColors, DEFAULT_SESSION_TIMEOUT_SECONDS, sessionTimeouts, themes } from "./settings-values.ts";

const DomainNameSchema = z
  .string()
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/i)
  .transform((domain) => domain.toLowerCase());

export const domainStatuses = ["pending", "verified", "failed"] as const;
/** Why a DNS check did not verify: no TXT record, records without our token, or the lookup failed. */
export const domainFailures = ["not_found", "mismatch", "lookup_failed"] as const;

const CustomDomainSchema = z.object({
  domain: DomainNameSchema,
  verified: z.boolean(),
  verifiedAt: z.string().max(40).nullable(),
  /** Set by the server only (ADR 0016): what the last DNS check found. */
  status: z.enum(domainStatuses).optional(),
  checkedAt: z.string().max(40).nullable().optional(),
  failure: z.enum(domainFailures).nullable().optional(),
});
export type CustomDomain = z.infer<typeof CustomDomainSchema>;

const HttpUrlSchema = z.url({ protocol: /^https?$/ }).max(500);

/**
 * What Settings > General sets, the look and the languages: the same rules for its form, for
 * POST /api/auth/update-user and (with defaults) for the stored settings.
 */
export const generalPreferenceFields = {
  theme: z.enum(themes),
  accentColor: z.enum(accentColors),
  language: z.enum(supportedLanguages),
  spokenLanguage: z.union([z.literal("auto"), z.enum(supportedLanguages)]),
};

export const UserSettingsSchema = z.object({
  theme: generalPreferenceFields.theme.catch("system"),
  accentColor: generalPreferenceFields.accentColor.catch("default"),
  language: generalPreferenceFields.language.catch("en"),
  spokenLanguage: generalPreferenceFields.spokenLanguage.catch("auto"),
  notificationResponsesPush: z.boolean().catch(true),
  notificationTasksPush: z.boolean().catch(true),
  notificationTasksEmail: z.boolean().catch(true),
  notificationMessagingPush: z.boolean().catch(true),
  emailNotifications: z.boolean().catch(true),
  loginAlerts: z.boolean().catch(true),
  /** A JSON string (spec §3). */
  onboardingData: z.string().nullable().catch(null),
  selectedDomain: z.string().nullable().catch(null),
  customDomains: z.array(CustomDomainSchema).catch([]),
  linkedinUrl: z.string().nullable().catch(null),
  githubUrl: z.string().nullable().catch(null),
  receiveFeedbackEmails: z.boolean().catch(false),
  marketingEmails: z.boolean().catch(false),
  securityAlerts: z.boolean().catch(true),
  lastLoginMethod: z.enum(["email", "google"]).nullable().catch(null),
});
export type UserSettings = z.infer<typeof UserSettingsSchema>;

/** Stored settings with every missing or unreadable key replaced by its default. */
export function readUserSettings(stored: unknown): UserSettings {
  return UserSettingsSchema.parse(stored && typeof stored === "object" ? stored : {});
}

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** POST /api/auth/update-user: any subset of these; unknown keys are refused. */
export const UpdateUserSchema = z
  .object({
    name: z.string().trim().min(2).max(100),
    image: HttpUrlSchema.nullable(),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{10,20}$/)
      .nullable(),
    birthday: z.iso.date().nullable(),
    sessionTimeout: z.literal([...sessionTimeouts]),
    onboardingCompleted: z.boolean(),
    ...generalPreferenceFields,
    notificationResponsesPush: z.boolean(),
    notificationTasksPush: z.boolean(),
    notificationTasksEmail: z.boolean(),
    notificationMessagingPush: z.boolean(),
    emailNotifications: z.boolean(),
    loginAlerts: z.boolean(),
    onboardingData: z.string().max(20_000).refine(isJson, "must be a JSON string").nullable(),
    selectedDomain: z.string().max(253).nullable(),
    customDomains: z
      .array(CustomDomainSchema)
      .max(50)
      .refine(
        (domains) => new Set(domains.map((entry) => entry.domain)).size === domains.length,
        "This domain has already been added",
      ),
    linkedinUrl: HttpUrlSchema.nullable(),
    githubUrl: HttpUrlSchema.nullable(),
    receiveFeedbackEmails: z.boolean(),
    marketingEmails: z.boolean(),
    securityAlerts: z.boolean(),
  })
  .partial()
  .strict();
export type UpdateUser = z.infer<typeof UpdateUserSchema>;

import { z } from "zod";
import { phoneCountryCodes, phoneProblem } from "~/lib/phone.ts";
import { generalPreferenceFields } from "./schemas.ts";
export { NEW_LINK_DOMAIN } from "./link-domain-choice.ts";

/** The forms of the settings dialog (spec §2, §5). Messages are i18n keys. Client-safe. */
export const settingsMessages = {
  domainEmpty: "settings:account.domains.errors.empty",
  domainSpaces: "settings:account.domains.errors.spaces",
  domainFormat: "settings:account.domains.errors.format",
  domainDuplicate: "settings:account.domains.errors.duplicate",
  linkedinUrl: "settings:account.profiles.errors.linkedin",
  githubUrl: "settings:account.profiles.errors.github",
  confirmMismatch: "settings:account.delete.errors.mismatch",
  passwordRequired: "settings:account.delete.errors.passwordRequired",
} as const;

export const GeneralSettingsSchema = z.object({
  intent: z.literal("general"),
  ...generalPreferenceFields,
});
export type GeneralSettings = z.infer<typeof GeneralSettingsSchema>;

/** Unchecked boxes are absent from a form post: absent is false. */
const checkbox = z
  .literal("on")
  .optional()
  .transform((value) => value === "on");

export const notificationFlags = [
  "notificationResponsesPush",
  "notificationTasksPush",
  "notificationTasksEmail",
  "notificationMessagingPush",
] as const;

export const NotificationSettingsSchema = z.object({
  intent: z.literal("notifications"),
  notificationResponsesPush: checkbox,
  notificationTasksPush: checkbox,
  notificationTasksEmail: checkbox,
  notificationMessagingPush: checkbox,
});

/** A host name: labels of letters, digits and hyphens, up to 63 characters, at least two labels. */
export const domainPattern = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/i;

/** Spec §5 domain add: empty, spaces, format; the duplicate check needs the stored list (server). */
export const AddDomainSchema = z.object({
  intent: z.literal("add-domain"),
  domain: z
    .string({ error: settingsMessages.domainEmpty })
    .max(253, settingsMessages.domainFormat)
    .refine((value) => value.trim() !== "", settingsMessages.domainEmpty)
    .refine((value) => value.trim() === "" || value === value.trim(), settingsMessages.domainSpaces)
    .refine(
      (value) => value.trim() === "" || value !== value.trim() || domainPattern.test(value),
      settingsMessages.domainFormat,
    )
    .transform((value) => value.toLowerCase()),
});

export const DomainIntentSchema = z.object({
  intent: z.enum(["recheck-domain", "remove-domain"]),
  domain: z
    .string()
    .min(1)
    .max(253)
    .transform((value) => value.toLowerCase()),
});

export const SelectDomainSchema = z.object({
  intent: z.literal("select-domain"),
  selectedDomain: z.string().max(253).optional(),
});

const profileUrl = (hosts: RegExp, message: string) =>
  z
    .string()
    .trim()
    .max(500, message)
    .optional()
    .refine((value) => {
      if (!value) return true;
      try {
        const url = new URL(value);
        return (url.protocol === "https:" || url.protocol === "http:") && hosts.test(url.hostname);
      } catch {
        return false;
      }
    }, message)
    .transform((value) => (value ? value : null));

export const ProfileLinksSchema = z.object({
  intent: z.literal("profiles"),
  linkedinUrl: profileUrl(/^([a-z0-9-]+\.)?linkedin\.com$/i, settingsMessages.linkedinUrl),
  githubUrl: profileUrl(/^(www\.)?github\.com$/i, settingsMessages.githubUrl),
});

/** The user's phone (spec §3, §5): a country code of the ten and the number; empty removes it. */
export const PhoneSettingsSchema = z
  .object({
    intent: z.literal("phone"),
    phoneCountry: z.enum(phoneCountryCodes),
    phone: z.string().trim().max(40).optional(),
  })
  .superRefine((value, context) => {
    const problem = value.phone ? phoneProblem(value.phoneCountry, value.phone) : null;
    if (problem) context.addIssue({ code: "custom", path: ["phone"], message: problem });
  });

export const FeedbackEmailsSchema = z.object({
  intent: z.literal("feedback-emails"),
  receiveFeedbackEmails: checkbox,
});

/** The text a person types to confirm deleting the account: their e-mail (spec §4). */
export function DeleteAccountSchema(confirmation: string, needsPassword: boolean) {
  return z.object({
    intent: z.literal("delete-account"),
    confirmation: z
      .string({ error: settingsMessages.confirmMismatch })
      .refine((value) => value === confirmation, settingsMessages.confirmMismatch),
    password: needsPassword
      ? z.string({ error: settingsMessages.passwordRequired }).min(1, settingsMessages.passwordRequired).max(256)
      : z.string().optional(),
  });
}

/** Every form of Settings > Account, one member per `intent` button. */
export function AccountActionSchema(email: string, needsPassword: boolean) {
  return z.discriminatedUnion("intent", [
    FeedbackEmailsSchema,
    AddDomainSchema,
    DomainIntentSchema,
    SelectDomainSchema,
    PhoneSettingsSchema,
    ProfileLinksSchema,
    DeleteAccountSchema(email, needsPassword),
  ]);
}

import { z } from "zod";
import { DEFAULT_PHONE_COUNTRY, phoneCountryCodes, phoneProblem } from "~/lib/phone.ts";

/**
 * The contact form the assistant can show in the chat (spec: chat-workspace §2, §3, §5). The
 * assistant's tool call supplies a loose config; normalizeContactFormConfig makes it safe, and
 * contactFormSchema builds the one zod schema that Conform runs in the browser and the action runs
 * on the server. Messages are i18n keys in the errors namespace.
 */

export const contactFields = ["name", "email", "phone", "location", "opposingParty"] as const;
export type ContactField = (typeof contactFields)[number];

export const defaultRequiredContactFields: readonly ContactField[] = ["name", "email", "phone"];

export const contactFormMessages = {
  required: "errors:field.required",
  tooLong: "errors:field.tooLong",
  nameMin: "errors:contact.nameMin",
  emailInvalid: "errors:email.invalid",
  phoneInvalid: "errors:phone.invalid",
  phoneTooShort: "errors:phone.tooShort",
  locationMin: "errors:contact.locationMin",
} as const;

export type ContactFormConfig = {
  // Always in the canonical order above, so every contact form reads the same way.
  fields: ContactField[];
  required: ContactField[];
  message: string | null;
  initialValues: Partial<Record<ContactField, string>>;
};

/** What a tool call may send: anything, since it comes from a model. */
export type ContactFormConfigInput = {
  fields?: unknown;
  required?: unknown;
  message?: unknown;
  initialValues?: unknown;
};

export type ContactFormValues = Partial<Record<ContactField, string>>;

export function isContactField(value: unknown): value is ContactField {
  return typeof value === "string" && (contactFields as readonly string[]).includes(value);
}

function knownFields(value: unknown): ContactField[] | null {
  if (!Array.isArray(value)) return null;
  return contactFields.filter((field) => value.includes(field));
}

/**
 * Unknown field names are ignored. With no usable field at all the form falls back to every field,
 * because an empty contact form cannot collect anything. A required field that is not shown is
 * dropped, since nobody could fill it in; an explicit empty `required` list is respected.
 */
export function normalizeContactFormConfig(input: ContactFormConfigInput | null | undefined): ContactFormConfig {
  const requested = knownFields(input?.fields);
  const fields = requested && requested.length > 0 ? requested : [...contactFields];
  const required = (knownFields(input?.required) ?? [...defaultRequiredContactFields]).filter((field) =>
    fields.includes(field),
  );
  const message = typeof input?.message === "string" && input.message.trim() ? input.message.trim() : null;
  const initialValues: ContactFormValues = {};
  const given = input?.initialValues;
  if (given && typeof given === "object") {
    for (const field of fields) {
      const value = (given as Record<string, unknown>)[field];
      if (typeof value === "string" && value.trim()) initialValues[field] = value.trim();
    }
  }
  return { fields, required, message, initialValues };
}

// ---------------------------------------------------------------------------------------------
// Validation. Each rule returns the first message key that applies, or null.

type Rule = (value: string) => string | null;

// Spec §5: digits, spaces, dashes, parentheses and an optional leading plus.
const phonePattern = /^\+?[\d\s()-]+$/;
// zod's own e-mail pattern (z.regexes.email, zod 4.6), copied so the browser's checks need no zod (ADR 0069).
const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
// E.164 caps a full international number at 15 digits.
const maxPhoneDigits = 15;
const minPhoneDigits = 10;

function digitCount(value: string): number {
  return value.replace(/\D/g, "").length;
}

function minLength(length: number, message: string): Rule {
  return (value) => (value.length >= length ? null : message);
}

const maxLengths: Record<ContactField, number> = {
  name: 100,
  email: 254,
  phone: 30,
  location: 200,
  opposingParty: 200,
};

const fieldRules: Record<ContactField, Rule[]> = {
  name: [minLength(2, contactFormMessages.nameMin)],
  email: [(value) => (emailPattern.test(value) ? null : contactFormMessages.emailInvalid)],
  phone: [
    (value) => (phonePattern.test(value) ? null : contactFormMessages.phoneInvalid),
    (value) => (digitCount(value) >= minPhoneDigits ? null : contactFormMessages.phoneTooShort),
    (value) => (digitCount(value) <= maxPhoneDigits ? null : contactFormMessages.phoneInvalid),
  ],
  location: [minLength(2, contactFormMessages.locationMin)],
  opposingParty: [],
};

/** The first message for a non-empty, trimmed value, or null when it is valid. */
export function contactFieldError(field: ContactField, value: string): string | null {
  if (value.length > maxLengths[field]) return contactFormMessages.tooLong;
  for (const rule of fieldRules[field]) {
    const error = rule(value);
    if (error) return error;
  }
  return null;
}

// One message per field at a time: "abc" as a phone number is invalid, not also too short.
function fieldSchema(field: ContactField, required: boolean): z.ZodType<string | undefined> {
  const checked = z
    .string({ error: contactFormMessages.required })
    .trim()
    .superRefine((value, ctx) => {
      const error = value === "" ? (required ? contactFormMessages.required : null) : contactFieldError(field, value);
      if (error) ctx.addIssue({ code: "custom", message: error });
    });
  // Conform submits an empty input as undefined; a plain object may carry "". Both mean "not given".
  return required ? checked : checked.optional().transform((value) => (value === "" ? undefined : value));
}

/** What the form submits: its fields, and with a phone field the phone's country code (the widget's select). */
export type ContactFormSubmission = ContactFormValues & { phoneCountry?: (typeof phoneCountryCodes)[number] };

/**
 * The same checks as contactFormSchema without zod, for the browser (Conform's `parse`, so the
 * intake page does not load zod; ADR 0069): the trimmed values, or one message per field. The
 * phone is checked against its country code like the server does.
 */
export function checkContactForm(
  config: Pick<ContactFormConfig, "fields" | "required">,
  payload: Record<string, unknown>,
): { value: ContactFormSubmission; error?: undefined } | { value?: undefined; error: Record<string, string[]> } {
  const value: ContactFormSubmission = {};
  const error: Record<string, string[]> = {};
  for (const field of config.fields) {
    const given = payload[field];
    const text = typeof given === "string" ? given.trim() : "";
    const message =
      text === ""
        ? config.required.includes(field)
          ? contactFormMessages.required
          : null
        : contactFieldError(field, text);
    if (message) error[field] = [message];
    else if (text !== "") value[field] = text;
  }
  if (config.fields.includes("phone")) {
    const given = payload.phoneCountry;
    const country = phoneCountryCodes.find((code) => code === given) ?? DEFAULT_PHONE_COUNTRY;
    value.phoneCountry = country;
    if (value.phone && !error.phone) {
      const problem = phoneProblem(country, value.phone);
      if (problem) error.phone = [problem];
    }
  }
  return Object.keys(error).length > 0 ? { error } : { value };
}

/**
 * The schema for a normalized config: only its fields, required ones as configured. The phone is
 * the phone widget's (accounts spec §5): a country code of the ten, +1 by default, and a number
 * that must be a valid one of that country, on top of the generic rules above.
 */
export function contactFormSchema(
  config: Pick<ContactFormConfig, "fields" | "required">,
): z.ZodType<ContactFormSubmission> {
  const shape: Record<string, z.ZodType<string | undefined>> = {};
  for (const field of config.fields) shape[field] = fieldSchema(field, config.required.includes(field));
  if (!config.fields.includes("phone")) return z.object(shape) as z.ZodType<ContactFormSubmission>;
  return z.object({ ...shape, phoneCountry: z.enum(phoneCountryCodes).default(DEFAULT_PHONE_COUNTRY) }).superRefine(
    (values, context) => {
      const phone = (values as ContactFormValues).phone;
      if (!phone) return;
      const problem = phoneProblem(values.phoneCountry, phone);
      if (problem) context.addIssue({ code: "custom", path: ["phone"], message: problem });
    },
    // Checked while other fields are still wrong (validation runs field by field, on blur), but
    // only once the number passed the generic rules: one message per field.
    {
      when: (payload) =>
        !payload.issues.some((issue) => issue.path?.[0] === "phone" || issue.path?.[0] === "phoneCountry"),
    },
  ) as z.ZodType<ContactFormSubmission>;
}

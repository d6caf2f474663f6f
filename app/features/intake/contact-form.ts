import {
  DEFAULT_PHONE_COUNTRY,
  isPhoneCountry,
  type PhoneCountry,
  type PhoneFieldValue,
  phoneCountryCodes,
} from "~/lib/phone-countries.ts";

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
  /** initialValues.phone split for the phone widget, added by the server (withPhoneField, ADR 0073). */
  phoneField?: PhoneFieldValue;
};

/** What a tool call may send: anything, since it comes from a model. */
export type ContactFormConfigInput = {
  fields?: unknown;
  required?: unknown;
  message?: unknown;
  initialValues?: unknown;
  phoneField?: unknown;
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
  const phoneField = knownPhoneField(input?.phoneField);
  return { fields, required, message, initialValues, ...(phoneField ? { phoneField } : {}) };
}

function knownPhoneField(value: unknown): PhoneFieldValue | null {
  if (!value || typeof value !== "object") return null;
  const { country, national } = value as Record<string, unknown>;
  return typeof country === "string" && isPhoneCountry(country) && typeof national === "string"
    ? { country, national }
    : null;
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

/** What the form submits: its fields, and with a phone field the phone's country code (the widget's select). */
export type ContactFormSubmission = ContactFormValues & { phoneCountry?: (typeof phoneCountryCodes)[number] };

/**
 * The same checks as contactFormSchema without zod, for the browser (Conform's `parse`, so the
 * intake page does not load zod; ADR 0069): the trimmed values, or one message per field. The
 * phone is checked against its country code like the server does once `phoneProblem` (app/lib/phone.ts,
 * loaded after hydration: ADR 0073) is given; until then the server's action checks it.
 */
export function checkContactForm(
  config: Pick<ContactFormConfig, "fields" | "required">,
  payload: Record<string, unknown>,
  phoneProblem?: (country: PhoneCountry, text: string) => string | null,
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
    if (phoneProblem && value.phone && !error.phone) {
      const problem = phoneProblem(country, value.phone);
      if (problem) error.phone = [problem];
    }
  }
  return Object.keys(error).length > 0 ? { error } : { value };
}

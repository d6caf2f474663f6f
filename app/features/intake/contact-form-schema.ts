import { z } from "zod";
import { DEFAULT_PHONE_COUNTRY, phoneCountryCodes, phoneProblem } from "~/lib/phone.ts";
import {
  type ContactField,
  contactFieldError,
  type ContactFormConfig,
  contactFormMessages,
  type ContactFormSubmission,
} from "./contact-form.ts";

/*
 * The contact form's zod schema, which the page's action runs (the browser runs checkContactForm,
 * without zod or libphonenumber in its first load: ADR 0069, 0073).
 */

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

/**
 * The schema for a normalized config: only its fields, required ones as configured. The phone is
 * the phone widget's (accounts spec §5): a country code of the ten, +1 by default, and a number
 * that must be a valid one of that country, on top of the generic rules above.
 */
export function contactFormSchema(
  config: Pick<ContactFormConfig, "fields" | "required">,
): z.ZodType<ContactFormSubmission> {
  const field = (name: ContactField) => fieldSchema(name, config.required.includes(name));
  const configured: { [name in ContactField]?: true } = {};
  for (const name of config.fields) configured[name] = true;
  const fields = z
    .object({
      name: field("name"),
      email: field("email"),
      phone: field("phone"),
      location: field("location"),
      opposingParty: field("opposingParty"),
    })
    .pick(configured);
  if (!config.fields.includes("phone")) return fields;
  return fields.extend({ phoneCountry: z.enum(phoneCountryCodes).default(DEFAULT_PHONE_COUNTRY) }).superRefine(
    (values, context) => {
      if (!values.phone) return;
      const problem = phoneProblem(values.phoneCountry, values.phone);
      if (problem) context.addIssue({ code: "custom", path: ["phone"], message: problem });
    },
    // Checked while other fields are still wrong (validation runs field by field, on blur), but
    // only once the number passed the generic rules: one message per field.
    {
      when: (payload) =>
        !payload.issues.some((issue) => issue.path?.[0] === "phone" || issue.path?.[0] === "phoneCountry"),
    },
  );
}

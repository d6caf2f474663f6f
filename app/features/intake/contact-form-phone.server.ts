import { phoneFieldValue } from "~/lib/phone.ts";
import type { ContactFormConfig } from "./contact-form.ts";

/**
 * The contact form with the assistant's phone number split for the phone widget (country code and
 * national number), done on the server so the page draws the form without libphonenumber in the
 * browser (ADR 0073). Added when the block is made (stored and streamed) and to older stored blocks
 * when they are listed.
 */
export function withPhoneField(config: ContactFormConfig): ContactFormConfig {
  if (!config.fields.includes("phone")) return config;
  return { ...config, phoneField: phoneFieldValue(config.initialValues.phone) };
}

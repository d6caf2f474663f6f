import { isPhoneCountry, withDialCode } from "~/lib/phone.ts";

/**
 * A wizard form's fields as plain values for BusinessDraftSchema: only the fields the form
 * carried (so a step never blanks another step's answers), services from `services[i].title`
 * style names, and the make-public checkbox read only where its form marks it present. Client-safe
 * (autosave builds the same FormData).
 */
const textFields = [
  "firmName",
  "contactEmail",
  "contactPhone",
  "website",
  "addressLine1",
  "addressLine2",
  "city",
  "state",
  "postalCode",
  "country",
  "overview",
  "primaryColor",
  "accentColor",
  "introMessage",
] as const;

export function draftFromForm(formData: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of textFields) {
    const value = formData.get(field);
    if (typeof value === "string") values[field] = value;
  }
  // The phone widget's two parts kept as one text, so a draft keeps both as typed ("+33 06 12 34 56 78").
  const phoneCountry = formData.get("contactPhoneCountry");
  if (typeof values.contactPhone === "string" && typeof phoneCountry === "string" && isPhoneCountry(phoneCountry)) {
    values.contactPhone = withDialCode(phoneCountry, values.contactPhone);
  }
  if (formData.get("isPublicPresent") === "1") values.isPublic = formData.get("isPublic") === "on";
  if (formData.get("servicesPresent") === "1") {
    const services: Array<Record<string, string>> = [];
    for (const [name, value] of formData.entries()) {
      const match = /^services\[(\d{1,2})\]\.(id|title|description)$/.exec(name);
      if (!match || typeof value !== "string") continue;
      const index = Number(match[1]);
      services[index] ??= {};
      services[index]![match[2]!] = value;
    }
    values.services = services.filter(Boolean);
  }
  return values;
}

import { describe, expect, it } from "vitest";
import { phoneProblem } from "~/lib/phone.ts";
import { checkContactForm, normalizeContactFormConfig } from "./contact-form.ts";
import { contactFormSchema } from "./contact-form-schema.ts";

/** The browser checks the contact form without zod (ADR 0069): it must say what the server's schema says. */
function schemaErrors(config: ReturnType<typeof normalizeContactFormConfig>, values: Record<string, unknown>) {
  const result = contactFormSchema(config).safeParse(values);
  if (result.success) return { value: result.data };
  const error: Record<string, string[]> = {};
  for (const issue of result.error.issues) (error[String(issue.path[0])] ??= []).push(issue.message);
  return { error };
}

const configs = [
  normalizeContactFormConfig({}),
  normalizeContactFormConfig({ fields: ["name", "email", "location", "opposingParty"], required: ["location"] }),
];

const submissions: Record<string, unknown>[] = [
  {
    name: "Ana Ruiz",
    email: "ana@example.com",
    phone: "+1 (555) 123-4567",
    location: "Austin, TX",
    opposingParty: "Acme",
  },
  { name: " Ana ", email: " ana@example.com ", phone: "5551234567", location: "", opposingParty: "" },
  {},
  { name: "A", email: "ana@", phone: "abc", location: "X" },
  { name: "Ana", email: "ana..ruiz@example", phone: "123", location: "x".repeat(201) },
  { name: "x".repeat(101), email: "first.last+tag@sub.example.org", phone: "+44 20 7946 0958 1234 5678" },
  { name: "   ", email: "   ", phone: "   " },
  // The phone widget's country code decides which numbers are valid.
  { name: "Claire Martin", email: "claire@example.fr", phone: "06 12 34 56 78", phoneCountry: "FR" },
  { name: "Claire Martin", email: "claire@example.fr", phone: "06 12 34 56 78" },
  { name: "Dana Reyes", email: "dana@example.com", phone: "(704) 555-0134", phoneCountry: "US" },
];

describe("the contact form's checks in the browser", () => {
  it("give the same values and the same messages as the server's schema", () => {
    for (const config of configs) {
      for (const values of submissions) {
        const expected = schemaErrors(config, values);
        const checked = checkContactForm(config, values, phoneProblem);
        if (expected.error) expect(checked, JSON.stringify(values)).toEqual({ error: expected.error });
        else
          expect(checked.value, JSON.stringify(values)).toEqual(
            Object.fromEntries(Object.entries(expected.value).filter(([, value]) => value !== undefined)),
          );
      }
    }
  });
});

import { parseWithZod } from "@conform-to/zod/v4";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import errors from "../../../locales/en/errors.json";
import { contactFields, contactFormMessages, normalizeContactFormConfig } from "./contact-form.ts";
import { contactFormSchema } from "./contact-form-schema.ts";

const valid = {
  name: "Ana Ruiz",
  email: "ana@example.com",
  phone: "+1 (704) 555-0134",
  location: "Austin, TX",
  opposingParty: "Acme Corp",
};

const defaultSchema = contactFormSchema(normalizeContactFormConfig({}));

/** The message keys per field, as a form would show them. */
function errorsOf(values: Record<string, unknown>, schema = defaultSchema): Record<string, string[]> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const found: Record<string, string[]> = {};
  for (const issue of result.error.issues) (found[String(issue.path[0])] ??= []).push(issue.message);
  return found;
}

describe("contact form config", () => {
  it("defaults to every field, with name, email and phone required", () => {
    expect(normalizeContactFormConfig({})).toEqual({
      fields: ["name", "email", "phone", "location", "opposingParty"],
      required: ["name", "email", "phone"],
      message: null,
      initialValues: {},
    });
    expect(normalizeContactFormConfig(null)).toEqual(normalizeContactFormConfig({}));
  });

  it("ignores unknown field names and duplicates, and keeps the usual field order", () => {
    const config = normalizeContactFormConfig({ fields: ["phone", "ssn", "name", "phone", 42, "Email"] });
    expect(config.fields).toEqual(["name", "phone"]);
    expect(config.required).toEqual(["name", "phone"]);
  });

  it("falls back to every field when none of the requested ones exist", () => {
    expect(normalizeContactFormConfig({ fields: ["ssn", "dateOfBirth"] }).fields).toEqual([...contactFields]);
    expect(normalizeContactFormConfig({ fields: [] }).fields).toEqual([...contactFields]);
    expect(normalizeContactFormConfig({ fields: "name,email" }).fields).toEqual([...contactFields]);
  });

  it("requires only fields that are shown, ignores unknown names, and respects an explicit empty list", () => {
    expect(
      normalizeContactFormConfig({ fields: ["name", "location"], required: ["name", "email", "location"] }).required,
    ).toEqual(["name", "location"]);
    expect(normalizeContactFormConfig({ required: ["opposingParty", "ssn"] }).required).toEqual(["opposingParty"]);
    expect(normalizeContactFormConfig({ required: [] }).required).toEqual([]);
  });

  it("keeps a trimmed message, and none when blank or not text", () => {
    expect(normalizeContactFormConfig({ message: "  How can we reach you?  " }).message).toBe("How can we reach you?");
    expect(normalizeContactFormConfig({ message: "   " }).message).toBeNull();
    expect(normalizeContactFormConfig({ message: 12 }).message).toBeNull();
  });

  it("keeps initial values only for shown fields, as non-empty text", () => {
    const config = normalizeContactFormConfig({
      fields: ["name", "email"],
      initialValues: { name: " Ana ", email: "", phone: "5551234567", ssn: "123", location: "Austin" },
    });
    expect(config.initialValues).toEqual({ name: "Ana" });
    expect(normalizeContactFormConfig({ initialValues: { name: 7 } }).initialValues).toEqual({});
  });
});

describe("contact form validation", () => {
  it("accepts a complete, valid submission and trims it", () => {
    const result = defaultSchema.safeParse({ ...valid, name: "  Ana Ruiz  " });
    expect(result.success && result.data).toEqual({ ...valid, phoneCountry: "US" });
  });

  it("requires name, email and phone by default: missing or blank is 'required'", () => {
    const required = [contactFormMessages.required];
    expect(errorsOf({})).toEqual({ name: required, email: required, phone: required });
    expect(errorsOf({ name: "  ", email: "", phone: "" })).toEqual({
      name: required,
      email: required,
      phone: required,
    });
  });

  it("a name needs at least 2 characters, not counting spaces", () => {
    expect(errorsOf({ ...valid, name: " A " })).toEqual({ name: ["errors:contact.nameMin"] });
    expect(errorsOf({ ...valid, name: "Al" })).toEqual({});
  });

  it("an email must be valid", () => {
    for (const email of ["ana", "ana@", "ana@example", "ana example@x.com"]) {
      expect(errorsOf({ ...valid, email }), email).toEqual({ email: ["errors:email.invalid"] });
    }
  });

  it("a phone number may hold digits, spaces, dashes, parentheses and a leading plus", () => {
    for (const phone of ["7045550134", "704-555-0134", "(704) 555 0134", "+44 20 7946 0958"]) {
      expect(errorsOf({ ...valid, phone }), phone).toEqual({});
    }
    for (const phone of ["704.555.0134", "704-555-0134 ext 2", "1+7045550134", "call me"]) {
      expect(errorsOf({ ...valid, phone }), phone).toEqual({ phone: ["errors:phone.invalid"] });
    }
  });

  it("a phone number needs at least 10 digits, and at most 15", () => {
    expect(errorsOf({ ...valid, phone: "555-1234" })).toEqual({ phone: ["errors:phone.tooShort"] });
    expect(errorsOf({ ...valid, phone: "(704) 555-013" })).toEqual({ phone: ["errors:phone.tooShort"] });
    expect(errorsOf({ ...valid, phone: "+1 704 555 0134 89012" })).toEqual({ phone: ["errors:phone.invalid"] });
  });

  it("the phone widget's country code (+1 by default) decides which numbers are valid", () => {
    // Ten digits that are no US number (no area code 555), and a French number under its own code.
    expect(errorsOf({ ...valid, phone: "(555) 123-4567" })).toEqual({ phone: ["errors:phone.invalid"] });
    expect(errorsOf({ ...valid, phone: "06 12 34 56 78" })).toEqual({ phone: ["errors:phone.invalid"] });
    expect(errorsOf({ ...valid, phone: "06 12 34 56 78", phoneCountry: "FR" })).toEqual({});
    expect(errorsOf({ ...valid, phone: "704 555 0134 1", phoneCountry: "US" })).toEqual({
      phone: ["errors:phone.invalid"],
    });
    // A country outside the ten is refused, whatever the number.
    expect(errorsOf({ ...valid, phoneCountry: "CA" })).toEqual({ phoneCountry: expect.any(Array) });
    // The phone is checked while other fields are still wrong (validation runs on blur, field by field).
    expect(errorsOf({ name: "", email: "", phone: "(555) 123-4567" })).toEqual({
      name: ["errors:field.required"],
      email: ["errors:field.required"],
      phone: ["errors:phone.invalid"],
    });
  });

  it("location is optional, but at least 2 characters when given", () => {
    expect(errorsOf({ ...valid, location: undefined })).toEqual({});
    expect(errorsOf({ ...valid, location: "" })).toEqual({});
    expect(errorsOf({ ...valid, location: "X" })).toEqual({ location: ["errors:contact.locationMin"] });
  });

  it("opposing party is optional", () => {
    expect(errorsOf({ ...valid, opposingParty: "" })).toEqual({});
    expect(errorsOf({ ...valid, opposingParty: undefined })).toEqual({});
  });

  it("an empty optional field comes out as not given", () => {
    const result = defaultSchema.safeParse({ ...valid, location: "  ", opposingParty: "" });
    expect(result.success && result.data).toEqual({
      name: valid.name,
      email: valid.email,
      phone: valid.phone,
      phoneCountry: "US",
    });
  });

  it("an optional field is still checked when filled in", () => {
    const schema = contactFormSchema(normalizeContactFormConfig({ required: ["name"] }));
    expect(errorsOf({ name: "Ana" }, schema)).toEqual({});
    expect(errorsOf({ name: "Ana", email: "nope", phone: "123" }, schema)).toEqual({
      email: ["errors:email.invalid"],
      phone: ["errors:phone.tooShort"],
    });
  });

  it("a required location or opposing party must be filled in", () => {
    const schema = contactFormSchema(normalizeContactFormConfig({ required: ["location", "opposingParty"] }));
    expect(errorsOf({}, schema)).toEqual({
      location: ["errors:field.required"],
      opposingParty: ["errors:field.required"],
    });
  });

  it("rejects overly long answers", () => {
    expect(errorsOf({ ...valid, name: "A".repeat(101) })).toEqual({ name: ["errors:field.tooLong"] });
    expect(errorsOf({ ...valid, opposingParty: "B".repeat(201) })).toEqual({ opposingParty: ["errors:field.tooLong"] });
  });

  it("validates and returns only the configured fields", () => {
    const schema = contactFormSchema(normalizeContactFormConfig({ fields: ["name", "email"] }));
    const result = schema.safeParse({ name: "Ana", email: "ana@example.com", phone: "x", admin: true });
    expect(result.success && result.data).toEqual({ name: "Ana", email: "ana@example.com" });
  });

  it("works through Conform the way the browser and the action use it", () => {
    const empty = new FormData();
    for (const field of contactFields) empty.set(field, "");
    const failed = parseWithZod(empty, { schema: defaultSchema });
    expect(failed.status).toBe("error");
    expect(failed.reply().error).toEqual({
      name: ["errors:field.required"],
      email: ["errors:field.required"],
      phone: ["errors:field.required"],
    });

    const filled = new FormData();
    for (const [field, value] of Object.entries({ ...valid, location: "" })) filled.set(field, value);
    const submission = parseWithZod(filled, { schema: defaultSchema });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      name: valid.name,
      email: valid.email,
      phone: valid.phone,
      phoneCountry: "US",
      opposingParty: valid.opposingParty,
    });
  });

  it("every message has the spec's English text", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: "en", resources: { en: { errors } }, ns: ["errors"] });
    expect(Object.fromEntries(Object.entries(contactFormMessages).map(([name, key]) => [name, i18n.t(key)]))).toEqual({
      required: "This field is required",
      tooLong: "This is too long",
      nameMin: "Name must be at least 2 characters",
      emailInvalid: "Please enter a valid email address",
      phoneInvalid: "Please enter a valid phone number",
      phoneTooShort: "Phone number must be at least 10 digits",
      locationMin: "Location must be at least 2 characters",
    });
  });
});

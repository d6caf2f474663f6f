import { describe, expect, it } from "vitest";
import { normalizeContactFormConfig } from "./contact-form.ts";
import { withPhoneField } from "./contact-form-phone.server.ts";

const form = (phone: string | undefined, fields = ["name", "phone"]) =>
  withPhoneField(normalizeContactFormConfig({ fields, initialValues: phone ? { phone } : {} }));

describe("the contact form's phone, split on the server for the widget", () => {
  it("puts a US number in the spec's mask under +1", () => {
    expect(form("704-555-0134").phoneField).toEqual({ country: "US", national: "(704) 555-0134" });
  });

  it("puts a number of one of the other nine countries under its own code, in its national format", () => {
    expect(form("+33 6 12 34 56 78").phoneField).toEqual({ country: "FR", national: "06 12 34 56 78" });
  });

  it("leaves a number it cannot read as given under +1, for validation to judge", () => {
    expect(form("12345").phoneField).toEqual({ country: "US", national: "12345" });
    expect(form(undefined).phoneField).toEqual({ country: "US", national: "" });
  });

  it("adds nothing to a form without a phone field", () => {
    expect(form(undefined, ["name", "email"]).phoneField).toBeUndefined();
  });

  it("survives the browser's normalization, while a malformed split is dropped", () => {
    const split = form("+44 20 7946 0958");
    expect(normalizeContactFormConfig(JSON.parse(JSON.stringify(split))).phoneField).toEqual({
      country: "GB",
      national: "020 7946 0958",
    });
    expect(
      normalizeContactFormConfig({ ...split, phoneField: { country: "XX", national: "1" } }).phoneField,
    ).toBeUndefined();
  });
});

import { parse, type SubmissionResult, useForm } from "@conform-to/react";
import { types } from "node:util";
import { describe, expect, it } from "vitest";
import { CheckboxField, Field, FormErrors, SelectField, TextareaField } from "./forms.tsx";
import { useLeanForm } from "./lean-form.ts";
import { PhoneField } from "./phone-field.tsx";
import { englishI18n, renderWithI18n } from "../../tests/support/english-i18n.tsx";

const i18n = await englishI18n(["common", "errors", "settings", "chat"]);

type Values = { email: string; bio: string; kind: string; terms: boolean; phone: string; phoneCountry: string };
const defaultValue = { email: "ada@example.com", bio: "", kind: "b", phone: "(415) 555-0100", phoneCountry: "US" };
const constraint = { email: { required: true, maxLength: 80, pattern: ".+@.+" }, bio: { minLength: 2 } };

let seen: Record<string, unknown> | undefined;

/** The same form, its metadata from Conform's useForm or from useLeanForm. */
function Demo({ hook, lastResult }: { hook: typeof useForm; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = (hook as typeof useForm<Values>)({
    id: "demo",
    lastResult,
    defaultValue,
    constraint,
    shouldValidate: "onBlur",
  });
  seen = fields;
  return (
    <form id={form.id} noValidate={form.noValidate}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field field={fields.email} label="Email" type="email" required inputProps={{ autoComplete: "email" }} />
      <TextareaField field={fields.bio} label="Bio" optional />
      <SelectField field={fields.kind} label="Kind">
        <option value="a">A</option>
        <option value="b">B</option>
      </SelectField>
      <CheckboxField field={fields.terms} label="I agree" ns="auth" />
      <PhoneField country={fields.phoneCountry} number={fields.phone} label="Phone" optional ns="chat" />
      <p id="extra">
        {[fields.email.valid, fields.email.dirty, fields.bio.defaultValue, fields.kind.defaultOptions?.join(",")].join(
          "|",
        )}
      </p>
    </form>
  );
}

const lean = useLeanForm as typeof useForm;
const draw = (hook: typeof useForm, lastResult?: SubmissionResult<string[]>) =>
  renderWithI18n(i18n, <Demo hook={hook} lastResult={lastResult} />);

const invalid: SubmissionResult<string[]> = {
  status: "error",
  initialValue: { email: "nope", bio: "x", kind: "a", terms: "on", phone: "12", phoneCountry: "GB" },
  error: { email: ["errors:email.invalid"], phone: ["contactForm.errors.phone"], "": ["errors:field.required"] },
};

/** A reply to a validation of the email alone: Conform keeps only that field's error. */
function emailValidated(): SubmissionResult<string[]> {
  const formData = new FormData();
  formData.set("email", "nope");
  formData.set("bio", "");
  formData.set("__intent__", JSON.stringify({ type: "validate", payload: { name: "email" } }));
  const submission = parse(formData, {
    resolve: () => ({ error: { email: ["errors:email.invalid"], bio: ["errors:field.required"] } }),
  });
  return submission.reply();
}

describe("a form drawn on the server without Conform's proxies", () => {
  it("gives plain field objects on the server, where Conform's are proxies", () => {
    draw(useForm);
    expect(types.isProxy(seen?.email)).toBe(true);
    draw(lean);
    expect(types.isProxy(seen?.email)).toBe(false);
    expect(types.isProxy(seen?.phoneCountry)).toBe(false);
  });

  it("draws the same markup as Conform's useForm: defaults, constraints, errors and a field validated alone", () => {
    for (const lastResult of [undefined, invalid, emailValidated()]) {
      const html = draw(lean, lastResult);
      expect(html).toBe(draw(useForm, lastResult));
      expect(html).toContain('id="demo-email"');
    }
    // What the cases show, so the comparison is not of two empty forms.
    expect(draw(lean)).toContain('value="ada@example.com"');
    expect(draw(lean, invalid)).toContain('aria-invalid="true"');
    expect(draw(lean, invalid)).toContain("Please enter a valid email address");
    const validated = draw(lean, emailValidated());
    expect(validated).toContain('aria-describedby="demo-email-error"');
    expect(validated).not.toMatch(/id="demo-bio"[^>]*aria-invalid/);
  });
});

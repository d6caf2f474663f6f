import { type SubmissionResult, useForm } from "@conform-to/react";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { Button } from "./ui/button.tsx";
import {
  CheckboxField,
  ErrorList,
  Field,
  FormErrors,
  PostForm,
  SelectField,
  SubmitButton,
  TextareaField,
  UnboundField,
} from "./forms.tsx";
import { englishI18n, renderWithI18n } from "../../tests/support/english-i18n.tsx";

const i18n = await englishI18n(["common", "errors", "auth"]);

const render = (node: ReactNode) => renderWithI18n(i18n, node);
/** The opening tag of the element with this id, or null. */
const tagOf = (html: string, id: string) => html.match(new RegExp(`<[a-z]+ [^>]*\\bid="${id}"[^>]*>`))?.[0] ?? null;
/** The text inside the element with this id. */
const textOf = (html: string, id: string) =>
  html.match(new RegExp(`<([a-z]+) [^>]*\\bid="${id}"[^>]*>(.*?)</\\1>`))?.[2] ?? null;

type Values = { email: string; bio: string; kind: string; terms: boolean };

function Demo({ lastResult, hint }: { lastResult?: SubmissionResult<string[]>; hint?: string }) {
  const [form, fields] = useForm<Values>({ id: "demo", lastResult });
  return (
    <form id={form.id}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field
        field={fields.email}
        label="Email"
        type="email"
        hint={hint}
        required
        inputProps={{ autoComplete: "email" }}
      />
      <TextareaField field={fields.bio} label="Bio" optional />
      <SelectField field={fields.kind} label="Kind">
        <option value="a">A</option>
      </SelectField>
      <CheckboxField field={fields.terms} label="I agree" ns="auth" />
    </form>
  );
}

const invalid: SubmissionResult<string[]> = {
  status: "error",
  initialValue: { email: "nope", bio: "", kind: "a" },
  error: { email: ["errors:email.invalid"], terms: ["validation.termsRequired"], "": ["errors:field.required"] },
};

describe("form fields bound to Conform", () => {
  it("labels each control and leaves it valid and undescribed while there is no error", () => {
    const html = render(<Demo />);
    const input = tagOf(html, "demo-email");
    expect(html).toMatch(/<label [^>]*for="demo-email"[^>]*>Email<\/label>/);
    expect(input).toContain('type="email"');
    expect(input).toContain('name="email"');
    expect(input).toContain('autoComplete="email"');
    expect(input).toContain('aria-required="true"');
    expect(input).not.toContain("aria-invalid");
    expect(input).not.toContain("aria-describedby");
    expect(input).not.toMatch(/\srequired=/);
    expect(html).toContain("Bio<span");
    expect(html).toContain("(optional)");
  });

  it("marks an invalid control and points it at its translated error, then at its hint", () => {
    const html = render(<Demo lastResult={invalid} hint="We never share it" />);
    const input = tagOf(html, "demo-email");
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-describedby="demo-email-error demo-email-hint"');
    expect(input).toContain('value="nope"');
    expect(textOf(html, "demo-email-error")).toBe("Please enter a valid email address");
    expect(textOf(html, "demo-email-hint")).toBe("We never share it");
  });

  it("translates bare error keys in the namespace given, and form errors as an alert", () => {
    const html = render(<Demo lastResult={invalid} />);
    expect(tagOf(html, "demo-terms")).toContain('aria-invalid="true"');
    expect(textOf(html, "demo-terms-error")).toBe("You must agree to the terms");
    expect(tagOf(html, "demo-error")).toContain('role="alert"');
    expect(textOf(html, "demo-error")).toBe("<p>This field is required</p>");
  });

  it("keeps the error line in the layout while empty", () => {
    expect(render(<ErrorList id="x-error" errors={undefined} />)).toBe(
      '<p id="x-error" class="min-h-5 text-sm text-danger"></p>',
    );
  });
});

describe("submit button", () => {
  it("is an enabled submit button carrying its intent when nothing is submitting", () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <SubmitButton name="intent" value="save" pendingLabel="Saving…">
            Save
          </SubmitButton>
        ),
      },
    ]);
    const html = render(<Stub />);
    const button = html.match(/<button[^>]*>/)?.[0] ?? "";
    expect(button).toContain('type="submit"');
    expect(button).toContain('name="intent"');
    expect(button).toContain('value="save"');
    expect(button).not.toMatch(/\sdisabled[=\s>]/);
    expect(button).not.toContain("aria-busy");
    expect(html).toContain(">Save</button>");
  });

  it("is disabled and marked busy while pending", () => {
    const button = renderToStaticMarkup(
      <Button type="submit" pending>
        Save
      </Button>,
    );
    expect(button).toMatch(/\sdisabled=""/);
    expect(button).toContain('aria-busy="true"');
  });
});

describe("a field not bound to Conform", () => {
  it("is framed like Field: label, hint, and the translated error that describes it first", () => {
    const html = render(
      <UnboundField
        name="services[0].title"
        label="Service 1"
        defaultValue="Family"
        hint="A short name"
        errors={["errors:field.required"]}
        optional
      />,
    );
    const input = tagOf(html, "field-services-0--title");
    expect(html).toMatch(
      /<label [^>]*for="field-services-0--title"[^>]*>Service 1<span[^>]*> \(optional\)<\/span><\/label>/,
    );
    expect(input).toContain('name="services[0].title"');
    expect(input).toContain('value="Family"');
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-describedby="field-services-0--title-error field-services-0--title-hint"');
    expect(textOf(html, "field-services-0--title-hint")).toBe("A short name");
    expect(textOf(html, "field-services-0--title-error")).toBe(i18n.t("errors:field.required"));
  });

  it("is valid and undescribed without errors, and writes a text area when multiline", () => {
    const html = render(<UnboundField name="overview" label="Overview" defaultValue="About us" multiline />);
    expect(tagOf(html, "field-overview")).toMatch(/^<textarea /);
    expect(tagOf(html, "field-overview")).not.toContain("aria-invalid");
    expect(tagOf(html, "field-overview")).not.toContain("aria-describedby");
    expect(textOf(html, "field-overview-error")).toBe("");
  });
});

function AuthDemo({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm<{ terms: boolean }>({ id: "agree", lastResult });
  return (
    <PostForm form={form} intent="agree" hiddenFields={{ redirectTo: "/next", enhanced: undefined }} ns="auth">
      <CheckboxField field={fields.terms} label="I agree" />
    </PostForm>
  );
}

describe("a post form of the kit", () => {
  const renderForm = (lastResult?: SubmissionResult<string[]>) => {
    const Stub = createRoutesStub([{ path: "/", Component: () => <AuthDemo lastResult={lastResult} /> }]);
    return render(<Stub />);
  };

  it("posts its intent and the hidden values that are set, before its fields", () => {
    const html = renderForm();
    expect(tagOf(html, "agree")).toMatch(/^<form [^>]*method="post"/);
    expect(html).toContain('<input type="hidden" name="intent" value="agree"/>');
    expect(html).toContain('<input type="hidden" name="redirectTo" value="/next"/>');
    expect(html).not.toContain('name="enhanced"');
    expect(html.indexOf('name="redirectTo"')).toBeLessThan(html.indexOf('id="agree-terms"'));
    expect(textOf(html, "agree-error")).toBe("");
  });

  it("shows its form errors as an alert and translates its fields' bare keys in its namespace", () => {
    const html = renderForm({
      status: "error",
      initialValue: {},
      error: { terms: ["validation.termsRequired"], "": ["errors:field.required"] },
    });
    expect(tagOf(html, "agree-error")).toContain('role="alert"');
    expect(textOf(html, "agree-error")).toBe("<p>This field is required</p>");
    expect(textOf(html, "agree-terms-error")).toBe("You must agree to the terms");
  });

  it("starts with its heading and is labelled by it", () => {
    function Titled() {
      const [form] = useForm({ id: "titled" });
      return <PostForm form={form} heading="Phone number" intent="phone" />;
    }
    const Stub = createRoutesStub([{ path: "/", Component: Titled }]);
    const html = render(<Stub />);
    expect(tagOf(html, "titled")).toContain('aria-labelledby="titled-title"');
    expect(html).toMatch(/<form [^>]*><h3 id="titled-title"[^>]*>Phone number<\/h3><input type="hidden" name="intent"/);
  });
});

import { type SubmissionResult, useForm } from "@conform-to/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { PostForm } from "./forms.tsx";
import { sentFormErrors } from "./sent-form-page.tsx";
import { englishI18n, renderWithI18n } from "../../tests/support/english-i18n.tsx";

const i18n = await englishI18n(["common", "errors", "billing"]);

function SalesDemo({ lastResult, retryAfter }: { lastResult?: SubmissionResult<string[]>; retryAfter?: number }) {
  const [form] = useForm({ id: "sales", lastResult });
  return <PostForm form={form} ns="billing" {...sentFormErrors(form.errors, retryAfter, "enterprise.rateLimited")} />;
}

const errorsOf = (lastResult?: SubmissionResult<string[]>, retryAfter?: number) => {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <SalesDemo lastResult={lastResult} retryAfter={retryAfter} /> },
  ]);
  const html = renderWithI18n(i18n, <Stub />);
  return html.match(/<div id="sales-error" role="alert"[^>]*>(.*?)<\/div>/)?.[1] ?? null;
};

describe("the form of a sent-form page", () => {
  it("after a 429 says how long to wait, before the form's own errors", () => {
    const refused = { status: "error" as const, initialValue: {}, error: { "": ["errors:field.required"] } };
    expect(errorsOf(refused, 42)).toBe(
      "<p>You have sent several requests already. Please try again in 42 seconds.</p><p>This field is required</p>",
    );
  });

  it("otherwise shows only the form's own errors", () => {
    expect(errorsOf(undefined, undefined)).toBe("");
  });
});

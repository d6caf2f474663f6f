import { readFileSync } from "node:fs";
import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import { StatusError } from "./status-error.tsx";

const i18n = createInstance();
await i18n.use(initReactI18next).init({
  lng: "en",
  ns: ["common"],
  defaultNS: "common",
  resources: {
    en: { common: JSON.parse(readFileSync(new URL("../../locales/en/common.json", import.meta.url), "utf8")) },
  },
  interpolation: { escapeValue: false },
});

/** What a loader's `throw data(..., { status })` becomes in an ErrorBoundary. */
const response = (status: number) => ({ status, statusText: "", internal: false, data: "secret detail" });
const heading = (error: unknown) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <StatusError error={error} />
    </I18nextProvider>,
  ).match(/<h1[^>]*>(.*?)<\/h1>/)?.[1];

describe("the error page of a status", () => {
  it("shows 'Access Denied' for a 403", () => {
    expect(heading(response(403))).toBe("Access Denied");
  });

  it("shows the not-found page for a 404", () => {
    expect(heading(response(404))).toBe("Page not found");
  });

  it("shows the unexpected-error page for a 500 or a thrown error, never its text", () => {
    expect(heading(response(500))).toBe("Something went wrong");
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <StatusError error={new Error("database password leaked")} />
      </I18nextProvider>,
    );
    expect(html).toContain("Something went wrong");
    expect(html).not.toContain("leaked");
  });
});

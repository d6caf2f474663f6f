import { readFileSync } from "node:fs";
import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ProfilesSection } from "./profile-links-section.tsx";

const en = (namespace: string) =>
  JSON.parse(readFileSync(new URL(`../../../../locales/en/${namespace}.json`, import.meta.url), "utf8"));
const i18n = createInstance();
await i18n.use(initReactI18next).init({
  lng: "en",
  ns: ["settings", "auth", "errors", "common"],
  defaultNS: "settings",
  resources: { en: { settings: en("settings"), auth: en("auth"), errors: en("errors"), common: en("common") } },
  interpolation: { escapeValue: false },
});

function renderWith(error: Record<string, string[]>) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <ProfilesSection
          linkedinUrl={null}
          githubUrl={null}
          lastResult={{ status: "error", initialValue: { intent: "profiles" }, error }}
        />
      ),
    },
  ]);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <Stub />
    </I18nextProvider>,
  );
}

describe("the profile links form", () => {
  it("shows a refusal of the whole form (not of one field) in its own alert area", () => {
    const html = renderWith({ "": ["settings:account.unknownAction"], linkedinUrl: [] });
    const alert = html.match(/<div id="profiles-error"[^>]*>(.*?)<\/div>/)?.[1] ?? null;
    expect(html).toContain('role="alert"');
    expect(alert).toBe("<p>Unknown action</p>");
  });

  it("a cross-site refusal reads in plain words, above the fields", () => {
    const html = renderWith({ "": ["auth:errors.crossSite"] });
    const alertAt = html.indexOf('id="profiles-error"');
    expect(alertAt).toBeGreaterThan(-1);
    expect(alertAt).toBeLessThan(html.indexOf('name="linkedinUrl"'));
    expect(html).toContain(i18n.t("auth:errors.crossSite"));
    expect(html).not.toContain("auth:errors.crossSite");
  });
});

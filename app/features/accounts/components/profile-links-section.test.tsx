import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ProfilesSection } from "./profile-links-section.tsx";
import { englishI18n, renderWithI18n } from "../../../../tests/support/english-i18n.tsx";

const i18n = await englishI18n(["settings", "auth", "errors", "common"]);

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
  return renderWithI18n(i18n, <Stub />);
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

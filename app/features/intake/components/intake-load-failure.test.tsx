import { describe, expect, it } from "vitest";
import { ProfileArea } from "~/features/workspace/components/profile-area.tsx";
import { IntakeLoadFailure, isIntakeLoadFailure } from "./intake-load-failure.tsx";
import { englishI18n, renderWithI18n } from "../../../../tests/support/english-i18n.tsx";

const i18n = await englishI18n(["chat", "auth", "workspace", "common"]);
const render = (node: React.ReactNode) => renderWithI18n(i18n, node);

describe("the intake page's load failures", () => {
  it("'Couldn't set up your workspace' with its advice and a Retry link to the same page", () => {
    const html = render(<IntakeLoadFailure kind="workspaceSetup" retryHref="/?organizationId=acme" />);
    expect(html).toContain("Couldn&#x27;t set up your workspace");
    expect(html).toContain("Please refresh and try again. If this keeps happening, contact support.");
    expect(html).toMatch(/<a [^>]*href="\/\?organizationId=acme"[^>]*>Retry<\/a>/);
  });

  it("'Request timed out while loading organizations.' with Retry", () => {
    const html = render(<IntakeLoadFailure kind="organizationTimeout" retryHref="/?organizationId=acme" />);
    expect(html).toContain("Request timed out while loading organizations.");
    expect(html).not.toContain("workspace");
    expect(html).toMatch(/<a [^>]*href="\/\?organizationId=acme"[^>]*>Retry<\/a>/);
  });

  it("only the loader's own failures are recognised (anything else is the generic error page)", () => {
    expect(isIntakeLoadFailure({ failure: "workspaceSetup" })).toBe(true);
    expect(isIntakeLoadFailure({ failure: "organizationTimeout" })).toBe(true);
    expect(isIntakeLoadFailure("boom")).toBe(false);
    expect(isIntakeLoadFailure(null)).toBe(false);
  });
});

describe("the profile area when the session could not be read", () => {
  it("shows 'Failed to load session' / 'Please try refreshing the page' instead of the sign-in button", () => {
    const html = render(<ProfileArea profile={null} failed />);
    expect(html).toContain("Failed to load session");
    expect(html).toContain("Please try refreshing the page");
    expect(html).toContain('role="alert"');
    expect(html).not.toContain('href="/auth?mode=signin"');
  });
});

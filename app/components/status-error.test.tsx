import { describe, expect, it } from "vitest";
import { StatusError } from "./status-error.tsx";
import { englishI18n, renderWithI18n } from "../../tests/support/english-i18n.tsx";

const i18n = await englishI18n(["common"]);

/** What a loader's `throw data(..., { status })` becomes in an ErrorBoundary. */
const response = (status: number) => ({ status, statusText: "", internal: false, data: "secret detail" });
const heading = (error: unknown) =>
  renderWithI18n(i18n, <StatusError error={error} />).match(/<h1[^>]*>(.*?)<\/h1>/)?.[1];

describe("the error page of a status", () => {
  it("shows 'Access Denied' for a 403", () => {
    expect(heading(response(403))).toBe("Access Denied");
  });

  it("shows the not-found page for a 404", () => {
    expect(heading(response(404))).toBe("Page not found");
  });

  it("shows the unexpected-error page for a 500 or a thrown error, never its text", () => {
    expect(heading(response(500))).toBe("Something went wrong");
    const html = renderWithI18n(i18n, <StatusError error={new Error("database password leaked")} />);
    expect(html).toContain("Something went wrong");
    expect(html).not.toContain("leaked");
  });
});

import { randomBytes } from "node:crypto";
import { expect, test } from "./fixtures.ts";
import { signUp } from "./support/accounts.ts";

/** Signing out from the workspace's profile menu; with JavaScript a failure is told, not hidden. */
test.describe("signing out from the profile menu with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "without JavaScript the menu's form posts and redirects");
  test.use({ viewport: { width: 1280, height: 800 }, expectedConsoleErrors: [/Failed to load resource/] });

  test("a sign-out that fails shows the error toast and a message in the menu; trying again signs out", async ({
    page,
  }) => {
    const email = `signout.${randomBytes(4).toString("hex")}@example.test`;
    await signUp(page, email, "Sam Ortiz");

    await page.goto("/?organizationId=your-firm");
    await page.getByLabel("Account menu").click();
    const signOut = page.getByRole("button", { name: "Sign out", exact: true });
    await expect(signOut).toBeVisible();

    await page.route("**/api/auth/sign-out", (route) =>
      route.fulfill({ status: 500, json: { success: false, error: "down" } }),
    );
    await signOut.click();
    await expect(page.getByRole("alert").filter({ hasText: "Sign out failed" })).toContainText(
      "We could not sign you out. Please try again.",
    );
    await expect(page.locator("form[action='/api/auth/sign-out']").getByRole("alert")).toHaveText(
      "We could not sign you out. Please try again.",
    );
    const session = await page.request.get("/api/auth/get-session");
    expect(((await session.json()) as { data: { user: { email: string } } | null }).data?.user.email).toBe(email);

    await page.unroute("**/api/auth/sign-out");
    await signOut.click();
    await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
    const after = await page.request.get("/api/auth/get-session");
    expect(((await after.json()) as { data: unknown }).data).toBeNull();
  });
});

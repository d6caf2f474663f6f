import { expect, test } from "./fixtures.ts";
import { startIntake } from "./support/intake-journey.ts";

/**
 * Chat client errors of spec §8 with JavaScript (without it the page's form posts and the server
 * answers in the page): 'Secure session is still initializing...' for a send before the session is
 * ready, and a sign-in prompt when the error is about authentication.
 */
test.describe("chat errors with JavaScript", () => {
  test.skip(
    ({ javaScriptEnabled }) => !javaScriptEnabled,
    "the secure session and the streamed turn are the JavaScript enhancement",
  );
  // Chromium logs the answers the tests make fail.
  test.use({ expectedConsoleErrors: [/Failed to load resource/] });

  test("Enter before the secure session is ready says 'Secure session is still initializing...' and sends nothing", async ({
    page,
  }) => {
    await startIntake(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/sessions", async (route) => {
      await held;
      await route.continue();
    });
    const streams: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/agent/stream")) streams.push(request.url());
    });
    await page.reload();
    const composer = page.getByRole("textbox", { name: "Message" });
    await expect(composer).toHaveAttribute("placeholder", "Setting up a secure session...");
    await composer.fill("hello");
    await composer.press("Enter");
    await expect(page.getByRole("alert").filter({ hasText: "Secure session is still initializing..." })).toBeVisible();
    await expect(composer).toHaveValue("hello");
    expect(streams).toEqual([]);
    release();
    await expect(page.getByRole("alert").filter({ hasText: "Secure session is still initializing..." })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Send", exact: true })).toBeEnabled();
  });

  test("an error about authentication offers to sign in", async ({ page }) => {
    await startIntake(page);
    await page.route("**/api/agent/stream", (route) =>
      route.fulfill({ status: 401, json: { success: false, error: "Authentication required. Please sign in again." } }),
    );
    await expect(page.getByRole("button", { name: "Attach files" })).toBeEnabled();
    await page.getByRole("textbox", { name: "Message" }).fill("hello");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    const failure = page.locator('li[data-role="assistant"]').last().getByRole("alert");
    await expect(failure).toContainText("Authentication required. Please sign in again.");
    await expect(failure.getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/auth?mode=signin&redirectTo=%2F%3ForganizationId%3Dyour-firm",
    );
  });

  test("another error has no sign-in prompt", async ({ page }) => {
    await startIntake(page);
    await page.route("**/api/agent/stream", (route) =>
      route.fulfill({ status: 500, json: { success: false, error: "Something broke" } }),
    );
    await expect(page.getByRole("button", { name: "Attach files" })).toBeEnabled();
    await page.getByRole("textbox", { name: "Message" }).fill("hello");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    const failure = page.locator('li[data-role="assistant"]').last().getByRole("alert");
    await expect(failure).toContainText("Something broke");
    await expect(failure.getByRole("link", { name: "Sign in" })).toHaveCount(0);
  });
});

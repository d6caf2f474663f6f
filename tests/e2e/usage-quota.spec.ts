import { expect, test } from "./fixtures.ts";
import { say, startIntake } from "./support/intake-journey.ts";

/**
 * After every streamed turn the browser refreshes the usage quota from /api/usage/quota and checks
 * the answer against its schema; a refused turn (402) explains the limit. JavaScript only: without
 * it the page itself is rendered with the current quota.
 */
const quota = (used: number) => ({
  messages: { used, limit: 20, remaining: 20 - used, unlimited: false },
  files: { used: 0, limit: 3, remaining: 3, unlimited: false },
  resetDate: "2026-12-01T00:00:00.000Z",
  tier: "anonymous",
});

test.describe("the usage quota with JavaScript", () => {
  test.skip(
    ({ javaScriptEnabled }) => !javaScriptEnabled,
    "the quota refresh and the streamed turn are the JavaScript enhancement",
  );
  // Chromium logs the answers the tests make fail.
  test.use({ expectedConsoleErrors: [/Failed to load resource/] });

  test("after a turn the banner shows the refreshed quota", async ({ page }) => {
    await startIntake(page);
    await page.route("**/api/usage/quota?*", (route) =>
      route.fulfill({ json: { success: true, data: quota(17), error: null } }),
    );
    await say(page, "hello");
    await expect(
      page.getByRole("status").filter({ hasText: "You have used 17 of 20 messages. 3 left until" }),
    ).toBeVisible();
  });

  test("a refresh that fails says 'Unable to update usage quota' with the status", async ({ page }) => {
    await startIntake(page);
    await page.route("**/api/usage/quota?*", (route) =>
      route.fulfill({ status: 503, json: { success: false, data: null, error: "down" } }),
    );
    await say(page, "hello");
    const toast = page.getByRole("alert").filter({ hasText: "Unable to update usage quota" });
    await expect(toast).toContainText("Failed to load usage quota (503)");
  });

  test("an answer that does not match the schema says 'Invalid quota data format received from server'", async ({
    page,
  }) => {
    await startIntake(page);
    await page.route("**/api/usage/quota?*", (route) =>
      route.fulfill({ json: { success: true, data: { ...quota(3), tier: "platinum" }, error: null } }),
    );
    await say(page, "hello");
    const toast = page.getByRole("alert").filter({ hasText: "Unable to update usage quota" });
    await expect(toast).toContainText("Invalid quota data format received from server");
    await expect(page.getByRole("status").filter({ hasText: "You have used" })).toHaveCount(0);
  });

  test("a turn refused for the usage limit without an explanation says 'Monthly usage limit reached.' and stops the composer", async ({
    page,
  }) => {
    await startIntake(page);
    await page.route("**/api/agent/stream", (route) => route.fulfill({ status: 402, json: {} }));
    // The composer is hydrated and its secure session ready once the attach button (rendered by the
    // browser only) is enabled: a Send before that would post the plain form instead of streaming.
    await expect(page.getByRole("button", { name: "Attach files" })).toBeEnabled();
    const composer = page.getByRole("textbox", { name: "Message" });
    await composer.fill("hello");
    await expect(page.getByRole("button", { name: "Send", exact: true })).toBeEnabled();
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page.locator('li[data-role="assistant"]').last()).toContainText("Monthly usage limit reached.");
    await expect(composer).toHaveAttribute("placeholder", "Monthly usage limit reached.");
    await composer.fill("hello again");
    await expect(page.getByRole("button", { name: "Send", exact: true })).toBeDisabled();
  });
});

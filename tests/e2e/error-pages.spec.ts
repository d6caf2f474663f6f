import { expect, test } from "./fixtures.ts";

/** The shared error page (app/components/status-error.tsx; its 403 and 500 texts are unit-tested beside it). */

test("an unknown page shows the not-found page with a way home", async ({ page }) => {
  const response = await page.goto("/no-such-page-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: /home/i })).toHaveAttribute("href", "/");
});

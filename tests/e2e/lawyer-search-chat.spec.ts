import { expect, test } from "./fixtures.ts";
import { say, startIntake } from "./support/intake-journey.ts";

/**
 * Issue 14: asking the assistant to find a lawyer is a search (not the start of an intake), each
 * search says 'New Search', and 'No Lawyers Found' is never introduced as "Here are lawyers...".
 * The demo firm's directory has lawyers in Austin and none in Denver. JavaScript on and off.
 */
test.describe("a lawyer search in the conversation", () => {
  test("a plain request in a city without lawyers: 'No Lawyers Found', no 'Here are lawyers', no intake question", async ({
    page,
  }) => {
    await startIntake(page);
    const answer = await say(page, "can you find me a lawyer in denver");
    await expect(page.locator('[data-toast-type="info"]').filter({ hasText: "New Search" })).toBeVisible();
    await expect(answer.getByText("No Lawyers Found")).toBeVisible();
    await expect(answer.getByRole("link", { name: "Search Again" })).toBeVisible();
    await expect(answer).toContainText("I could not find a lawyer in");
    await expect(answer).not.toContainText("Here are lawyers");
    await expect(answer).not.toContainText("full name");
  });

  test("a request where the firm has lawyers introduces the cards", async ({ page }) => {
    await startIntake(page);
    const answer = await say(page, "Can you find me a lawyer in Austin, TX?");
    await expect(page.locator('[data-toast-type="info"]').filter({ hasText: "New Search" })).toBeVisible();
    await expect(answer).toContainText("Here are lawyers from");
    await expect(answer.getByRole("heading", { name: "Maria Reyes" })).toBeVisible();
    await expect(answer.getByText("No Lawyers Found")).toHaveCount(0);
  });
});

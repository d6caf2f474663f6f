import { expect, test } from "./fixtures.ts";
import { startIntake } from "./support/intake-journey.ts";

// The request control sits in the workspace's side panel, shown on wide screens.
test.use({ viewport: { width: 1280, height: 800 } });

test.describe("a visitor asks for their intake to be deleted", () => {
  test("from the intake page, and is told what happens next", async ({ page }) => {
    await startIntake(page);
    const section = page.getByTestId("deletion-request");
    await expect(section.getByRole("heading", { name: "Delete my intake" })).toBeVisible();
    await expect(section).toContainText("The firm decides within its retention policy");
    await section.getByRole("button", { name: "Ask the firm to delete my intake" }).click();
    await expect(section.getByRole("status")).toContainText(
      "Your request was sent. The firm will decide within its retention policy; until then nothing is deleted",
    );
    await expect(section.getByRole("button", { name: "Ask the firm to delete my intake" })).toHaveCount(0);
    // After a reload the answer is still there (it is stored, not only shown).
    await page.reload();
    await expect(page.getByTestId("deletion-request").getByRole("status")).toContainText("Your request was sent.");
  });
});

test.describe("on a small screen", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the request sits under the Matter tab", async ({ page }) => {
    await startIntake(page);
    await page.goto("/?organizationId=your-firm&tab=matter");
    // The side panel's copy is in the page but hidden on a small screen.
    const section = page.locator('[data-testid="deletion-request"]:visible');
    await expect(section).toBeVisible();
    await section.getByRole("button", { name: "Ask the firm to delete my intake" }).click();
    await expect(page.locator('[data-testid="deletion-request"]:visible').getByRole("status")).toContainText(
      "Your request was sent.",
    );
  });
});

import { expect, test } from "./fixtures.ts";
import { attorneySignsIn, visitorCreatesMatter } from "./support/firm-journey.ts";

/**
 * The firm's side, with JavaScript on and off: a visitor creates a matter on the intake page; an
 * attorney of that firm signs in, finds it in the matter list, reads the transcript and marks it
 * reviewed.
 */
test.describe("the firm's matters", () => {
  test.describe.configure({ timeout: 150_000 });

  test("an attorney opens a matter a visitor created on the intake page and marks it reviewed", async ({
    page,
    browser,
  }) => {
    // The visitor, in a browser of their own.
    const matterNumber = await visitorCreatesMatter(page, "jordan.ellis@example.com");
    // The attorney: an account of their own, made a member of the firm.
    const { context, attorney, errors } = await attorneySignsIn(browser, {
      javaScriptEnabled: test.info().project.use.javaScriptEnabled !== false,
    });
    await expect(attorney.getByRole("heading", { name: "Matters", level: 1 })).toBeVisible();

    // Find it with the filter form (a plain GET form), then open it.
    await attorney.getByLabel("Search").fill(matterNumber!);
    await attorney.getByRole("button", { name: "Apply filters" }).click();
    await expect(attorney).toHaveURL(new RegExp(`[?&]q=${matterNumber}`));
    await expect(attorney.getByRole("status").filter({ hasText: /^1 matter$/ })).toBeVisible();
    await attorney.getByRole("link", { name: matterNumber! }).click();

    await expect(attorney.getByRole("heading", { name: `Matter ${matterNumber}`, level: 1 })).toBeVisible();
    // The transcript is folded under the summary (issue 19).
    await attorney.getByText(/^Conversation transcript \(\d+ messages\)$/).click();
    const transcript = attorney.getByRole("list", { name: "Conversation transcript" });
    await expect(transcript.locator('li[data-role="user"]').first()).toContainText(
      "My landlord kept my whole security deposit",
    );
    await expect(transcript.locator('li[data-role="assistant"]').first()).toBeVisible();
    await expect(attorney.getByRole("region", { name: "Contact details" })).toContainText("jordan.ellis@example.com");

    await attorney.getByRole("button", { name: "Mark reviewed" }).click();
    await expect(attorney.getByRole("status").filter({ hasText: "Matter marked reviewed" })).toBeVisible();
    await expect(attorney.getByRole("region", { name: "Review" })).toContainText("Reviewed by Ada Attorney");
    await expect(attorney.getByRole("button", { name: "Mark reviewed" })).toHaveCount(0);
    await expect(
      attorney.getByRole("list", { name: "Activity" }).locator('li[data-event-type="matter_reviewed"]'),
    ).toContainText("Matter reviewed");

    // An internal note, and a status change whose missing title is caught and whose note survives.
    const notes = attorney.getByRole("region", { name: "Internal notes" });
    await notes.getByLabel("New note").fill("Ask for the move-out inspection photos.");
    await notes.getByRole("button", { name: "Add note" }).click();
    await expect(attorney.getByRole("status").filter({ hasText: "Note added" })).toBeVisible();
    await expect(attorney.getByRole("region", { name: "Internal notes" }).getByRole("listitem")).toContainText(
      "Ask for the move-out inspection photos.",
    );
    const status = attorney.getByRole("region", { name: "Status" });
    await status.getByLabel("New status").selectOption("closed");
    await status.getByRole("button", { name: "Change status" }).click();
    await expect(attorney.getByText("Title is required")).toBeVisible();
    await attorney
      .getByRole("region", { name: "Status" })
      .getByLabel("Title")
      .fill("Referred to a landlord-tenant specialist");
    await attorney.getByRole("region", { name: "Status" }).getByLabel("New status").selectOption("closed");
    await attorney.getByRole("region", { name: "Status" }).getByRole("button", { name: "Change status" }).click();
    await expect(attorney.getByRole("status").filter({ hasText: "Status changed" })).toBeVisible();
    await expect(attorney.getByRole("main").locator("header")).toContainText("Closed");
    await expect(attorney.getByRole("main").locator("header")).toContainText(
      "Referred to a landlord-tenant specialist",
    );

    // The visitor's own timeline does not show the firm's work.
    await page.reload();
    await expect(page.getByText("Matter reviewed")).toHaveCount(0);
    await expect(page.getByText("move-out inspection photos")).toHaveCount(0);
    expect(errors, "errors in the attorney's browser console").toEqual([]);
    await context.close();
  });
});

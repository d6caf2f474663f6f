import { randomBytes } from "node:crypto";
import { expect, test } from "./fixtures.ts";
import { withDatabase } from "./support/database.ts";
import { attorneySignsIn, visitorCreatesMatter } from "./support/firm-journey.ts";

/**
 * The firm's side (issue 19), with JavaScript on and off: a visitor creates a matter; an attorney
 * signs in, finds it marked new in the firm shell, moves around the shell (review queue, intake
 * link, dashboard, settings), opens the matter (the case first, the transcript folded), declines it
 * with a reason; the prospect's letter reaches the outbox and the dashboard counts the decline.
 */
test.describe("the firm shell and the decision", () => {
  test.describe.configure({ timeout: 150_000 });

  test("an attorney sees the new matter in the shell, reads the case first and declines it; the letter goes out and the dashboard counts it", async ({
    page,
    browser,
  }) => {
    const prospect = `jordan.ellis.${randomBytes(4).toString("hex")}@example.com`;
    const matterNumber = await visitorCreatesMatter(page, prospect);
    const { context, attorney, errors } = await attorneySignsIn(browser, {
      javaScriptEnabled: test.info().project.use.javaScriptEnabled !== false,
      viewport: { width: 1280, height: 800 },
    });
    const shell = attorney.getByRole("navigation", { name: "Firm" });

    // The shell: Matters with its count of unopened matters; the new matter is marked.
    await expect(shell.getByRole("link", { name: /Matters/ })).toBeVisible();
    await expect(shell.getByLabel(/Not opened yet: \d+/)).toBeVisible();
    const row = attorney.getByRole("row").filter({ has: attorney.getByRole("link", { name: matterNumber }) });
    await expect(row.getByTestId("unopened-badge")).toHaveText("New");
    await expect(row.getByTestId("waiting")).toContainText("Waiting");

    // The firm's intake page: opened in a new tab, or its link copied from a selectable field.
    await shell.getByTestId("intake-link").locator("summary").click();
    await expect(shell.getByLabel("Link to share with prospects")).toHaveValue(/\/\?organizationId=your-firm$/);
    await expect(shell.getByRole("link", { name: "Open the intake page" })).toHaveAttribute(
      "href",
      /\/\?organizationId=your-firm$/,
    );

    // Review queue, dashboard and settings are one click away.
    await shell.getByRole("link", { name: /Review queue/ }).click();
    await expect(attorney).toHaveURL(/\/matters\?review=requested$/);
    await shell.getByRole("link", { name: "Dashboard" }).click();
    await expect(attorney.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    const declinedBefore = Number(
      await attorney
        .getByTestId("firm-dashboard")
        .locator("tbody tr")
        .first()
        .locator('[data-column="declined"]')
        .textContent(),
    );
    await shell.getByRole("link", { name: "Matters" }).click();
    await expect(attorney.getByRole("heading", { name: "Matters", level: 1 })).toBeVisible();

    // At 375 px the shell wraps instead of pushing the page sideways.
    await attorney.setViewportSize({ width: 375, height: 800 });
    expect(await attorney.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await attorney.setViewportSize({ width: 1280, height: 800 });

    // The matter page leads with the case: the summary and the key dates above the fold at 1280 px.
    await attorney.getByLabel("Search").fill(matterNumber);
    await attorney.getByRole("button", { name: "Apply filters" }).click();
    await attorney.getByRole("link", { name: matterNumber }).click();
    await expect(attorney.getByRole("heading", { name: `Matter ${matterNumber}`, level: 1 })).toBeVisible();
    for (const name of ["Summary", "Key dates"]) {
      const box = await attorney.getByRole("region", { name }).boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.y, `${name} starts above the fold`).toBeLessThan(800);
    }
    for (const name of ["Parties", "Documents", "Contact details", "Payment", "Activity"])
      await expect(attorney.getByRole("region", { name })).toBeVisible();
    await expect(attorney.getByRole("region", { name: "Parties" })).toContainText("Acme Realty LLC");
    await expect(attorney.getByRole("region", { name: "Contact details" })).toContainText(prospect);
    // The transcript is folded under the summary, and opens without JavaScript too.
    const transcript = attorney.getByRole("list", { name: "Conversation transcript" });
    await expect(transcript).toBeHidden();
    await attorney.getByText(/^Conversation transcript \(\d+ messages\)$/).click();
    await expect(transcript.locator('li[data-role="user"]').first()).toContainText(
      "My landlord kept my whole security deposit",
    );
    const actions = attorney.getByRole("complementary", { name: "Actions" });
    await expect(actions.getByRole("region", { name: "Accept or decline" })).toBeVisible();

    // Declining needs a reason; then the matter closes and the letter goes to the prospect.
    const decision = actions.getByRole("region", { name: "Accept or decline" });
    await decision
      .getByLabel("Reason for declining (for the firm only)")
      .fill("Outside our practice: we do not take deposit disputes.");
    await decision.getByRole("button", { name: "Decline and send the letter" }).click();
    await expect(attorney.getByRole("status").filter({ hasText: "Prospect declined" })).toBeVisible();
    await expect(attorney.getByTestId("decision-result")).toContainText("Declined by Ada Attorney");
    await expect(
      attorney.getByRole("list", { name: "Activity" }).locator('li[data-event-type="matter_declined"]'),
    ).toContainText("Prospect declined");
    await expect
      .poll(
        () =>
          withDatabase(async (client) => {
            const { rows } = await client.query<{ text_body: string }>(
              `select text_body from email_outbox where to_address = $1 and subject like $2`,
              [prospect, `%(${matterNumber})`],
            );
            return rows.map((mail) => mail.text_body);
          }),
        { timeout: 30_000 },
      )
      .toEqual([expect.stringContaining("does not represent you")]);

    // The shell no longer counts it as new, and the dashboard counts the decline.
    await shell.getByRole("link", { name: "Dashboard" }).click();
    const declinedAfter = Number(
      await attorney
        .getByTestId("firm-dashboard")
        .locator("tbody tr")
        .first()
        .locator('[data-column="declined"]')
        .textContent(),
    );
    expect(declinedAfter).toBeGreaterThan(declinedBefore);
    await shell.getByRole("link", { name: "Settings" }).click();
    await expect(attorney).toHaveURL(/\/settings$/);

    expect(errors, "errors in the attorney's browser console").toEqual([]);
    await context.close();
  });
});

import { randomBytes } from "node:crypto";
import { expect, test } from "./fixtures.ts";
import { signUp } from "./support/accounts.ts";
import { markOnboarded, withDatabase } from "./support/database.ts";
import { createFirm } from "./support/firms.ts";

/**
 * Issue 13's limitation periods, with JavaScript on and off: an owner adds a row on Settings >
 * Organization > Limitation periods, sees it listed (and a second row for the same area and state
 * refused with a message), and a matter with that service and state then says when the period
 * may run.
 */
const suffix = () => randomBytes(3).toString("hex");

/** A Personal Injury matter in Minnesota with a crash on 2025-05-14, as the intake leaves it. */
async function injuryMatter(organizationId: string): Promise<string> {
  return withDatabase(async (client) => {
    const session = await client.query<{ id: string }>(
      "insert into intake_sessions (organization_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day') returning id",
      [organizationId, randomBytes(32).toString("hex")],
    );
    const conversation = await client.query<{ id: string }>(
      "insert into conversations (organization_id, intake_session_id) values ($1, $2) returning id",
      [organizationId, session.rows[0]!.id],
    );
    const keyDates = [
      { iso: "2025-05-14", kind: "incident", phrase: "May 14", sentence: "The crash was on May 14.", place: null },
    ];
    const matter = await client.query<{ id: string }>(
      `insert into matters (organization_id, conversation_id, matter_number, service, summary, answers, urgency, jurisdiction, key_dates)
       values ($1, $2, $3, 'Personal Injury', 'A driver hurt in a crash in St. Paul.', '{}'::jsonb, 'medium', $4::jsonb, $5::jsonb) returning id`,
      [
        organizationId,
        conversation.rows[0]!.id,
        `LP-2099-${String(Math.floor(Math.random() * 9000) + 1000)}`,
        JSON.stringify({ city: "St. Paul", state: "MN", country: "US" }),
        JSON.stringify(keyDates),
      ],
    );
    return matter.rows[0]!.id;
  });
}

test.describe("limitation periods", () => {
  // The duplicate row is answered 409 on purpose (with JavaScript, as a data request).
  test.use({
    expectedConsoleErrors: [
      /status of 409 \(Conflict\) \(http:\/\/localhost:\d+\/settings\/organization\/limitations\.data/,
    ],
  });

  test("an owner adds a period, sees it listed, and the matter page says when it may run", async ({ page }) => {
    const email = `lena.${suffix()}@example.test`;
    await signUp(page, email, "Lena Limits");
    await markOnboarded(email);
    const firm = await createFirm(page, `Limits Law ${suffix()}`);

    await page.getByRole("link", { name: "Limitation periods" }).click();
    await expect(page.getByRole("heading", { name: "Limitation periods", level: 1 })).toBeVisible();
    await expect(page.getByText("No limitation periods yet")).toBeVisible();
    await page.getByLabel("Practice area").selectOption("Personal Injury");
    await page.getByLabel("State").fill("mn");
    await page.getByLabel("Period in months").fill("72");
    await page.getByLabel("Citation").fill("Minn. Stat. § 541.05");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Limitation period added." })).toBeVisible();
    const row = page.getByRole("row", { name: /Personal Injury/ });
    await expect(row.getByRole("cell")).toHaveText(["MN", "72", "Minn. Stat. § 541.05", /Edit\s*Delete/]);

    // The same area and state again is refused on the field, and the list keeps one row.
    await page.getByLabel("Practice area").selectOption("Personal Injury");
    await page.getByLabel("State").fill("MN");
    await page.getByLabel("Period in months").fill("24");
    await page.getByLabel("Citation").fill("Minn. Stat. § 541.07");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText("This practice area already has a period for this state.")).toBeVisible();
    await expect(page.getByTestId("limitation-row")).toHaveCount(1);

    const matterId = await injuryMatter(firm.id);
    await page.goto(`/org/${firm.id}/matters/${matterId}`);
    await expect(
      page.getByText("Limitation period may run around 2031-05-14; verify (Minn. Stat. § 541.05)"),
    ).toBeVisible();
  });
});

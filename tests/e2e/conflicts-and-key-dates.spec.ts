import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { password, signUp } from "./support/accounts.ts";
import { addMembership, markOnboarded, withDatabase } from "./support/database.ts";

/**
 * The firm's side of issue 13, with JavaScript on and off: an admin imports the firm's party list
 * for the conflict check on Settings > Organization > Conflict check and sees the rows; a matter
 * with a hearing shows its key dates first, on its page and in the list.
 */
async function signInAsFirmMember(page: Page, role: "admin" | "attorney") {
  const email = `member.${randomBytes(4).toString("hex")}@example.test`;
  await signUp(page, email, "Avery Admin");
  await addMembership(email, "your-firm", role);
  await markOnboarded(email);
  await page.context().clearCookies();
  await page.goto("/auth?mode=signin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A matter as the intake leaves it, with the key dates the understanding layer read. */
async function matterWithHearing(
  hearingInDays: number,
): Promise<{ organizationId: string; matterId: string; matterNumber: string }> {
  return withDatabase(async (client) => {
    const organization = await client.query<{ id: string }>("select id from organizations where slug = 'your-firm'");
    const organizationId = organization.rows[0]!.id;
    const session = await client.query<{ id: string }>(
      "insert into intake_sessions (organization_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day') returning id",
      [organizationId, randomBytes(32).toString("hex")],
    );
    const conversation = await client.query<{ id: string }>(
      "insert into conversations (organization_id, intake_session_id) values ($1, $2) returning id",
      [organizationId, session.rows[0]!.id],
    );
    const matterNumber = `YF-2099-${String(Math.floor(Math.random() * 9000) + 1000)}`;
    const keyDates = [
      {
        iso: isoIn(-40),
        kind: "incident",
        phrase: "in the spring",
        sentence: "The landlord changed the locks.",
        place: null,
      },
      {
        iso: isoIn(25),
        kind: "response_deadline",
        phrase: "within 25 days",
        sentence: "I must answer within 25 days.",
        place: null,
      },
      {
        iso: isoIn(hearingInDays),
        kind: "hearing",
        phrase: "the hearing",
        sentence: "The hearing is set.",
        place: "Halden County Court",
      },
    ];
    const matter = await client.query<{ id: string }>(
      `insert into matters (organization_id, conversation_id, matter_number, service, summary, answers, urgency, key_dates)
       values ($1, $2, $3, 'Tenant Rights', 'A tenant facing eviction with a hearing set at the county court.', '{}'::jsonb, 'high', $4::jsonb) returning id`,
      [organizationId, conversation.rows[0]!.id, matterNumber, JSON.stringify(keyDates)],
    );
    return { organizationId, matterId: matter.rows[0]!.id, matterNumber };
  });
}

test.describe("conflict check list and key dates", () => {
  // The refused file is answered 400 on purpose (with JavaScript, as a data request).
  test.use({
    expectedConsoleErrors: [
      /status of 400 \(Bad Request\) \(http:\/\/localhost:\d+\/settings\/organization\/conflicts\.data/,
    ],
  });

  test("an admin imports the firm's party list and sees the rows", async ({ page }) => {
    await signInAsFirmMember(page, "admin");
    await page.goto("/settings/organization");
    await page.getByRole("link", { name: "Conflict check list" }).click();
    await expect(page.getByRole("heading", { name: "Conflict check", level: 1 })).toBeVisible();
    const marker = randomBytes(3).toString("hex");
    const csv = [
      "name,aliases,role,reference",
      `"Whitfield Properties ${marker}, LLC","Kyle Whitfield;Whitfield Props",client,M-2019-0042`,
      `Midwest Credit ${marker},,opposing,`,
    ].join("\n");
    await page
      .getByLabel("CSV file")
      .setInputFiles({ name: "parties.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.getByRole("button", { name: "Import" }).click();
    await expect(page.getByRole("status")).toHaveText("Parties imported: 2");
    const row = page.getByRole("row", { name: new RegExp(`Whitfield Properties ${marker}, LLC`) });
    await expect(row).toContainText("Kyle Whitfield; Whitfield Props");
    await expect(row).toContainText("Client");
    await expect(row).toContainText("M-2019-0042");
    await expect(page.getByRole("row", { name: new RegExp(`Midwest Credit ${marker}`) })).toContainText(
      "Opposing party",
    );

    // A file with a bad row is refused, line by line, and the list stays as it was.
    await page
      .getByLabel("CSV file")
      .setInputFiles({ name: "bad.csv", mimeType: "text/csv", buffer: Buffer.from("name,role\nAcme,landlord\n") });
    await page.getByRole("button", { name: "Import" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "Line 2: Role must be client, opposing or other (found “landlord”)",
    );
    await page.goto("/settings/organization/conflicts");
    await expect(page.getByRole("row", { name: new RegExp(`Whitfield Properties ${marker}, LLC`) })).toBeVisible();
  });

  test("a matter's key dates come first, nearest upcoming first, with the urgency they call for", async ({ page }) => {
    const { organizationId, matterId, matterNumber } = await matterWithHearing(10);
    await signInAsFirmMember(page, "attorney");
    await page.goto(`/org/${organizationId}/matters/${matterId}`);
    const keyDates = page.getByRole("region", { name: "Key dates" });
    await expect(keyDates).toBeVisible();
    await expect(keyDates).toContainText(`High: Hearing in 10 days: ${isoIn(10)}, Halden County Court`);
    const items = keyDates.getByRole("listitem");
    await expect(items).toHaveText([
      `Hearing in 10 days: ${isoIn(10)}, Halden County Court`,
      `Response deadline in 25 days: ${isoIn(25)}`,
      `Incident: ${isoIn(-40)}`,
    ]);
    // Right under the summary (issue 19, ADR 0058), before the documents, contact and every action.
    const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
    expect(headings.slice(0, 2)).toEqual(["Summary", "Key dates"]);

    await page.goto(`/org/${organizationId}/matters?q=${matterNumber}`);
    await expect(page.getByTestId("next-key-date")).toHaveText(`Hearing in 10 days: ${isoIn(10)}, Halden County Court`);
  });
});

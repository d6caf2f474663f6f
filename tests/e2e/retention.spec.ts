import { createPublicKey, verify } from "node:crypto";
import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { expect, test } from "./fixtures.ts";
import { signUp } from "./support/accounts.ts";
import { markOnboarded, withDatabase } from "./support/database.ts";
import { createFirm } from "./support/firms.ts";

/**
 * Issue 18, with JavaScript on and off: a firm's owner sets the retention policy in Settings >
 * Organization, places a legal hold on a matter from its page, and exports the matter's intake
 * record as JSON with a signature that matches it.
 */
async function matterOf(organizationId: string): Promise<{ matterId: string; matterNumber: string }> {
  // A matter as an intake leaves it (the intake journey itself is covered by firm-matters.spec.ts).
  return withDatabase(async (client) => {
    const session = await client.query(
      `insert into intake_sessions (organization_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day') returning id`,
      [organizationId, randomBytes(32).toString("hex")],
    );
    const conversation = await client.query(
      `insert into conversations (organization_id, intake_session_id, disclaimer_acknowledged_at) values ($1, $2, now()) returning id`,
      [organizationId, session.rows[0].id],
    );
    const matterNumber = `ST-2026-${String(Math.floor(Math.random() * 9000) + 1000)}`;
    const matter = await client.query(
      `insert into matters (organization_id, conversation_id, matter_number, service, summary, answers, status) values ($1, $2, $3, 'Civil', 'A landlord kept a security deposit.', '{}', 'active') returning id`,
      [organizationId, conversation.rows[0].id, matterNumber],
    );
    return { matterId: matter.rows[0].id as string, matterNumber };
  });
}

test.describe("retention, legal hold and the signed intake record", () => {
  test("the owner sets the retention policy, places a legal hold and exports the record as signed JSON", async ({
    page,
  }) => {
    const email = `owen.owner.${randomBytes(4).toString("hex")}@example.test`;
    await signUp(page, email, "Owen Owner");
    await markOnboarded(email);
    const firmName = `Stewart Law ${randomBytes(3).toString("hex")}`;
    const firm = await createFirm(page, firmName);

    // Settings > Organization links to the policy; the defaults are shown, a new one is saved.
    await page.getByRole("link", { name: "Retention and deletion" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Retention and deletion" })).toBeVisible();
    const conversationDays = page.getByLabel("Delete conversations that never became a matter after this many days");
    const matterDays = page.getByLabel("Delete matters closed without taking the client after this many days");
    await expect(conversationDays).toHaveValue("30");
    await expect(matterDays).toHaveValue("365");
    await matterDays.fill("10");
    await page.getByRole("button", { name: "Save policy" }).click();
    await expect(page.getByText("Enter a whole number of days from 30 to 3650.")).toBeVisible();
    await conversationDays.fill("14");
    await matterDays.fill("400");
    await page.getByRole("button", { name: "Save policy" }).click();
    await expect(page.getByText("Retention policy saved")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Delete conversations that never became a matter after this many days")).toHaveValue(
      "14",
    );
    await expect(page.getByLabel("Delete matters closed without taking the client after this many days")).toHaveValue(
      "400",
    );
    await expect(page.getByText("Nothing has been deleted yet.")).toBeVisible();

    // The matter page: a legal hold, placed and shown.
    const { matterId, matterNumber } = await matterOf(firm.id);
    await page.goto(`/org/${firm.id}/matters/${matterId}`);
    const panel = page.getByRole("region", { name: "Intake record and retention" });
    await expect(panel.getByText("No legal hold.")).toBeVisible();
    await expect(panel.getByText("deleted 400 days after it is closed")).toBeVisible();
    await panel.getByRole("button", { name: "Place a legal hold" }).click();
    await expect(page.getByText("Legal hold placed").first()).toBeVisible();
    await expect(panel.getByTestId("legal-hold-status")).toContainText("Under a legal hold since");
    await expect(panel.getByTestId("legal-hold-status")).toContainText("Owen Owner");

    // The record, as JSON, and its signature: the signature matches the bytes.
    const [json] = await Promise.all([
      page.waitForEvent("download"),
      panel.getByRole("link", { name: "Export the intake record (JSON)" }).click(),
    ]);
    const bytes = readFileSync((await json.path())!);
    const record = JSON.parse(bytes.toString("utf8"));
    expect(record.matter).toEqual({ id: matterId, matterNumber });
    expect(record.entries.map((entry: { data: { eventType?: string } }) => entry.data.eventType)).toContain(
      "legal_hold_placed",
    );
    const [signatureDownload] = await Promise.all([
      page.waitForEvent("download"),
      panel.getByRole("link", { name: "signature" }).first().click(),
    ]);
    const signature = JSON.parse(readFileSync((await signatureDownload.path())!, "utf8"));
    const publicKey = createPublicKey({ key: Buffer.from(signature.publicKey, "base64"), format: "der", type: "spki" });
    expect(verify(null, bytes, publicKey, Buffer.from(signature.signature, "base64"))).toBe(true);
    const changed = Buffer.from(bytes);
    changed[10] = changed[10]! ^ 1;
    expect(verify(null, changed, publicKey, Buffer.from(signature.signature, "base64"))).toBe(false);
  });
});

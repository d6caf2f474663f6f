import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { db, transaction } from "../../db/client.ts";
import { ensureConversation } from "../../app/features/conversations/conversations.server.ts";
import { createIntakeSession } from "../../app/features/intake/create-intake-session.server.ts";
import { createMatter, requestLawyerReview, updateMatter } from "../../app/features/matters/matters.server.ts";
import { createTestMatter } from "../factories/matters.ts";
import { createTeams } from "../support/organization-client.ts";

/** The new-lead notice (issue 19, ADR 0058): to the firm's opted-in members only, with no client details. */
let teams: Awaited<ReturnType<typeof createTeams>>;

beforeEach(async () => {
  teams = await createTeams();
});

type Mail = { to: string; subject: string; text: string };
async function noticesFor(matterId: string): Promise<Mail[]> {
  const jobs = await sql<{
    data: Mail;
  }>`select data from pgboss.job where name = 'send-email' and data->>'text' like ${`%/matters/${matterId}%`}`.execute(
    db,
  );
  return jobs.rows.map((row) => row.data);
}

async function optOut(userId: string) {
  await db
    .updateTable("users")
    .set({ settings: sql`settings || '{"notificationTasksEmail": false}'::jsonb` as never })
    .where("id", "=", userId)
    .execute();
}

describe("the new-lead notice", () => {
  it("a new matter sends one notice to each member who wants task e-mails, none to the others or to another firm, and no client details", async () => {
    await optOut(teams.paralegal.userId);
    const matter = await createTestMatter(teams.firmA, {
      clientName: "Dana Reyes",
      service: "Tenant Rights",
      urgency: "high",
    });
    const mails = (await noticesFor(matter.matterId)).filter((mail) => mail.subject.includes("New lead"));
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      [teams.owner.email, teams.admin.email, teams.attorney.email].map((email) => email.toLowerCase()).sort(),
    );
    expect(mails.map((mail) => mail.to)).not.toContain(teams.ownerB.email.toLowerCase());
    for (const mail of mails) {
      expect(mail.subject).toContain(matter.matterNumber);
      expect(mail.text).toContain(matter.matterNumber);
      expect(mail.text).toContain("Service: Tenant Rights");
      expect(mail.text).toContain("Urgency: High");
      expect(mail.text).toContain(`/org/${teams.firmA.id}/matters/${matter.matterId}`);
      const contact = await db
        .selectFrom("conversations")
        .select("contact")
        .where("id", "=", matter.conversationId)
        .executeTakeFirstOrThrow();
      const email = (contact.contact as Record<string, string>).email!;
      for (const detail of [
        "Dana",
        "Reyes",
        email,
        // The phone whole (its pieces alone can stand in the matter's random id in the link).
        "612 555 0134",
        "6125550134",
        "Charlotte",
        "security deposit",
        "landlord",
        "Acme",
        "3,700",
      ]) {
        expect(mail.subject + mail.text).not.toContain(detail);
      }
    }
  });

  it("a matter sent for review, and one that becomes urgent, are announced again; staying urgent is not news", async () => {
    const matter = await createTestMatter(teams.firmA, { urgency: "medium" });
    const scope = { organizationId: teams.firmA.id, conversationId: matter.conversationId };
    await transaction((trx) => requestLawyerReview(trx, scope, matter.matterId, "The visitor asked for a lawyer."));
    await transaction((trx) => updateMatter(trx, { ...scope, matterId: matter.matterId }, { urgency: "emergency" }));
    await transaction((trx) => updateMatter(trx, { ...scope, matterId: matter.matterId }, { urgency: "high" }));
    const mails = await noticesFor(matter.matterId);
    const count = (words: string) => mails.filter((mail) => mail.subject.includes(words)).length;
    expect(count("New lead")).toBe(4);
    expect(count("waiting for review")).toBe(4);
    expect(count("now urgent")).toBe(4);
    expect(mails.find((mail) => mail.subject.includes("now urgent"))!.text).toContain("Urgency: Emergency");
  });

  it("the notice is part of the matter's transaction: a rolled-back matter sends nothing", async () => {
    const { session } = await createIntakeSession(teams.firmA.id);
    const conversation = await ensureConversation(db, session);
    let matterId = "";
    await expect(
      transaction(async (trx) => {
        const { matter } = await createMatter(
          trx,
          {
            organizationId: teams.firmA.id,
            conversationId: conversation.id,
            organizationSlug: teams.firmA.slug,
            paymentRequired: false,
          },
          { service: "Civil", matterSummary: "A dispute about a deposit that was never returned by the landlord." },
        );
        matterId = matter.id;
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(matterId).not.toBe("");
    expect(await noticesFor(matterId)).toEqual([]);
  });
});

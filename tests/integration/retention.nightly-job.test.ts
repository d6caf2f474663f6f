import { createHash, randomBytes } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { applyRetentionPolicies } from "../../app/features/retention/apply-retention.server.ts";
import { changeMatterStewardship } from "../../app/features/retention/matter-stewardship.server.ts";
import type { MemberActor } from "../../app/features/matters/matter-action-guard.server.ts";
import { ensureConversation } from "../../app/features/conversations/conversations.server.ts";
import { createIntakeSession } from "../../app/features/intake/create-intake-session.server.ts";
import { insertMessage } from "../../app/features/conversations/messages.server.ts";
import { getObjectBytes, putObject } from "../../app/lib/storage.server.ts";
import { send, startQueue } from "../../jobs/queue.ts";
import { startWorkers } from "../../jobs/register.ts";
import { createTestMatter } from "../factories/matters.ts";
import { createTeams } from "../support/organization-client.ts";
import { hangGuard, waitFor } from "../support/wait-for.ts";

/** The nightly retention run (ADR 0057): what is past the policy goes, bytes included; holds and kept matters stay. */
const day = 24 * 60 * 60 * 1000;
const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * day);

let teams: Awaited<ReturnType<typeof createTeams>>;
let attorney: MemberActor;

beforeAll(async () => {
  await startQueue();
  await startWorkers();
});

beforeEach(async () => {
  teams = await createTeams();
  attorney = {
    kind: "member",
    organizationId: teams.firmA.id,
    userId: teams.attorney.userId,
    email: teams.attorney.email,
    role: "attorney",
  };
});

/** A stored file of the conversation (or the matter's case PDF), with real bytes in the store. */
async function storedFile(
  organizationId: string,
  conversationId: string | null,
  options: { matterId?: string; kind?: "upload" | "case-pdf"; intakeSessionId?: string } = {},
) {
  const key = randomBytes(18).toString("base64url");
  const bytes = randomBytes(2048);
  await putObject(key, bytes, { contentType: "application/pdf" });
  await db
    .insertInto("files")
    .values({
      organization_id: organizationId,
      conversation_id: conversationId,
      intake_session_id: options.intakeSessionId ?? null,
      storage_key: key,
      name: "evidence.pdf",
      content_type: "application/pdf",
      size: bytes.length,
      status: "completed",
      kind: options.kind ?? "upload",
      matter_id: options.matterId ?? null,
      metadata: "{}",
    })
    .execute();
  return key;
}

/** A conversation that never became a matter, last written `age` days ago. */
async function unmatchedConversation(organizationId: string, age: number) {
  const { session } = await createIntakeSession(organizationId);
  const conversation = await ensureConversation(db, session);
  const scope = { organizationId, conversationId: conversation.id };
  await insertMessage(db, scope, { role: "user", content: "My neighbour's tree fell on my car." });
  await insertMessage(db, scope, { role: "assistant", content: "I'm sorry. When did it happen?" });
  const key = await storedFile(organizationId, conversation.id);
  // An upload tied to the visitor's session only (sent before the conversation existed).
  const sessionKey = await storedFile(organizationId, null, { intakeSessionId: session.id });
  await db
    .updateTable("messages")
    .set({ created_at: daysAgo(age) })
    .where("conversation_id", "=", conversation.id)
    .execute();
  await db
    .updateTable("conversations")
    .set({ created_at: daysAgo(age), updated_at: daysAgo(age) })
    .where("id", "=", conversation.id)
    .execute();
  return { conversationId: conversation.id, key, sessionKey };
}

/** A matter the firm closed `age` days ago, with its document and case PDF stored. */
async function closedMatter(organization: { id: string; slug: string }, age: number) {
  const matter = await createTestMatter(organization);
  const upload = await storedFile(organization.id, matter.conversationId);
  const casePdf = await storedFile(organization.id, matter.conversationId, {
    matterId: matter.matterId,
    kind: "case-pdf",
  });
  await backdateClosing(matter.matterId, age);
  return { ...matter, upload, casePdf };
}

async function backdateClosing(matterId: string, age: number) {
  await db
    .updateTable("matters")
    .set({ status: "closed", updated_at: daysAgo(age) })
    .where("id", "=", matterId)
    .execute();
}

const exists = {
  conversation: async (id: string) =>
    Boolean(await db.selectFrom("conversations").select("id").where("id", "=", id).executeTakeFirst()),
  matter: async (id: string) =>
    Boolean(await db.selectFrom("matters").select("id").where("id", "=", id).executeTakeFirst()),
  bytes: async (key: string) => (await getObjectBytes(key)) !== null,
};
const rowsOf = async (table: "messages" | "intake_records" | "files" | "activity_events", conversationId: string) =>
  (await db.selectFrom(table).select("id").where("conversation_id", "=", conversationId).execute()).length;
const receipts = (organizationId: string) =>
  db
    .selectFrom("deletion_receipts")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .orderBy("started_at")
    .execute();

describe("the nightly retention job", () => {
  it("deletes an expired conversation and an expired closed matter with their rows and stored bytes, keeps held, kept and younger ones, writes receipts, and a second run changes nothing", async () => {
    const expiredConversation = await unmatchedConversation(teams.firmA.id, 31);
    const recentConversation = await unmatchedConversation(teams.firmA.id, 29);
    const expiredMatter = await closedMatter(teams.firmA, 400);
    const heldMatter = await closedMatter(teams.firmA, 400);
    const keptMatter = await closedMatter(teams.firmA, 400);
    const youngMatter = await closedMatter(teams.firmA, 300);
    await changeMatterStewardship(db, attorney, { matterId: heldMatter.matterId, change: "place-hold" });
    await changeMatterStewardship(db, attorney, { matterId: keptMatter.matterId, change: "keep" });
    await backdateClosing(heldMatter.matterId, 400);
    await backdateClosing(keptMatter.matterId, 400);
    // Firm B keeps closed matters for ten years.
    await db
      .updateTable("organizations")
      .set({ retention_closed_matter_days: 3650 })
      .where("id", "=", teams.firmB.id)
      .execute();
    const otherFirmMatter = await closedMatter(teams.firmB, 400);
    expect(await rowsOf("intake_records", expiredMatter.conversationId)).toBeGreaterThan(0);

    // Through the queue, as the schedule runs it.
    await send("apply-retention", {});
    await waitFor(
      async () =>
        !(await exists.matter(expiredMatter.matterId)) &&
        !(await exists.conversation(expiredConversation.conversationId)),
      hangGuard,
      "the expired intake deleted",
    );

    for (const gone of [expiredConversation.conversationId, expiredMatter.conversationId]) {
      expect(await exists.conversation(gone)).toBe(false);
      for (const table of ["messages", "intake_records", "files", "activity_events"] as const)
        expect(await rowsOf(table, gone)).toBe(0);
    }
    expect(await exists.bytes(expiredConversation.key)).toBe(false);
    expect(await exists.bytes(expiredConversation.sessionKey)).toBe(false);
    expect(await exists.bytes(expiredMatter.upload)).toBe(false);
    expect(await exists.bytes(expiredMatter.casePdf)).toBe(false);

    for (const kept of [heldMatter, keptMatter, youngMatter, otherFirmMatter]) {
      expect(await exists.matter(kept.matterId)).toBe(true);
      expect(await exists.bytes(kept.upload)).toBe(true);
      expect(await exists.bytes(kept.casePdf)).toBe(true);
    }
    expect(await exists.conversation(recentConversation.conversationId)).toBe(true);
    expect(await exists.bytes(recentConversation.key)).toBe(true);

    const written = await receipts(teams.firmA.id);
    expect(written).toHaveLength(2);
    const matterReceipt = written.find((receipt) => receipt.subject === "matter")!;
    expect(matterReceipt).toMatchObject({
      policy: "closed-matter",
      policy_days: 365,
      subject_hash: createHash("sha256").update(expiredMatter.matterId).digest("hex"),
      bytes: 4096,
      counts: expect.objectContaining({
        matters: 1,
        conversations: 1,
        messages: 2,
        files: 1,
        casePdfs: 1,
        contacts: 1,
      }),
    });
    expect(matterReceipt.completed_at).toBeInstanceOf(Date);
    const conversationReceipt = written.find((receipt) => receipt.subject === "conversation")!;
    expect(conversationReceipt).toMatchObject({
      policy: "unmatched-conversation",
      policy_days: 30,
      bytes: 4096,
      counts: expect.objectContaining({ matters: 0, messages: 2, files: 2 }),
    });
    // No client data in a receipt.
    expect(JSON.stringify(written)).not.toContain("Dana");
    expect(await receipts(teams.firmB.id)).toEqual([]);

    const again = await applyRetentionPolicies(db, { now });
    expect(again).toMatchObject({ conversations: 0, matters: 0, files: 0, bytes: 0 });
    expect(await receipts(teams.firmA.id)).toHaveLength(2);
    expect(await exists.matter(heldMatter.matterId)).toBe(true);

    // Lifting the hold puts the matter back under the policy.
    await changeMatterStewardship(db, attorney, { matterId: heldMatter.matterId, change: "lift-hold" });
    await backdateClosing(heldMatter.matterId, 400);
    expect(await applyRetentionPolicies(db, { now })).toMatchObject({ matters: 1 });
    expect(await exists.matter(heldMatter.matterId)).toBe(false);
  });

  it("a run cut short leaves a receipt in progress and the rest for the next run, which finishes it with the first count", async () => {
    const expired = await unmatchedConversation(teams.firmA.id, 60);
    const second = await storedFile(teams.firmA.id, expired.conversationId);
    const third = await storedFile(teams.firmA.id, expired.conversationId);
    let deleted = 0;
    const crashAfterOne = async (key: string) => {
      if (deleted === 1) throw new Error("the worker died");
      deleted++;
      const { deleteObject } = await import("../../app/lib/storage.server.ts");
      await deleteObject(key);
    };
    await expect(applyRetentionPolicies(db, { now, batchSize: 1, deleteBytes: crashAfterOne })).rejects.toThrow(
      "the worker died",
    );
    const [inProgress] = await receipts(teams.firmA.id);
    expect(inProgress).toMatchObject({
      completed_at: null,
      counts: expect.objectContaining({ files: 4, messages: 2 }),
      bytes: 8192,
    });
    expect(await exists.conversation(expired.conversationId)).toBe(true);

    expect(await applyRetentionPolicies(db, { now, batchSize: 1 })).toMatchObject({ conversations: 1 });
    const [finished] = await receipts(teams.firmA.id);
    expect(finished).toMatchObject({
      id: inProgress!.id,
      counts: expect.objectContaining({ files: 4, messages: 2 }),
      bytes: 8192,
    });
    expect(finished!.completed_at).toBeInstanceOf(Date);
    expect(await exists.conversation(expired.conversationId)).toBe(false);
    for (const key of [expired.key, expired.sessionKey, second, third]) expect(await exists.bytes(key)).toBe(false);
  });
});

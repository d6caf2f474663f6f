import { sql } from "kysely";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { applyRetentionPolicies, subjectHash } from "../../app/features/retention/apply-retention.server.ts";
import {
  decideDeletionRequest,
  getDeletionRequest,
  requestIntakeDeletion,
} from "../../app/features/retention/deletion-request.server.ts";
import type { MemberActor } from "../../app/features/matters/matter-action-guard.server.ts";
import { startQueue } from "../../jobs/queue.ts";
import { createTestMatter } from "../factories/matters.ts";
import { createTeams, type TeamMember } from "../support/organization-client.ts";
import * as matterPage from "../../app/routes/org/$organizationId/matters/$matterId.tsx";
import { callAny, type Caller } from "../support/firm-client.ts";
import { Visitor } from "../support/intake-client.ts";

/** A visitor asks for their intake to be deleted; the firm approves or declines (ADR 0060). */
let teams: Awaited<ReturnType<typeof createTeams>>;
let matter: Awaited<ReturnType<typeof createTestMatter>>;

const actorOf = (member: TeamMember, organizationId: string, role: MemberActor["role"]): MemberActor => ({
  kind: "member",
  organizationId,
  userId: member.userId,
  email: member.email,
  role,
});
const scope = () => ({ organizationId: teams.firmA.id, conversationId: matter.conversationId });
const activity = (eventType: string) =>
  db
    .selectFrom("activity_events")
    .select(["event_type", "metadata"])
    .where("organization_id", "=", teams.firmA.id)
    .where("conversation_id", "=", matter.conversationId)
    .where("event_type", "=", eventType as never)
    .execute();

beforeAll(async () => {
  await startQueue();
});

beforeEach(async () => {
  teams = await createTeams();
  matter = await createTestMatter(teams.firmA, { document: true });
});

describe("a visitor's deletion request", () => {
  it("is recorded once, and the members who may decide and keep task e-mails on are e-mailed without client details", async () => {
    // Like every task e-mail, the request follows the member's notification settings.
    await db
      .updateTable("users")
      .set({ settings: sql`coalesce(settings, '{}'::jsonb) || '{"notificationTasksEmail": false}'::jsonb` })
      .where("id", "=", teams.admin.userId)
      .execute();
    // The matter's own new-lead notices were queued when it was created; only the request's mails count here.
    const earlier = new Set(
      (
        await db
          .selectFrom("pgboss.job" as never)
          .select(["id" as never])
          .execute()
      ).map((job) => (job as { id: string }).id),
    );
    expect(await requestIntakeDeletion(db, scope())).toEqual({ alreadyRequested: false });
    expect(await requestIntakeDeletion(db, scope())).toEqual({ alreadyRequested: true });
    expect((await getDeletionRequest(db, scope()))?.decision).toBeNull();
    expect(await activity("deletion_requested")).toHaveLength(1);
    const jobs = await db
      .selectFrom("pgboss.job" as never)
      .select(["id" as never, "data" as never])
      .where("name" as never, "=", "send-email" as never)
      .execute();
    const mails = (jobs as { id: string; data: { to: string; text: string } }[]).filter(
      (job) => !earlier.has(job.id) && job.data.text.includes(matter.matterId),
    );
    expect(mails.map((mail) => mail.data.to).sort()).toEqual([teams.owner.email, teams.attorney.email].sort());
    for (const mail of mails) expect(mail.data.text).not.toContain("Dana Reyes");
  });

  it("approved, deletes the matter, its conversation and files, and writes a visitor-request receipt", async () => {
    await requestIntakeDeletion(db, scope());
    await expect(
      decideDeletionRequest(db, actorOf(teams.paralegal, teams.firmA.id, "paralegal"), {
        matterId: matter.matterId,
        decision: "approve",
      }),
    ).rejects.toMatchObject({ code: "INSUFFICIENT_PERMISSIONS" });
    await decideDeletionRequest(db, actorOf(teams.attorney, teams.firmA.id, "attorney"), {
      matterId: matter.matterId,
      decision: "approve",
    });
    const deletedKeys: string[] = [];
    await applyRetentionPolicies(db, { deleteBytes: async (key) => void deletedKeys.push(key) });
    expect(
      await db.selectFrom("matters").select("id").where("id", "=", matter.matterId).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await db.selectFrom("conversations").select("id").where("id", "=", matter.conversationId).executeTakeFirst(),
    ).toBeUndefined();
    expect(matter.fileId).toBeTruthy();
    expect(
      await db.selectFrom("files").select("id").where("id", "=", matter.fileId!).executeTakeFirst(),
    ).toBeUndefined();
    expect(deletedKeys).toHaveLength(1);
    const receipt = await db
      .selectFrom("deletion_receipts")
      .select(["policy", "completed_at"])
      .where("organization_id", "=", teams.firmA.id)
      .where(
        "subject_hash",
        "=",
        subjectHash({ kind: "matter", matterId: matter.matterId, conversationId: matter.conversationId }),
      )
      .executeTakeFirstOrThrow();
    expect(receipt.policy).toBe("visitor-request");
    expect(receipt.completed_at).not.toBeNull();
  });

  it("declined with a reason, keeps everything and records why; a held matter cannot be approved", async () => {
    await requestIntakeDeletion(db, scope());
    await db
      .updateTable("matters")
      .set({ legal_hold_at: new Date(), legal_hold_by: teams.owner.userId })
      .where("id", "=", matter.matterId)
      .execute();
    await expect(
      decideDeletionRequest(db, actorOf(teams.owner, teams.firmA.id, "owner"), {
        matterId: matter.matterId,
        decision: "approve",
      }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    await decideDeletionRequest(db, actorOf(teams.owner, teams.firmA.id, "owner"), {
      matterId: matter.matterId,
      decision: "decline",
      reason: "Legal hold",
    });
    expect(await getDeletionRequest(db, scope())).toMatchObject({ decision: "declined", declineReason: "Legal hold" });
    expect(await activity("deletion_declined")).toEqual([
      { event_type: "deletion_declined", metadata: { reason: "Legal hold" } },
    ]);
    await applyRetentionPolicies(db, { deleteBytes: async () => {} });
    expect(
      await db.selectFrom("matters").select("id").where("id", "=", matter.matterId).executeTakeFirst(),
    ).toBeDefined();
  });

  it("another organization's member cannot decide it", async () => {
    await requestIntakeDeletion(db, scope());
    await expect(
      decideDeletionRequest(db, actorOf(teams.ownerB, teams.firmB.id, "owner"), {
        matterId: matter.matterId,
        decision: "approve",
      }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await getDeletionRequest(db, scope()))?.decision).toBeNull();
    expect(
      await getDeletionRequest(db, { organizationId: teams.firmB.id, conversationId: matter.conversationId }),
    ).toBeNull();
  });
});

describe("the deletion request through the pages", () => {
  const matterPath = () => `/org/${teams.firmA.id}/matters/${matter.matterId}`;
  const postMatter = (as: Caller, form: Record<string, string>) =>
    callAny(matterPage, matterPath(), {
      as,
      form,
      params: { organizationId: teams.firmA.id, matterId: matter.matterId },
    });

  it("the visitor asks with a plain form and sees what happens next; the firm sees it on the matter page and declines only with a reason", async () => {
    const visitor = new Visitor(teams.firmA.id, teams.firmA.slug);
    await visitor.startSession();
    await visitor.acknowledge();
    const before = (await visitor.page()) as { workspace: { deletion: { possible: boolean; request: unknown } } };
    expect(before.workspace.deletion).toEqual({ possible: true, request: null });
    const asked = await visitor.submit({ intent: "request-deletion" });
    expect(asked.status).toBe(302);
    const after = (await visitor.page()) as { workspace: { deletion: { request: { decision: null } | null } } };
    expect(after.workspace.deletion.request).toMatchObject({ decision: null });

    // The firm's matter page (a matter of the firm whose visitor asked).
    await requestIntakeDeletion(db, scope());
    const page = await callAny(matterPage, matterPath(), {
      as: teams.attorney.as,
      params: { organizationId: teams.firmA.id, matterId: matter.matterId },
    });
    expect(page.body.stewardship.deletionRequest).toMatchObject({ decision: null });

    const noReason = await postMatter(teams.attorney.as, {
      intent: "deletion-decision",
      decision: "decline",
      reason: "  ",
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.result.error.reason).toEqual(["stewardship:deletion.errors.reasonRequired"]);
    const paralegal = await postMatter(teams.paralegal.as, {
      intent: "deletion-decision",
      decision: "decline",
      reason: "Client taken",
    });
    expect(paralegal.status).toBe(403);
    const declined = await postMatter(teams.attorney.as, {
      intent: "deletion-decision",
      decision: "decline",
      reason: "Client taken",
    });
    expect(declined.status).toBe(303);
    expect(await getDeletionRequest(db, scope())).toMatchObject({
      decision: "declined",
      declineReason: "Client taken",
    });
    const otherFirm = await callAny(matterPage, `/org/${teams.firmB.id}/matters/${matter.matterId}`, {
      as: teams.ownerB.as,
      form: { intent: "deletion-decision", decision: "approve" },
      params: { organizationId: teams.firmB.id, matterId: matter.matterId },
    });
    expect(otherFirm.status).toBe(404);
  });
});

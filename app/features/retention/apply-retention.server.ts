import { createHash } from "node:crypto";
import { sql } from "kysely";
import type { Db, Executor } from "../../../db/client.ts";
import type { RetentionPolicyName } from "../../../db/tables.ts";
import { logger } from "~/lib/logger.server.ts";
import { deleteObject } from "~/lib/storage.server.ts";

/**
 * The nightly retention run (ADR 0057). For each organization, what its policy says is past its
 * time goes: conversations that never became a matter, N days after their last message; matters
 * closed M days ago that are neither under a legal hold nor kept by the firm. For each, a
 * deletion receipt (kinds of data, counts, bytes, when, which policy, a hash of the id; no client
 * data) is written first; then the stored bytes and rows go in small batches, each its own short
 * transaction that re-checks the subject is still due (a hold placed meanwhile stops it); the last
 * transaction deletes the conversation (its record, activity and remaining rows cascade) and
 * completes the receipt. A second run finds nothing; an interrupted one is finished by the next.
 */
export type RetentionOptions = {
  now?: Date;
  batchSize?: number;
  subjectsPerOrganization?: number;
  deleteBytes?: (key: string) => Promise<void>;
};
export type RetentionRunSummary = {
  organizations: number;
  conversations: number;
  matters: number;
  files: number;
  bytes: number;
};

type Subject = {
  kind: "conversation" | "matter";
  organizationId: string;
  conversationId: string;
  /** The visitor's session: an upload made before the conversation existed is tied to it alone. */
  intakeSessionId: string;
  matterId: string | null;
  policy: RetentionPolicyName;
  policyDays: number;
};

const day = 24 * 60 * 60 * 1000;

export function subjectHash(subject: Pick<Subject, "kind" | "conversationId" | "matterId">): string {
  return createHash("sha256")
    .update(subject.kind === "matter" ? subject.matterId! : subject.conversationId)
    .digest("hex");
}

export async function applyRetentionPolicies(
  database: Db,
  options: RetentionOptions = {},
): Promise<RetentionRunSummary> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 500;
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new RangeError("batchSize must be a positive integer");
  const deleteBytes = options.deleteBytes ?? deleteObject;
  const summary: RetentionRunSummary = { organizations: 0, conversations: 0, matters: 0, files: 0, bytes: 0 };
  const organizations = await database
    .selectFrom("organizations")
    .select(["id", "retention_conversation_days", "retention_closed_matter_days"])
    .orderBy("id")
    .execute();
  for (const organization of organizations) {
    summary.organizations++;
    const policy = {
      conversationDays: organization.retention_conversation_days,
      closedMatterDays: organization.retention_closed_matter_days,
    };
    for (;;) {
      const due = await dueSubjects(database, organization.id, policy, now, options.subjectsPerOrganization ?? 50);
      if (due.length === 0) break;
      let deletedAny = false;
      for (const subject of due) {
        const result = await deleteSubject(database, subject, { now, batchSize, deleteBytes, policy });
        if (!result) continue;
        deletedAny = true;
        summary[subject.kind === "matter" ? "matters" : "conversations"]++;
        summary.files += result.files;
        summary.bytes += result.bytes;
      }
      if (!deletedAny) break;
    }
  }
  logger.info("retention.applied", summary);
  return summary;
}

type Policy = { conversationDays: number; closedMatterDays: number };

/** The predicate "this subject is due", shared by the search and every batch's re-check. */
function conversationDue(organizationId: string, days: number, now: Date) {
  const cutoff = new Date(now.getTime() - days * day);
  return sql<boolean>`c.organization_id = ${organizationId}
    and not exists (select 1 from matters m where m.conversation_id = c.id)
    and greatest(c.updated_at, c.created_at, coalesce((select max(ms.created_at) from messages ms where ms.conversation_id = c.id), c.created_at)) < ${cutoff}`;
}

function matterDue(organizationId: string, days: number, now: Date) {
  const cutoff = new Date(now.getTime() - days * day);
  return sql<boolean>`m.organization_id = ${organizationId}
    and m.status = 'closed' and m.legal_hold_at is null and m.kept_at is null
    and coalesce((select max(a.event_date) from activity_events a where a.matter_id = m.id and a.event_type = 'matter_status_changed' and a.metadata->>'to' = 'closed'), m.updated_at) < ${cutoff}`;
}

/** A deletion the visitor asked for and the firm approved (ADR 0060), unless a legal hold came since. */
function requestDue(organizationId: string) {
  return sql<boolean>`c.organization_id = ${organizationId} and c.deletion_decision = 'approved'
    and not exists (select 1 from matters m where m.conversation_id = c.id and m.legal_hold_at is not null)`;
}

/** A row of what is due: the conversation, its intake session, and its matter if it has one. */
type DueRow = { conversation_id: string; intake_session_id: string; matter_id: string | null };

async function dueSubjects(
  database: Db,
  organizationId: string,
  policy: Policy,
  now: Date,
  limit: number,
): Promise<Subject[]> {
  const requested =
    await sql<DueRow>`select c.id as conversation_id, c.intake_session_id, (select m.id from matters m where m.conversation_id = c.id) as matter_id from conversations c where ${requestDue(organizationId)} order by c.deletion_decided_at limit ${limit}`.execute(
      database,
    );
  const conversations =
    await sql<DueRow>`select c.id as conversation_id, c.intake_session_id, null as matter_id from conversations c where ${conversationDue(organizationId, policy.conversationDays, now)} order by c.created_at limit ${limit}`.execute(
      database,
    );
  const matters =
    await sql<DueRow>`select m.conversation_id, c.intake_session_id, m.id as matter_id from matters m join conversations c on c.id = m.conversation_id where ${matterDue(organizationId, policy.closedMatterDays, now)} order by m.created_at limit ${limit}`.execute(
      database,
    );
  const subjects = (rows: DueRow[], name: RetentionPolicyName, policyDays: number) =>
    rows.map(
      (row): Subject => ({
        kind: row.matter_id ? "matter" : "conversation",
        organizationId,
        conversationId: row.conversation_id,
        intakeSessionId: row.intake_session_id,
        matterId: row.matter_id,
        policy: name,
        policyDays,
      }),
    );
  return [
    ...subjects(requested.rows, "visitor-request", 0),
    ...subjects(conversations.rows, "unmatched-conversation", policy.conversationDays),
    ...subjects(matters.rows, "closed-matter", policy.closedMatterDays),
  ];
}

/** Locks the subject's row (a hold placed at the same moment waits) and tells whether it is still due. */
async function stillDue(trx: Executor, subject: Subject, policy: Policy, now: Date): Promise<boolean> {
  if (subject.policy === "visitor-request") {
    const row = await sql<{
      id: string;
    }>`select c.id from conversations c where c.id = ${subject.conversationId} and ${requestDue(subject.organizationId)} for share of c`.execute(
      trx,
    );
    return row.rows.length === 1;
  }
  if (subject.kind === "matter") {
    const row = await sql<{
      id: string;
    }>`select m.id from matters m where m.id = ${subject.matterId} and ${matterDue(subject.organizationId, policy.closedMatterDays, now)} for share of m`.execute(
      trx,
    );
    return row.rows.length === 1;
  }
  const row = await sql<{
    id: string;
  }>`select c.id from conversations c where c.id = ${subject.conversationId} and ${conversationDue(subject.organizationId, policy.conversationDays, now)} for share of c`.execute(
    trx,
  );
  return row.rows.length === 1;
}

/** The rows and bytes a subject holds, counted once for its receipt. */
async function countSubject(trx: Executor, subject: Subject) {
  const { conversationId, organizationId, matterId, intakeSessionId } = subject;
  const ofSubject = sql`(conversation_id = ${conversationId} or matter_id = ${matterId} or intake_session_id = ${intakeSessionId})`;
  const counted = await sql<Record<string, string | null>>`select
      (select count(*) from messages where organization_id = ${organizationId} and conversation_id = ${conversationId}) as messages,
      (select count(*) from files where organization_id = ${organizationId} and ${ofSubject} and kind = 'upload') as files,
      (select count(*) from files where organization_id = ${organizationId} and ${ofSubject} and kind = 'case-pdf') as case_pdfs,
      (select coalesce(sum(size), 0) from files where organization_id = ${organizationId} and ${ofSubject}) as bytes,
      (select count(*) from activity_events where organization_id = ${organizationId} and (conversation_id = ${conversationId} or matter_id = ${matterId})) as activity_events,
      (select count(*) from matter_notes where organization_id = ${organizationId} and matter_id = ${matterId}) as notes,
      (select count(*) from intake_records where organization_id = ${organizationId} and conversation_id = ${conversationId}) as record_entries,
      (select count(*) from conversations where organization_id = ${organizationId} and id = ${conversationId} and contact is not null) as contacts`.execute(
    trx,
  );
  const row = counted.rows[0]!;
  const number = (key: string) => Number(row[key] ?? 0);
  return {
    counts: {
      conversations: 1,
      matters: subject.matterId ? 1 : 0,
      messages: number("messages"),
      files: number("files"),
      casePdfs: number("case_pdfs"),
      contacts: number("contacts"),
      activityEvents: number("activity_events"),
      notes: number("notes"),
      recordEntries: number("record_entries"),
    },
    bytes: number("bytes"),
  };
}

async function deleteSubject(
  database: Db,
  subject: Subject,
  run: { now: Date; batchSize: number; deleteBytes: (key: string) => Promise<void>; policy: Policy },
): Promise<{ files: number; bytes: number } | null> {
  const hash = subjectHash(subject);
  // 1. The receipt, counted before anything goes (a resumed run keeps the first count).
  const started = await database.transaction().execute(async (trx) => {
    if (!(await stillDue(trx, subject, run.policy, run.now))) return null;
    const { counts, bytes } = await countSubject(trx, subject);
    await trx
      .insertInto("deletion_receipts")
      .values({
        organization_id: subject.organizationId,
        subject: subject.kind,
        subject_hash: hash,
        policy: subject.policy,
        policy_days: subject.policyDays,
        counts: JSON.stringify(counts),
        bytes,
      })
      .onConflict((conflict) => conflict.constraint("deletion_receipts_subject_key").doNothing())
      .execute();
    return { files: counts.files + counts.casePdfs, bytes };
  });
  if (!started) return null;

  // 2. Stored bytes, then their rows, a batch at a time (bytes first: a run cut short leaves rows
  //    pointing at nothing, which the next run deletes, never bytes no row points at).
  for (;;) {
    const done = await database.transaction().execute(async (trx) => {
      if (!(await stillDue(trx, subject, run.policy, run.now))) return "stopped" as const;
      const files = await trx
        .selectFrom("files")
        .select(["id", "storage_key"])
        .where("organization_id", "=", subject.organizationId)
        .where((eb) =>
          eb.or([
            eb("conversation_id", "=", subject.conversationId),
            eb("intake_session_id", "=", subject.intakeSessionId),
            ...(subject.matterId ? [eb("matter_id", "=", subject.matterId)] : []),
          ]),
        )
        .limit(run.batchSize)
        .execute();
      if (files.length === 0) return "done" as const;
      for (const file of files) await run.deleteBytes(file.storage_key);
      await trx
        .deleteFrom("files")
        .where("organization_id", "=", subject.organizationId)
        .where(
          "id",
          "in",
          files.map((file) => file.id),
        )
        .execute();
      return files.length < run.batchSize ? ("done" as const) : ("more" as const);
    });
    if (done === "stopped") return null;
    if (done === "done") break;
  }

  // 3. Messages, the largest part, in batches.
  for (;;) {
    const deleted = await database.transaction().execute(async (trx) => {
      if (!(await stillDue(trx, subject, run.policy, run.now))) return -1;
      const result =
        await sql`delete from messages where ctid in (select ctid from messages where organization_id = ${subject.organizationId} and conversation_id = ${subject.conversationId} limit ${run.batchSize})`.execute(
          trx,
        );
      return Number(result.numAffectedRows ?? 0n);
    });
    if (deleted < 0) return null;
    if (deleted < run.batchSize) break;
  }

  // 4. The matter and the conversation (its record, activity, notes and shares cascade), and the
  //    visitor's intake session; the receipt is completed in the same transaction.
  const finished = await database.transaction().execute(async (trx) => {
    if (!(await stillDue(trx, subject, run.policy, run.now))) return false;
    if (subject.matterId)
      await trx
        .deleteFrom("matters")
        .where("organization_id", "=", subject.organizationId)
        .where("id", "=", subject.matterId)
        .execute();
    const conversation = await trx
      .deleteFrom("conversations")
      .where("organization_id", "=", subject.organizationId)
      .where("id", "=", subject.conversationId)
      .returning("intake_session_id")
      .executeTakeFirst();
    if (conversation)
      await trx
        .deleteFrom("intake_sessions")
        .where("organization_id", "=", subject.organizationId)
        .where("id", "=", conversation.intake_session_id)
        .execute();
    await trx
      .updateTable("deletion_receipts")
      .set({ completed_at: run.now, updated_at: new Date() })
      .where("organization_id", "=", subject.organizationId)
      .where("subject_hash", "=", hash)
      .execute();
    return true;
  });
  return finished ? started : null;
}

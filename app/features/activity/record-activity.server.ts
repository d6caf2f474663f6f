import { sql } from "kysely";
import type { Executor, Trx } from "../../../db/client.ts";
import type { ActivityActorType } from "../../../db/tables.ts";
import { resources } from "~/lib/i18n-resources.server.ts";
import { recordActivityEntry } from "~/features/intake-record/record-intake-events.server.ts";
import { type ActivityDescription, activityDescriptionText } from "./activity-descriptions.ts";
import { type ActivityTitle, type ActivityTitleKey, activityTitleText } from "./activity-titles.ts";

/**
 * The activity timeline's writer (spec §2, §4). Every event is recorded in the transaction of the
 * change it reports, so the timeline never shows what did not happen. A title and a description
 * are each a key and its parameters, translated when shown (ADR 0076, ADR 0082). Neither ever
 * carries client content (no names, no message text, no file names).
 */
export const activityEventTypes = [
  "session_started",
  "contact_info_provided",
  "matter_created",
  "matter_status_changed",
  "lawyer_assigned",
  "payment_completed",
  "payment_failed",
  "image_added",
  "video_added",
  "audio_added",
  "document_added",
  "file_added",
  "link_shared",
  "intake_completed",
  "review_requested",
  // The firm's work on a matter (ADR 0030): recorded without an intake session, so the visitor never sees them.
  "note_added",
  "intake_rated",
  "matter_reviewed",
  // Conflict check (ADR 0041) and deadline triage (ADR 0042): the firm's only, never in the visitor's feed.
  "conflict_flagged",
  "conflict_hold",
  "conflict_cleared",
  "conflict_confirmed",
  "deadline_review_requested",
  // Legal hold and the firm keeping a matter (ADR 0057): the firm's only.
  "legal_hold_placed",
  "legal_hold_lifted",
  "matter_kept",
  "matter_released",
  // The firm's decision on a prospect (ADR 0058): the firm's only.
  "matter_accepted",
  "matter_declined",
  // A visitor's deletion request and the firm's decision (ADR 0060).
  "deletion_requested",
  "deletion_approved",
  "deletion_declined",
] as const;
export type ActivityEventType = (typeof activityEventTypes)[number];

export type ActivityEvent = {
  organizationId: string;
  eventType: ActivityEventType;
  title: ActivityTitle;
  /** A key and parameters (workspace:activityDescriptions), translated when shown. */
  description?: ActivityDescription | null;
  actorType: ActivityActorType;
  actorId?: string | null;
  matterId?: string | null;
  conversationId?: string | null;
  /** When omitted and a conversation is given, the conversation's session is used. */
  intakeSessionId?: string | null;
  metadata?: Record<string, unknown>;
  eventDate?: Date;
};

/** Writes one event; pass the transaction that makes the change. */
export async function recordActivity(executor: Executor, event: ActivityEvent): Promise<{ id: string }> {
  const sessionId =
    event.intakeSessionId !== undefined
      ? event.intakeSessionId
      : event.conversationId
        ? sql<
            string | null
          >`(select intake_session_id from conversations where id = ${event.conversationId} and organization_id = ${event.organizationId})`
        : null;
  const row = await executor
    .insertInto("activity_events")
    .values({
      organization_id: event.organizationId,
      matter_id: event.matterId ?? null,
      conversation_id: event.conversationId ?? null,
      intake_session_id: sessionId,
      event_type: event.eventType,
      title: null,
      title_key: event.title.key,
      title_params: JSON.stringify(event.title.params ?? {}),
      description: null,
      description_key: event.description?.key ?? null,
      description_params: JSON.stringify(event.description?.params ?? {}),
      actor_type: event.actorType,
      actor_id: event.actorId ?? null,
      metadata: JSON.stringify(event.metadata ?? {}),
      ...(event.eventDate ? { event_date: event.eventDate } : {}),
    })
    .returning(["id"])
    .executeTakeFirstOrThrow();
  // The intake record is an English document (ADR 0056): it keeps the title and description as written in English.
  await recordActivityEntry(executor, {
    ...event,
    title: englishActivityTitle(event.title),
    description: englishActivityDescription(event.description),
    id: row.id,
  });
  return row;
}

/** A title in English, for the intake record: the workspace:activityTitles text with its parameters. */
export function englishActivityTitle(title: ActivityTitle): string {
  return activityTitleText(englishText, { title: null, titleKey: title.key, titleParams: title.params ?? {} });
}

/** A description in English, for the intake record: the workspace:activityDescriptions text with its parameters. */
export function englishActivityDescription(description: ActivityDescription | null | undefined): string | null {
  if (!description) return null;
  return activityDescriptionText(englishText, {
    description: null,
    descriptionKey: description.key,
    descriptionParams: description.params ?? {},
  });
}

/** The English text of a workspace key, with its parameters. */
function englishText(key: string, options: Record<string, unknown> = {}): string {
  const path = key.replace(/^workspace:/, "").split(".");
  let node: unknown = resources.en?.workspace;
  for (const part of path)
    node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  const text = typeof node === "string" ? node : key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(options[name] ?? ""));
}

/** Runs fn in the executor's transaction, or opens one when given the pool. */
export function inTransaction<T>(executor: Executor, fn: (trx: Trx) => Promise<T>): Promise<T> {
  return executor.isTransaction ? fn(executor as Trx) : executor.transaction().execute(fn);
}

/** An upload's event, by its (byte-detected) content type: "Document added (PDF)". */
export function uploadActivity(contentType: string): { eventType: ActivityEventType; title: ActivityTitle } {
  const type = contentType.toLowerCase();
  const added = (eventType: ActivityEventType, key: ActivityTitleKey, format: string) => ({
    eventType,
    title: { key, params: { format } },
  });
  if (type.startsWith("image/")) return added("image_added", "imageAdded", subtypeLabel(type));
  if (type.startsWith("video/")) return added("video_added", "videoAdded", subtypeLabel(type));
  if (type.startsWith("audio/")) return added("audio_added", "audioAdded", subtypeLabel(type));
  const document = documentLabels[type];
  if (document) return added("document_added", "documentAdded", document);
  return { eventType: "file_added", title: { key: "fileAdded" } };
}

const documentLabels: Record<string, string> = {
  "application/pdf": "PDF",
  "application/msword": "Word",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "Word",
  "application/vnd.ms-excel": "Excel",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "Excel",
  "application/vnd.ms-powerpoint": "PowerPoint",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": "PowerPoint",
  "application/rtf": "RTF",
  "text/plain": "text",
  "text/csv": "CSV",
  "text/markdown": "text",
};

function subtypeLabel(type: string): string {
  const subtype = type.split("/")[1]?.split(";")[0] ?? "";
  const known: Record<string, string> = {
    jpeg: "JPEG",
    png: "PNG",
    gif: "GIF",
    webp: "WebP",
    heic: "HEIC",
    mp4: "MP4",
    quicktime: "MOV",
    webm: "WebM",
    mpeg: "MPEG",
    wav: "WAV",
    ogg: "Ogg",
  };
  return known[subtype] ?? (subtype.replace(/[^a-z0-9.+-]/g, "").toUpperCase() || "unknown type");
}

/** A message that shares a link (http(s) or www.): only the fact is recorded, never the link. */
const linkPattern = /\bhttps?:\/\/[^\s<>"']+|\bwww\.[a-z0-9-]+\.[a-z]{2,}[^\s<>"']*/i;
export function containsLink(text: string): boolean {
  return linkPattern.test(text);
}

const statusTitles: Record<string, ActivityTitleKey> = {
  empty: "matterDetailsCleared",
  incomplete: "matterNeedsInformation",
  ready: "matterReadyForReview",
};

/** Records matter_status_changed when the derived status moved (empty / incomplete / ready). */
export async function recordMatterStatusChange(
  trx: Executor,
  scope: { organizationId: string; conversationId: string; matterId: string },
  before: string | null,
  after: string,
  actorType: ActivityActorType = "assistant",
): Promise<void> {
  if (before === null || before === after) return;
  await recordActivity(trx, {
    organizationId: scope.organizationId,
    conversationId: scope.conversationId,
    matterId: scope.matterId,
    eventType: "matter_status_changed",
    title: { key: statusTitles[after] ?? "matterStatusChanged" },
    description: { key: "statusChanged", params: { from: before, to: after } },
    actorType,
    metadata: { from: before, to: after },
  });
}

/** Payment failed (Stripe async payment failure, or a provider error the firm should see). */
export async function recordPaymentFailed(
  trx: Executor,
  scope: { organizationId: string; matterId: string; conversationId?: string | null },
): Promise<{ id: string }> {
  return recordActivity(trx, {
    organizationId: scope.organizationId,
    matterId: scope.matterId,
    conversationId: scope.conversationId ?? null,
    eventType: "payment_failed",
    title: { key: "paymentFailed" },
    description: { key: "paymentFailed" },
    actorType: "system",
  });
}

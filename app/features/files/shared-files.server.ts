import { db, type Executor } from "../../../db/client.ts";
import { keptQuery } from "../../../db/kept-query.ts";
import type { IntakeCredentials } from "~/lib/intake-cookie.server.ts";
import { getIntakeSession } from "~/features/conversations/intake-sessions.server.ts";
import type { SharedFile } from "./shared-file.ts";

/** The files the visitor uploaded in an intake session (not the case PDF or other documents made for them). */
export const sessionUploads = (executor: Executor, scope: { organizationId: string; intakeSessionId: string }) =>
  executor
    .selectFrom("files")
    .where("organization_id", "=", scope.organizationId)
    .where("intake_session_id", "=", scope.intakeSessionId)
    .where("kind", "=", "upload");

/** Read on every intake page view of a visitor with a session: kept compiled (ADR 0130). */
const sessionFiles = keptQuery((executor, organizationId: string, intakeSessionId: string) =>
  sessionUploads(executor, { organizationId, intakeSessionId })
    .select(["id", "name", "content_type", "size", "status", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(200),
);

/**
 * The files a visitor's session has shared with the firm, newest first, for the media panel.
 * Scoped by organization and by the session in the query itself; case PDFs are the firm's
 * documents, not something the visitor shared, and are left out.
 */
export async function listSharedFiles(
  executor: Executor,
  scope: { organizationId: string; intakeSessionId: string },
): Promise<SharedFile[]> {
  const { rows } = await sessionFiles(executor, scope.organizationId, scope.intakeSessionId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    contentType: row.content_type,
    size: Number(row.size),
    status: row.status,
    url: `/api/files/${row.id}`,
    createdAt: row.created_at.toISOString(),
  }));
}

/** The media panel's files for the visitor these credentials open (none without a session). */
export async function listVisitorSharedFiles(
  credentials: IntakeCredentials,
  organizationId: string,
): Promise<SharedFile[]> {
  const current = await getIntakeSession(credentials, organizationId);
  if (!current) return [];
  return listSharedFiles(db, { organizationId, intakeSessionId: current.session.id });
}

import { db } from "../../../db/client.ts";
import type { IntakeCredentials } from "~/lib/intake-cookie.server.ts";
import { isStorageKey } from "~/lib/storage.server.ts";
import { getIntakeSession } from "~/features/conversations/intake-sessions.server.ts";
import { isUuid } from "~/lib/ids.ts";

/**
 * Who may download a stored file (GET /api/files/{fileId or storageKey}): the visitor session that
 * uploaded it (or whose conversation a case PDF belongs to), through that organization's cookie or
 * a Bearer token, and the organization's signed-in members. Anyone else is told the file does not
 * exist: forbidden and not found are the same answer.
 */
export type ReadableFile = {
  id: string;
  organizationId: string;
  name: string;
  contentType: string;
  size: number;
  storageKey: string;
};

/**
 * The firm's side: a signed-in member of the file's organization (any role: every member works
 * on the firm's matters) may read its files. A member of another organization is not, and gets
 * the same 404 as anyone else. The membership is checked in the query, together with the file.
 */
export async function canMemberReadFile(
  userId: string | null,
  file: { id: string; organizationId: string },
): Promise<boolean> {
  if (!userId) return false;
  const row = await db
    .selectFrom("files")
    .innerJoin("memberships", (join) =>
      join.onRef("memberships.organization_id", "=", "files.organization_id").on("memberships.user_id", "=", userId),
    )
    .select("files.id")
    .where("files.id", "=", file.id)
    .where("files.organization_id", "=", file.organizationId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The file a key names, when the reader may have it: `credentials` are the visitor's intake
 * tokens (read at the edge), `userId` the signed-in user (null: nobody).
 */
export async function findReadableFile(
  credentials: IntakeCredentials,
  fileKey: string,
  userId: string | null,
): Promise<ReadableFile | null> {
  const byId = isUuid(fileKey);
  if (!byId && !isStorageKey(fileKey)) return null;
  const owner = await db
    .selectFrom("files")
    .select(["id", "organization_id"])
    .where(byId ? "id" : "storage_key", "=", fileKey)
    .executeTakeFirst();
  if (!owner) return null;
  const current = await getIntakeSession(credentials, owner.organization_id);
  let query = db
    .selectFrom("files")
    .select(["id", "organization_id", "name", "content_type", "size", "storage_key"])
    .where("id", "=", owner.id)
    .where("organization_id", "=", owner.organization_id);
  if (!(await canMemberReadFile(userId, { id: owner.id, organizationId: owner.organization_id }))) {
    if (!current) return null;
    query = query.where("intake_session_id", "=", current.session.id);
  }
  const file = await query.executeTakeFirst();
  if (!file) return null;
  return {
    id: file.id,
    organizationId: file.organization_id,
    name: file.name,
    contentType: file.content_type,
    size: Number(file.size),
    storageKey: file.storage_key,
  };
}

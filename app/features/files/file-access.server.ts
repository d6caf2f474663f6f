import { db } from "../../../db/client.ts";
import { isStorageKey } from "../../lib/storage.server.ts";
import { getIntakeSession } from "../intake/intake-sessions.server.ts";

/**
 * Who may download a stored file (GET /api/files/{fileId or storageKey}): the visitor session that
 * uploaded it (or whose conversation a case PDF belongs to), through that organization's cookie or
 * a Bearer token, and later the organization's members. Anyone else is told the file does not
 * exist: forbidden and not found are the same answer.
 */
export type ReadableFile = { id: string; organizationId: string; name: string; contentType: string; size: number; storageKey: string };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The hook for the firm's side: members of the file's organization with access to its matters.
 * Returns false until memberships and signed-in members are wired to files.
 */
export async function canMemberReadFile(_request: Request, _file: { id: string; organizationId: string }): Promise<boolean> {
  return false;
}

export async function findReadableFile(request: Request, fileKey: string): Promise<ReadableFile | null> {
  const byId = uuidPattern.test(fileKey);
  if (!byId && !isStorageKey(fileKey)) return null;
  const owner = await db
    .selectFrom("files")
    .select(["id", "organization_id"])
    .where(byId ? "id" : "storage_key", "=", fileKey)
    .executeTakeFirst();
  if (!owner) return null;
  const current = await getIntakeSession(request, owner.organization_id);
  let query = db
    .selectFrom("files")
    .select(["id", "organization_id", "name", "content_type", "size", "storage_key"])
    .where("id", "=", owner.id)
    .where("organization_id", "=", owner.organization_id);
  if (!(await canMemberReadFile(request, { id: owner.id, organizationId: owner.organization_id }))) {
    if (!current) return null;
    query = query.where("intake_session_id", "=", current.session.id);
  }
  const file = await query.executeTakeFirst();
  if (!file) return null;
  return { id: file.id, organizationId: file.organization_id, name: file.name, contentType: file.content_type, size: Number(file.size), storageKey: file.storage_key };
}

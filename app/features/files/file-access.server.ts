import { db } from "../../../db/client.ts";
import type { SignedInUser } from "~/lib/request-context.ts";
import { isStorageKey } from "~/lib/storage.server.ts";
import { readSessionToken, validateSessionToken } from "~/features/auth/session.server.ts";
import { getIntakeSession } from "~/features/intake/intake-sessions.server.ts";

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

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who the session middleware signed in (null: nobody); undefined when the caller did not load it. */
type SignedIn = { user: Pick<SignedInUser, "id"> } | null | undefined;

/** The signed-in user: as the session middleware loaded it when the route passes it, else the cookie. */
async function signedInUserId(request: Request, signedIn: SignedIn): Promise<string | null> {
  if (signedIn) return signedIn.user.id;
  const token = readSessionToken(request);
  if (!token) return null;
  return (await validateSessionToken(db, token))?.user.id ?? null;
}

/**
 * The firm's side: a signed-in member of the file's organization (any role: every member works
 * on the firm's matters) may read its files. A member of another organization is not, and gets
 * the same 404 as anyone else. The membership is checked in the query, together with the file.
 */
export async function canMemberReadFile(
  request: Request,
  file: { id: string; organizationId: string },
  signedIn?: SignedIn,
): Promise<boolean> {
  const userId = await signedInUserId(request, signedIn);
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

export async function findReadableFile(
  request: Request,
  fileKey: string,
  signedIn?: SignedIn,
): Promise<ReadableFile | null> {
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
  if (!(await canMemberReadFile(request, { id: owner.id, organizationId: owner.organization_id }, signedIn))) {
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

import { db, type Executor } from "../../../db/client.ts";
import { DomainError } from "~/lib/errors.ts";
import type { SignedInUser } from "~/lib/request-context.ts";
import type { OrganizationCredentials } from "~/lib/organization-credentials.server.ts";
import { hashToken } from "~/lib/tokens.server.ts";
import { apiTokenPrefix } from "~/features/api-tokens/token-format.ts";
import { hasPermission, type OrganizationRole, type Permission } from "./permissions.ts";
import { isUuid } from "~/lib/ids.ts";

/**
 * Who acts on an organization: a signed-in member (with a role) or one of the organization's API
 * tokens (with its permissions). Either way the actor is bound to exactly one organization.
 */
export type OrganizationActor =
  | { kind: "member"; organizationId: string; userId: string; email: string; role: OrganizationRole }
  | { kind: "token"; organizationId: string; tokenId: string; permissions: readonly string[] };

export const organizationNotFound = () => new DomainError("ORGANIZATION_NOT_FOUND");
export const accessDenied = () => new DomainError("INSUFFICIENT_PERMISSIONS");

/** An API token's secret (`parley_pat_…`) among the presented credentials, or null (another kind of Bearer is no API token). */
function apiTokenSecret(bearer: string | null): string | null {
  if (!bearer || !bearer.startsWith(apiTokenPrefix) || bearer.length > 200) return null;
  return bearer;
}

/** The member's role in the organization, or null when the user is not a member (or it does not exist). */
export async function getMemberRole(
  executor: Executor,
  organizationId: string,
  userId: string,
): Promise<OrganizationRole | null> {
  if (!isUuid(organizationId)) return null;
  const row = await executor
    .selectFrom("memberships")
    .select("role")
    .where("organization_id", "=", organizationId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.role ?? null;
}

/** The signed-in member as an actor; another organization (or none) is ORGANIZATION_NOT_FOUND. */
export async function memberActor(
  executor: Executor,
  organizationId: string,
  user: Pick<SignedInUser, "id" | "email">,
): Promise<OrganizationActor> {
  const role = await getMemberRole(executor, organizationId, user.id);
  if (!role) throw organizationNotFound();
  return { kind: "member", organizationId, userId: user.id, email: user.email, role };
}

/**
 * Authenticates presented credentials against one organization: the signed-in user when a member
 * of it, else an unrevoked API token of that organization (`Authorization: Bearer parley_pat_…`,
 * whose last_used_at is updated). No credentials, or an unknown token, is UNAUTHENTICATED (401); a
 * member or token of another organization gets ORGANIZATION_NOT_FOUND (404), never 403. The edge
 * reads the credentials (`readOrganizationCredentials`, app/lib).
 */
export async function authenticateOrganization(
  credentials: OrganizationCredentials,
  organizationId: string,
): Promise<OrganizationActor> {
  const bearer = apiTokenSecret(credentials.bearer);
  if (bearer) {
    const hash = hashToken(bearer);
    if (isUuid(organizationId)) {
      const used = await db
        .updateTable("api_tokens")
        .set({ last_used_at: new Date() })
        .where("token_hash", "=", hash)
        .where("organization_id", "=", organizationId)
        .where("revoked_at", "is", null)
        .returning(["id", "permissions"])
        .executeTakeFirst();
      if (used) return { kind: "token", organizationId, tokenId: used.id, permissions: used.permissions };
    }
    const known = await db
      .selectFrom("api_tokens")
      .select("id")
      .where("token_hash", "=", hash)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (known) throw organizationNotFound();
    throw new DomainError("UNAUTHENTICATED", "errors:domain.invalidApiToken");
  }
  if (!credentials.user) throw new DomainError("UNAUTHENTICATED");
  return memberActor(db, organizationId, credentials.user);
}

/** True when the actor holds the permission (a member by role, a token by its list). */
export function actorCan(actor: OrganizationActor, permission: Permission): boolean {
  return actor.kind === "member" ? hasPermission(actor.role, permission) : actor.permissions.includes(permission);
}

/** Throws INSUFFICIENT_PERMISSIONS 'Access Denied' (403) unless the actor holds the permission. */
export function requirePermission(actor: OrganizationActor, permission: Permission): void {
  if (!actorCan(actor, permission)) throw accessDenied();
}

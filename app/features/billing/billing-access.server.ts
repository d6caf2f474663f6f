import type { Executor } from "../../../db/client.ts";
import type { Organization } from "../../../db/tables.ts";
import type { SignedInUser } from "~/lib/request-context.ts";
import { accessDenied, organizationNotFound } from "~/features/members/organization-access.server.ts";
import { isUuid } from "~/lib/ids.ts";
import { hasPermission, type OrganizationRole } from "~/features/members/permissions.ts";

export type BillingActor = Pick<SignedInUser, "id" | "email" | "emailVerified">;

/**
 * The organization a billing call is about, for a member who may manage its billing (owner or
 * admin, the `billing:manage` permission). Not a member, or no such organization: ORGANIZATION_NOT_FOUND
 * (its existence is not revealed); a member without the role: INSUFFICIENT_PERMISSIONS 'Access Denied'.
 * With `lock`, the organization row is locked for the rest of the transaction.
 */
export async function requireBillingManager(
  executor: Executor,
  actor: BillingActor,
  organizationId: string,
  options: { lock?: boolean } = {},
): Promise<{ organization: Organization; role: OrganizationRole }> {
  if (!isUuid(organizationId)) throw organizationNotFound();
  let query = executor
    .selectFrom("organizations as o")
    .innerJoin("memberships as m", (join) =>
      join.onRef("m.organization_id", "=", "o.id").on("m.user_id", "=", actor.id),
    )
    .selectAll("o")
    .select("m.role")
    .where("o.id", "=", organizationId);
  if (options.lock) query = query.forUpdate("o");
  const row = await query.executeTakeFirstOrThrow(organizationNotFound);
  const { role, ...organization } = row;
  if (!hasPermission(role, "billing:manage")) throw accessDenied();
  return { organization, role };
}

/** The number of members of the organization (the seats a business subscription needs at least). */
export async function countMembers(executor: Executor, organizationId: string): Promise<number> {
  const row = await executor
    .selectFrom("memberships")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("organization_id", "=", organizationId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

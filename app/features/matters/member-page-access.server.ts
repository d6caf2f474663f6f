import { data, type RouterContextProvider } from "react-router";
import { db } from "../../../db/client.ts";
import { DomainError } from "../../lib/errors.ts";
import { requirePageUser } from "../../lib/require-user.server.ts";
import { isUuid, memberActor } from "../members/organization-access.server.ts";
import type { MemberActor } from "./matter-action-guard.server.ts";

/**
 * For the firm's pages: the signed-in member of the organization in the URL. Signed out → the
 * sign-in page (and back); not a member of that organization (or no such organization) → 404, the
 * same answer, so a page never reveals that another firm exists.
 */
export async function requireMemberPage(
  context: Readonly<RouterContextProvider>,
  request: Request,
  organizationId: string | undefined,
): Promise<MemberActor> {
  const { user } = requirePageUser(context, request);
  if (!isUuid(organizationId)) throw data(null, { status: 404 });
  try {
    return (await memberActor(db, organizationId, user)) as MemberActor;
  } catch (error) {
    if (error instanceof DomainError && error.code === "ORGANIZATION_NOT_FOUND") throw data(null, { status: 404 });
    throw error;
  }
}

/** The organizations the user is a member of, with the name (for /matters). */
export async function listMemberOrganizations(userId: string) {
  return db
    .selectFrom("memberships")
    .innerJoin("organizations", "organizations.id", "memberships.organization_id")
    .select(["organizations.id", "organizations.name", "organizations.is_personal", "memberships.role"])
    .where("memberships.user_id", "=", userId)
    .orderBy("organizations.is_personal")
    .orderBy("organizations.name")
    .execute();
}

/** The organization's name and its services (for the list's filter), read as its member. */
export async function getOrganizationForMember(actor: MemberActor) {
  const row = await db
    .selectFrom("organizations")
    .select(["id", "name", "config"])
    .where("id", "=", actor.organizationId)
    .executeTakeFirstOrThrow();
  const services = Array.isArray((row.config as { availableServices?: unknown }).availableServices)
    ? ((row.config as { availableServices: unknown[] }).availableServices.filter(
        (service) => typeof service === "string",
      ) as string[])
    : [];
  return { id: row.id, name: row.name, services };
}

import { db } from "../../../db/client.ts";
import { DomainError } from "~/lib/errors.ts";
import type { SignedInUser } from "~/lib/request-context.ts";
import { memberActor } from "~/features/members/organization-access.server.ts";
import { isUuid } from "~/lib/ids.ts";
import type { MemberActor } from "./matter-action-guard.server.ts";

/**
 * For the firm's pages: the signed-in user as a member of the organization in the URL, or null when
 * they are not a member of it (or there is no such organization): the same answer, so a page never
 * reveals that another firm exists (the route answers 404; signing in is the route's guard).
 */
export async function findMemberPageActor(
  user: Pick<SignedInUser, "id" | "email">,
  organizationId: string | undefined,
): Promise<MemberActor | null> {
  if (!isUuid(organizationId)) return null;
  try {
    return (await memberActor(db, organizationId, user)) as MemberActor;
  } catch (error) {
    if (error instanceof DomainError && error.code === "ORGANIZATION_NOT_FOUND") return null;
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

import { db } from "../../../db/client.ts";
import type { SignedInUser } from "~/lib/request-context.ts";
import { memberActor, type OrganizationActor } from "./organization-access.server.ts";

/**
 * The signed-in user as a member of one organization, read on the pool (memberActor is the query,
 * for a transaction). Not a member, or no such organization: ORGANIZATION_NOT_FOUND (404).
 */
export function requireMemberActor(
  organizationId: string,
  user: Pick<SignedInUser, "id" | "email">,
): Promise<OrganizationActor> {
  return memberActor(db, organizationId, user);
}

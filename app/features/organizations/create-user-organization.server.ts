import { randomBytes } from "node:crypto";
import { db } from "../../../db/client.ts";
import { DomainError } from "~/lib/errors.ts";
import { createOrganization } from "./create-organization.server.ts";
import { isEnabled } from "~/lib/feature-flags.ts";
import type { CreateOrganizationRequest, MemberOrganization } from "./schemas.ts";
import { getMemberOrganization } from "./get-member-organization.server.ts";
import { slugify } from "./slug.ts";

/**
 * POST /api/organizations: a signed-in user creates an organization and becomes its owner. A
 * typed slug must be free (409 'This URL is already taken'); an empty one is generated from the
 * name, with a short suffix when the plain one is taken. Only while the flag is on.
 */
export async function createOrganizationForUser(
  user: { id: string; email: string },
  input: CreateOrganizationRequest,
): Promise<MemberOrganization> {
  if (!isEnabled("multipleOrganizations"))
    throw new DomainError("INSUFFICIENT_PERMISSIONS", "errors:domain.organizationCreationUnavailable");
  return db.transaction().execute(async (trx) => {
    const base = input.slug ?? slugify(input.name);
    const candidates = input.slug
      ? [input.slug]
      : [base, ...Array.from({ length: 5 }, () => `${base.slice(0, 56)}-${randomBytes(3).toString("hex")}`)];
    for (const slug of candidates) {
      try {
        const organization = await createOrganization(trx, {
          slug,
          name: input.name,
          description: input.description,
          config: { ownerEmail: user.email },
        });
        await trx
          .insertInto("memberships")
          .values({ organization_id: organization.id, user_id: user.id, role: "owner" })
          .execute();
        const created = await getMemberOrganization(trx, organization.id, user.id);
        if (!created) throw new Error("The new organization could not be read back");
        return created;
      } catch (error) {
        if (!(error instanceof DomainError && error.code === "CONFLICT")) throw error;
      }
    }
    throw new DomainError("CONFLICT", "errors:domain.slugTaken", { field: "slug" });
  });
}

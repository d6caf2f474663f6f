import { db } from "../../../db/client.ts";
import { DomainError } from "~/lib/errors.ts";
import {
  accessDenied,
  type OrganizationActor,
  organizationNotFound,
  requirePermission,
} from "~/features/members/organization-access.server.ts";
import { organizationMessages } from "./schemas.ts";
import { forgetPublicOrganization } from "./public-organization-cache.server.ts";

/**
 * DELETE /api/organizations/{id}: the owner deletes an organization after typing its name exactly
 * ('Organization name must match exactly'). Everything below it goes with it (foreign keys cascade);
 * sessions working in it fall back to another organization. A personal organization stays.
 */
export async function deleteOrganization(actor: OrganizationActor, confirmName: string): Promise<{ id: string }> {
  requirePermission(actor, "organization:delete");
  if (actor.kind !== "member") throw accessDenied();
  return db
    .transaction()
    .execute(async (trx) => {
      const organization = await trx
        .selectFrom("organizations")
        .select(["id", "name", "is_personal"])
        .where("id", "=", actor.organizationId)
        .forUpdate()
        .executeTakeFirstOrThrow(organizationNotFound);
      if (confirmName !== organization.name)
        throw new DomainError("VALIDATION_FAILED", organizationMessages.nameMismatch, { field: "confirmName" });
      if (organization.is_personal)
        throw new DomainError("CONFLICT", "settings:organization.errors.personalCannotBeDeleted");
      await trx.deleteFrom("organizations").where("id", "=", organization.id).execute();
      return { id: organization.id };
    })
    .then((deleted) => {
      forgetPublicOrganization(deleted.id);
      return deleted;
    });
}

import type { Executor } from "../../../db/client.ts";

/** The id and name of an organization the caller has already been allowed into (settings page titles). */
export async function getOrganizationSummary(
  executor: Executor,
  organizationId: string,
): Promise<{ id: string; name: string }> {
  return executor
    .selectFrom("organizations")
    .select(["id", "name"])
    .where("id", "=", organizationId)
    .executeTakeFirstOrThrow();
}

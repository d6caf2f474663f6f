import type { Executor } from "../../../db/client.ts";

/**
 * The query of a matter's case PDF (its `files` row of kind case-pdf, one per matter), scoped to
 * the organization, for the caller to pick its columns.
 */
export const casePdfFileOf = (executor: Executor, scope: { organizationId: string; matterId: string }) =>
  executor
    .selectFrom("files")
    .where("organization_id", "=", scope.organizationId)
    .where("matter_id", "=", scope.matterId)
    .where("kind", "=", "case-pdf");

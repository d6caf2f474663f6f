import { sql } from "kysely";
import { db } from "../../../db/client.ts";
import { DomainError } from "~/lib/errors.ts";
import { getPublicOrganization } from "./get-public-organization.server.ts";
import { keptPublicOrganizations } from "./public-organization-cache.server.ts";
import type { PublicOrganization } from "./schemas.ts";

/**
 * How long the intake page waits for its organization's configuration. The lookup is one indexed
 * row; a wait this long means a lock or an overloaded server, and the visitor gets 'Request timed
 * out while loading organizations.' with Retry instead of a page that never answers (spec §8).
 */
export const organizationLoadTimeoutMs = 5_000;

/** PostgreSQL's query_canceled, raised when statement_timeout fires. */
const queryCanceled = "57014";

/**
 * The intake page's organization, read with a bounded wait: the statement runs in its own
 * transaction with `statement_timeout` set locally, so PostgreSQL itself stops waiting.
 * Throws DomainError REQUEST_TIMEOUT when the budget runs out; null when the organization is unknown.
 * A known organization is kept per process for the next renders (public-organization-cache.server.ts).
 */
export async function loadIntakeOrganization(
  slugOrId: string,
  timeoutMs = organizationLoadTimeoutMs,
): Promise<PublicOrganization | null> {
  try {
    return await keptPublicOrganizations.through(slugOrId, () =>
      db.transaction().execute(async (trx) => {
        await sql`select set_config('statement_timeout', ${String(timeoutMs)}, true)`.execute(trx);
        return getPublicOrganization(trx, slugOrId);
      }),
    );
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === queryCanceled) {
      throw new DomainError("REQUEST_TIMEOUT", "errors:codes.requestTimeout", { timeoutMs });
    }
    throw error;
  }
}

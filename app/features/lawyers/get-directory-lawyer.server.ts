import { db } from "../../../db/client.ts";
import { isUuid } from "~/lib/ids.ts";
import type { LawyerResult } from "./schemas.ts";
import { toLawyerResult } from "./search-lawyers.server.ts";

/** One active lawyer of the organization, as visitors see it (the contact modal); null for anything else. */
export async function getDirectoryLawyer(
  scope: { organizationId: string },
  lawyerId: string,
): Promise<LawyerResult | null> {
  if (!isUuid(lawyerId)) return null;
  const row = await db
    .selectFrom("lawyers")
    .selectAll()
    .where("organization_id", "=", scope.organizationId)
    .where("id", "=", lawyerId)
    .where("active", "=", true)
    .executeTakeFirst();
  return row ? toLawyerResult(row) : null;
}

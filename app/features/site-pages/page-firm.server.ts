import { db } from "../../../db/client.ts";
import { getPublicOrganization } from "~/features/organizations/get-public-organization.server.ts";
import { resolveIntakeTarget } from "~/features/organizations/intake-host.server.ts";
import type { RetentionPolicy } from "~/features/retention/schemas.ts";

export type PageFirm = { name: string; retention: RetentionPolicy | null };

/**
 * The firm a help or legal page (at `pageUrl`) speaks for: the intake page's organization (query or host), with
 * its own retention policy for the privacy page (ADR 0057). Unknown: the generic wording and the
 * default periods.
 */
export async function pageFirm(pageUrl: URL): Promise<PageFirm> {
  const target = resolveIntakeTarget(pageUrl);
  const slug = target.kind === "organization" ? target.slug : null;
  const organization = slug ? await getPublicOrganization(db, slug) : null;
  if (!organization) return { name: "the law firm that runs this intake page", retention: null };
  const policy = await db
    .selectFrom("organizations")
    .select(["retention_conversation_days", "retention_closed_matter_days"])
    .where("id", "=", organization.id)
    .executeTakeFirstOrThrow();
  return {
    name: organization.name,
    retention: {
      conversationDays: policy.retention_conversation_days,
      closedMatterDays: policy.retention_closed_matter_days,
    },
  };
}

export async function pageFirmName(pageUrl: URL): Promise<string> {
  return (await pageFirm(pageUrl)).name;
}

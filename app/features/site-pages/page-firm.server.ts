import { db } from "../../../db/client.ts";
import { getPublicOrganization } from "../organizations/get-public-organization.server.ts";
import { resolveIntakeTarget } from "../organizations/intake-host.server.ts";

/** The firm a help or legal page speaks for: the intake page's organization (query or host). */
export async function pageFirmName(request: Request): Promise<string> {
  const target = resolveIntakeTarget(new URL(request.url));
  const slug = target.kind === "organization" ? target.slug : null;
  const organization = slug ? await getPublicOrganization(db, slug) : null;
  return organization?.name ?? "the law firm that runs this intake page";
}

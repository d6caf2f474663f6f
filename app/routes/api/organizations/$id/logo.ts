import { db } from "../../../../../db/client.ts";
import { isUuid } from "../../../../features/members/organization-access.server.ts";
import { logoKeyOf, readOrganizationLogo } from "../../../../features/organizations/organization-logo.server.ts";
import type { Route } from "./+types/logo";

/**
 * GET /api/organizations/{id}/logo?v={key}: the organization's uploaded logo, public (the intake
 * page shows it to visitors). Only the current logo is served; an old address is a 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  if (!isUuid(params.id)) return notFound();
  const organization = await db
    .selectFrom("organizations")
    .select(["id", "profile_image"])
    .where("id", "=", params.id)
    .executeTakeFirst();
  const requested = new URL(request.url).searchParams.get("v");
  if (!organization || !requested || logoKeyOf(organization.profile_image, organization.id) !== requested)
    return notFound();
  const logo = await readOrganizationLogo(organization.id, organization.profile_image);
  if (!logo) return notFound();
  return new Response(Buffer.from(logo.bytes), {
    headers: {
      "Content-Type": logo.contentType,
      "Content-Length": String(logo.bytes.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'",
    },
  });
}

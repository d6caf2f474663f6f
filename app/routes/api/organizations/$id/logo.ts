import { isUuid } from "~/lib/ids.ts";
import { readCurrentOrganizationLogo } from "~/features/organizations/organization-logo.server.ts";
import type { Route } from "./+types/logo";

/**
 * GET /api/organizations/{id}/logo?v={key}: the organization's uploaded logo, public (the intake
 * page shows it to visitors). Only the current logo is served; an old address is a 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  if (!isUuid(params.id)) return notFound();
  const logo = await readCurrentOrganizationLogo(params.id, new URL(request.url).searchParams.get("v"));
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

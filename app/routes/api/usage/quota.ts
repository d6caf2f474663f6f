import { getIntakeSession } from "~/features/conversations/intake-sessions.server.ts";
import { getIntakeOrganization } from "~/features/organizations/get-intake-organization.server.ts";
import { getUsageQuota, resolveUsageSubject } from "~/features/usage/usage.server.ts";
import { userContext } from "~/lib/request-context.ts";
import type { Route } from "./+types/quota";
import { readIntakeCredentials } from "~/lib/intake-cookie.server.ts";

/** GET /api/usage/quota?organizationId: the visitor's or signed-in user's usage, as {success, data, error}. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const organizationId = new URL(request.url).searchParams.get("organizationId")?.trim();
  if (!organizationId)
    return Response.json({ success: false, data: null, error: "Organization ID is required" }, { status: 400 });
  const organization = await getIntakeOrganization(organizationId);
  if (!organization)
    return Response.json({ success: false, data: null, error: "Organization not found" }, { status: 404 });
  const current = await getIntakeSession(await readIntakeCredentials(request), organization.id);
  if (!current)
    return Response.json({ success: false, data: null, error: "No session for this organization" }, { status: 401 });
  // A signed-in user's own count and plan; an anonymous visitor's session (ADR 0036).
  const subject = await resolveUsageSubject({
    userId: context.get(userContext)?.user.id ?? null,
    sessionId: current.session.id,
  });
  const data = await getUsageQuota(subject);
  return Response.json({ success: true, data, error: null });
}

import { db } from "../../../../db/client.ts";
import { getIntakeSession } from "../../../features/intake/intake-sessions.server.ts";
import { getIntakeOrganization } from "../../../features/organizations/get-intake-organization.server.ts";
import { getUsageQuota } from "../../../features/usage/usage.server.ts";
import type { Route } from "./+types/quota";

/** GET /api/usage/quota?organizationId: the visitor's usage, as {success, data, error}. */
export async function loader({ request }: Route.LoaderArgs) {
  const organizationId = new URL(request.url).searchParams.get("organizationId")?.trim();
  if (!organizationId) return Response.json({ success: false, data: null, error: "Organization ID is required" }, { status: 400 });
  const organization = await getIntakeOrganization(db, organizationId);
  if (!organization) return Response.json({ success: false, data: null, error: "Organization not found" }, { status: 404 });
  const current = await getIntakeSession(request, organization.id);
  if (!current) return Response.json({ success: false, data: null, error: "No session for this organization" }, { status: 401 });
  const data = await getUsageQuota(db, { kind: "session", id: current.session.id });
  return Response.json({ success: true, data, error: null });
}

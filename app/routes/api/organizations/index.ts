import { answerOrganizationBody, requireApiCaller } from "~/lib/api-edge.server.ts";
import { createOrganizationForUser } from "~/features/organizations/create-user-organization.server.ts";
import { lookUpPublicOrganization } from "~/features/organizations/get-public-organization.server.ts";
import { CreateOrganizationSchema } from "~/features/organizations/schemas.ts";
import { jsonFailure } from "~/lib/json-response.server.ts";
import type { Route } from "./+types/index";

/**
 * GET /api/organizations?slug= (or ?id=, ?organizationId=): {success, data: [organization]}, the
 * public intake configuration of the organization matched by slug or id (never billing, owner
 * or payment details); an empty list when nothing matches.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const key = params.get("slug") ?? params.get("id") ?? params.get("organizationId");
  if (!key?.trim()) return jsonFailure(400, "A slug or id is required", { code: "INVALID_ORGANIZATION_ID" });
  const organization = await lookUpPublicOrganization(key);
  return Response.json(
    { success: true, data: organization ? [organization] : [] },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** POST /api/organizations {name, slug?, description?}: creates it with the caller as owner (201). */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireApiCaller(request, context);
  return answerOrganizationBody(request, CreateOrganizationSchema, (input) => createOrganizationForUser(user, input), {
    status: 201,
  });
}

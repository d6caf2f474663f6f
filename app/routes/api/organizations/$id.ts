import { requireApiUser } from "~/lib/require-user.server.ts";
import { answerOrganization, parseOrganizationBody, refuseMutation } from "~/lib/api-edge.server.ts";
import { authenticateOrganization, organizationNotFound } from "~/features/members/organization-access.server.ts";
import { deleteOrganization } from "~/features/organizations/delete-organization.server.ts";
import { getMyOrganization } from "~/features/organizations/get-member-organization.server.ts";
import { DeleteOrganizationSchema, UpdateOrganizationSchema } from "~/features/organizations/schemas.ts";
import { updateOrganization } from "~/features/organizations/update-organization.server.ts";
import type { Route } from "./+types/$id";
import { readOrganizationCredentials } from "~/lib/organization-credentials.server.ts";

/** GET /api/organizations/{id}: the organization for its members (with subscriptionTier); anyone else 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { user } = requireApiUser(context);
  return answerOrganization(async () => {
    const organization = await getMyOrganization(params.id, user.id);
    if (!organization) throw organizationNotFound();
    return organization;
  });
}

/** PUT {name?, slug?, description?, introMessage?, config?} (owners, admins); DELETE {confirmName} (owner). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const refused = refuseMutation(request, ["PUT", "DELETE"]);
  if (refused) return refused;
  requireApiUser(context);
  if (request.method.toUpperCase() === "PUT") {
    const parsed = await parseOrganizationBody(request, UpdateOrganizationSchema);
    if ("response" in parsed) return parsed.response;
    return answerOrganization(async () =>
      updateOrganization(
        await authenticateOrganization(readOrganizationCredentials(request, context), params.id),
        parsed.data,
      ),
    );
  }
  const parsed = await parseOrganizationBody(request, DeleteOrganizationSchema);
  if ("response" in parsed) return parsed.response;
  return answerOrganization(async () =>
    deleteOrganization(
      await authenticateOrganization(readOrganizationCredentials(request, context), params.id),
      parsed.data.confirmName,
    ),
  );
}

import { requireApiUser } from "~/lib/require-user.server.ts";
import { answerOrganization, answerOrganizationBody, requireApiCaller } from "~/lib/api-edge.server.ts";
import { organizationNotFound } from "~/features/members/organization-access.server.ts";
import { deleteOrganization } from "~/features/organizations/delete-organization.server.ts";
import { getMyOrganization } from "~/features/organizations/get-member-organization.server.ts";
import { DeleteOrganizationSchema, UpdateOrganizationSchema } from "~/features/organizations/schemas.ts";
import { updateOrganization } from "~/features/organizations/update-organization.server.ts";
import { organizationActorOf } from "~/middleware/organization-actor.server.ts";
import type { Route } from "./+types/$id";

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
  requireApiCaller(request, context, ["PUT", "DELETE"]);
  const actor = () => organizationActorOf(request, context, params.id);
  if (request.method.toUpperCase() === "PUT") {
    return answerOrganizationBody(request, UpdateOrganizationSchema, async (input) =>
      updateOrganization(await actor(), input),
    );
  }
  return answerOrganizationBody(request, DeleteOrganizationSchema, async ({ confirmName }) =>
    deleteOrganization(await actor(), confirmName),
  );
}

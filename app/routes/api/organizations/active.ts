import { answerOrganizationBody, methodNotAllowed, refuseMutation } from "~/lib/api-edge.server.ts";
import { requireApiUser } from "~/lib/require-user.server.ts";
import { setActiveOrganization } from "~/features/organizations/active-organization.server.ts";
import { SetActiveOrganizationSchema } from "~/features/organizations/schemas.ts";
import type { Route } from "./+types/active";

/** POST /api/organizations/active {organizationId}: the session works in that organization (a member's only). */
export async function action({ request, context }: Route.ActionArgs) {
  const refused = refuseMutation(request, ["POST"]);
  if (refused) return refused;
  const { session } = requireApiUser(context);
  return answerOrganizationBody(request, SetActiveOrganizationSchema, ({ organizationId }) =>
    setActiveOrganization(session, organizationId),
  );
}

export async function loader() {
  return methodNotAllowed();
}

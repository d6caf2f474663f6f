import { answerOrganizationBody, methodNotAllowed, requireApiCaller } from "~/lib/api-edge.server.ts";
import { setActiveOrganization } from "~/features/organizations/active-organization.server.ts";
import { SetActiveOrganizationSchema } from "~/features/organizations/schemas.ts";
import type { Route } from "./+types/active";

/** POST /api/organizations/active {organizationId}: the session works in that organization (a member's only). */
export async function action({ request, context }: Route.ActionArgs) {
  const { session } = requireApiCaller(request, context);
  return answerOrganizationBody(request, SetActiveOrganizationSchema, ({ organizationId }) =>
    setActiveOrganization(session, organizationId),
  );
}

export async function loader() {
  return methodNotAllowed();
}

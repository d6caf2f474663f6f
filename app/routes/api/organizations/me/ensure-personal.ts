import { answer, methodNotAllowed, requireApiCaller } from "~/lib/api-edge.server.ts";
import { ensureMyPersonalOrganization } from "~/features/organizations/ensure-personal-organization.server.ts";
import type { Route } from "./+types/ensure-personal";

/** POST /api/organizations/me/ensure-personal: the user's personal organization, created if missing. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireApiCaller(request, context);
  return answer(() => ensureMyPersonalOrganization(user.id));
}

export async function loader() {
  return methodNotAllowed();
}

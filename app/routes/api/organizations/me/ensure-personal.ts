import { domainFailure, methodNotAllowed, refuseBadMutation } from "~/lib/api-edge.server.ts";
import { requireApiUser } from "~/lib/require-user.server.ts";
import { ensureMyPersonalOrganization } from "~/features/organizations/ensure-personal-organization.server.ts";
import { jsonSuccess } from "~/lib/json-response.server.ts";
import type { Route } from "./+types/ensure-personal";

/** POST /api/organizations/me/ensure-personal: the user's personal organization, created if missing. */
export async function action({ request, context }: Route.ActionArgs) {
  const refused = refuseBadMutation(request);
  if (refused) return refused;
  const { user } = requireApiUser(context);
  try {
    return jsonSuccess(await ensureMyPersonalOrganization(user.id));
  } catch (error) {
    return domainFailure(error);
  }
}

export async function loader() {
  return methodNotAllowed();
}

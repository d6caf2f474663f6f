import { requireApiUser } from "~/lib/require-user.server.ts";
import { listMyOrganizations } from "~/features/organizations/list-user-organizations.server.ts";
import { jsonSuccess } from "~/lib/json-response.server.ts";
import type { Route } from "./+types/me";

/** GET /api/organizations/me: {success, data: [{id, name, slug, isPersonal, role}]}. */
export async function loader({ context }: Route.LoaderArgs) {
  const { user } = requireApiUser(context);
  return jsonSuccess(await listMyOrganizations(user.id));
}

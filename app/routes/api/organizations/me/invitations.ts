import { requireApiUser } from "~/lib/require-user.server.ts";
import { listMyInvitations } from "~/features/invitations/list-my-invitations.server.ts";
import { jsonSuccess } from "~/lib/json-response.server.ts";
import type { Route } from "./+types/invitations";

/** GET /api/organizations/me/invitations: pending invitations to the signed-in user's e-mail. */
export async function loader({ context }: Route.LoaderArgs) {
  const { user } = requireApiUser(context);
  return jsonSuccess(await listMyInvitations(user));
}

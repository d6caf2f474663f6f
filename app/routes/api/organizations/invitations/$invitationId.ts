import { answer, methodNotAllowed, requireApiCaller } from "~/lib/api-edge.server.ts";
import { cancelInvitation } from "~/features/invitations/cancel-invitation.server.ts";
import type { Route } from "./+types/$invitationId";

/** DELETE /api/organizations/invitations/{invitationId}: an owner or admin cancels a pending invitation. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = requireApiCaller(request, context, ["DELETE"]);
  return answer(() => cancelInvitation(user, params.invitationId));
}

export async function loader() {
  return methodNotAllowed("DELETE");
}

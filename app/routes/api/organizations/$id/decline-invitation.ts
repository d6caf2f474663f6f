import { methodNotAllowed } from "../../../../features/auth/api-guard.server.ts";
import { invitationResponseAction } from "../../../../features/invitations/respond-to-invitation.server.ts";

/** POST /api/organizations/{invitationId}/decline-invitation: only by the invited address's owner. */
export const action = invitationResponseAction("decline");

export async function loader() {
  return methodNotAllowed();
}

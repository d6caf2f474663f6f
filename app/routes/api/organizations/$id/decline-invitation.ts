import { methodNotAllowed } from "~/features/auth/api-guard.server.ts";
import { answerInvitationResponse } from "~/features/invitations/respond-to-invitation.server.ts";
import { requireApiUser } from "~/lib/require-user.server.ts";
import type { Route } from "./+types/decline-invitation";

/** POST /api/organizations/{invitationId}/decline-invitation: only by the invited address's owner. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return answerInvitationResponse(request, requireApiUser(context).user, params.id, "decline");
}

export async function loader() {
  return methodNotAllowed();
}

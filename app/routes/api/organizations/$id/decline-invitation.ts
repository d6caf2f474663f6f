import { answerInvitationAsInvitee } from "~/features/invitations/respond-to-invitation.server.ts";
import { answerUserPost, methodNotAllowed } from "~/lib/api-edge.server.ts";
import type { Route } from "./+types/decline-invitation";

/** POST /api/organizations/{invitationId}/decline-invitation: only by the invited address's owner. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return answerUserPost(request, context, 4096, (user, body) =>
    answerInvitationAsInvitee(user, params.id ?? "", "decline", body),
  );
}

export const loader = () => methodNotAllowed();

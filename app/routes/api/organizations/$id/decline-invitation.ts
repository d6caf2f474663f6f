import { answerInvitationAsInvitee } from "~/features/invitations/respond-to-invitation.server.ts";
import { answer, methodNotAllowed, refuseMutation } from "~/lib/api-edge.server.ts";
import { readJsonBody } from "~/lib/json-response.server.ts";
import { requireApiUser } from "~/lib/require-user.server.ts";
import type { Route } from "./+types/decline-invitation";

/** POST /api/organizations/{invitationId}/decline-invitation: only by the invited address's owner. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = requireApiUser(context);
  const refused = refuseMutation(request, ["POST"]);
  if (refused) return refused;
  const body = await readJsonBody(request, 4096);
  return answer(() => answerInvitationAsInvitee(user, params.id ?? "", "decline", body));
}

export async function loader() {
  return methodNotAllowed();
}

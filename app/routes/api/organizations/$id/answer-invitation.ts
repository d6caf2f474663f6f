import { answerInvitationAsInvitee } from "~/features/invitations/respond-to-invitation.server.ts";
import { answer, methodNotAllowed, refuseMutation } from "~/lib/api-edge.server.ts";
import { readJsonBody } from "~/lib/json-response.server.ts";
import { requireApiUser } from "~/lib/require-user.server.ts";
import type { Route } from "./+types/answer-invitation";

/**
 * POST /api/organizations/{invitationId}/accept-invitation and …/decline-invitation (routes.ts maps
 * both URLs here; the last segment is the answer): only by the invited address's owner.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = requireApiUser(context);
  const refused = refuseMutation(request, ["POST"]);
  if (refused) return refused;
  const choice = new URL(request.url).pathname.endsWith("/accept-invitation") ? "accept" : "decline";
  const body = await readJsonBody(request, 4096);
  return answer(() => answerInvitationAsInvitee(user, params.id ?? "", choice, body));
}

export async function loader() {
  return methodNotAllowed();
}

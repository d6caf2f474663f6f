import { db } from "../../../../../db/client.ts";
import { requireApiUser } from "../../../../features/auth/require-user.server.ts";
import { methodNotAllowed } from "../../../../features/auth/api-guard.server.ts";
import { respondToInvitation } from "../../../../features/invitations/respond-to-invitation.server.ts";
import { RespondToInvitationSchema } from "../../../../features/invitations/schemas.ts";
import { answer, refuseMutation } from "../../../../features/members/api-edge.server.ts";
import { readJsonBody } from "../../../../lib/json-response.server.ts";
import type { Route } from "./+types/decline-invitation";

/** POST /api/organizations/{invitationId}/decline-invitation: only by the invited address's owner. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const refused = refuseMutation(request, ["POST"]);
  if (refused) return refused;
  const { user } = requireApiUser(context);
  const body = RespondToInvitationSchema.safeParse((await readJsonBody(request, 4096)) ?? {});
  const token = body.success ? body.data.token : undefined;
  return answer(() => respondToInvitation(db, user, params.id, "decline", token));
}

export async function loader() {
  return methodNotAllowed();
}

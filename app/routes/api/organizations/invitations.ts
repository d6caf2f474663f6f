import { answerBody, methodNotAllowed, refuseMutation } from "~/lib/api-edge.server.ts";
import { inviteMember } from "~/features/invitations/invite-member.server.ts";
import { InviteMemberSchema } from "~/features/invitations/schemas.ts";
import { organizationActorOf } from "~/middleware/organization-actor.server.ts";
import type { Route } from "./+types/invitations";

/** POST /api/organizations/invitations {organizationId, email, role}: invites by e-mail (owner, admin). */
export async function action({ request, context }: Route.ActionArgs) {
  const refused = refuseMutation(request, ["POST"]);
  if (refused) return refused;
  return answerBody(request, InviteMemberSchema, async ({ organizationId, ...input }) =>
    inviteMember(await organizationActorOf(request, context, organizationId), input),
  );
}

export async function loader() {
  return methodNotAllowed();
}

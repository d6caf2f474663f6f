import { answer, methodNotAllowed, parseJsonBody, refuseMutation } from "~/lib/api-edge.server.ts";
import { inviteMember } from "~/features/invitations/invite-member.server.ts";
import { InviteMemberSchema } from "~/features/invitations/schemas.ts";
import { authenticateOrganization } from "~/features/members/organization-access.server.ts";
import type { Route } from "./+types/invitations";
import { readOrganizationCredentials } from "~/lib/organization-credentials.server.ts";

/** POST /api/organizations/invitations {organizationId, email, role}: invites by e-mail (owner, admin). */
export async function action({ request, context }: Route.ActionArgs) {
  const refused = refuseMutation(request, ["POST"]);
  if (refused) return refused;
  const parsed = await parseJsonBody(request, InviteMemberSchema);
  if ("response" in parsed) return parsed.response;
  const { organizationId, ...input } = parsed.data;
  return answer(async () =>
    inviteMember(await authenticateOrganization(readOrganizationCredentials(request, context), organizationId), input),
  );
}

export async function loader() {
  return methodNotAllowed();
}

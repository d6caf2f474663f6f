import { revokeApiToken } from "~/features/api-tokens/revoke-api-token.server.ts";
import { methodNotAllowed } from "~/features/auth/api-guard.server.ts";
import { answer, refuseMutation } from "~/features/members/api-edge.server.ts";
import { authenticateOrganizationRequest } from "~/features/members/organization-access.server.ts";
import type { Route } from "./+types/$tokenId";
import { getCurrentUser } from "~/lib/require-user.server.ts";

/** DELETE /api/organizations/{id}/tokens/{tokenId}: revokes the token (owner only). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const refused = refuseMutation(request, ["DELETE"]);
  if (refused) return refused;
  return answer(async () =>
    revokeApiToken(await authenticateOrganizationRequest(request, params.id, getCurrentUser(context)), params.tokenId),
  );
}

export async function loader() {
  return methodNotAllowed("DELETE");
}

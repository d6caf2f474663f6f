import { revokeApiToken } from "~/features/api-tokens/revoke-api-token.server.ts";
import { answer, methodNotAllowed, refuseMutation } from "~/lib/api-edge.server.ts";
import { organizationActorOf } from "~/middleware/organization-actor.server.ts";
import type { Route } from "./+types/$tokenId";

/** DELETE /api/organizations/{id}/tokens/{tokenId}: revokes the token (owner only). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const refused = refuseMutation(request, ["DELETE"]);
  if (refused) return refused;
  return answer(async () => revokeApiToken(await organizationActorOf(request, context, params.id), params.tokenId));
}

export async function loader() {
  return methodNotAllowed("DELETE");
}

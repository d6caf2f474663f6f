import { createApiToken } from "~/features/api-tokens/create-api-token.server.ts";
import { listApiTokens } from "~/features/api-tokens/list-api-tokens.server.ts";
import { CreateApiTokenSchema } from "~/features/api-tokens/schemas.ts";
import { answer, answerBody, refuseMutation } from "~/lib/api-edge.server.ts";
import { organizationActorOf } from "~/middleware/organization-actor.server.ts";
import type { Route } from "./+types/tokens";

/** GET /api/organizations/{id}/tokens: the owner's view of the organization's tokens (no secrets). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return answer(async () => listApiTokens(await organizationActorOf(request, context, params.id)));
}

/** POST {tokenName}: {token, tokenId}; the secret is shown this once. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const refused = refuseMutation(request, ["POST"]);
  if (refused) return refused;
  return answerBody(request, CreateApiTokenSchema, async (input) =>
    createApiToken(await organizationActorOf(request, context, params.id), input),
  );
}

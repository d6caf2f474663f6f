import { createApiToken } from "~/features/api-tokens/create-api-token.server.ts";
import { listApiTokens } from "~/features/api-tokens/list-api-tokens.server.ts";
import { CreateApiTokenSchema } from "~/features/api-tokens/schemas.ts";
import { answer, parseJsonBody, refuseMutation } from "~/lib/api-edge.server.ts";
import { authenticateOrganization } from "~/features/members/organization-access.server.ts";
import type { Route } from "./+types/tokens";
import { readOrganizationCredentials } from "~/lib/organization-credentials.server.ts";

/** GET /api/organizations/{id}/tokens: the owner's view of the organization's tokens (no secrets). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return answer(async () =>
    listApiTokens(await authenticateOrganization(readOrganizationCredentials(request, context), params.id)),
  );
}

/** POST {tokenName}: {token, tokenId}; the secret is shown this once. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const refused = refuseMutation(request, ["POST"]);
  if (refused) return refused;
  const parsed = await parseJsonBody(request, CreateApiTokenSchema);
  if ("response" in parsed) return parsed.response;
  return answer(async () =>
    createApiToken(
      await authenticateOrganization(readOrganizationCredentials(request, context), params.id),
      parsed.data,
    ),
  );
}

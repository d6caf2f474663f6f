import { getMyAccount } from "~/features/accounts/get-account.server.ts";
import { getCurrentUser } from "~/lib/require-user.server.ts";
import { jsonSuccess } from "~/lib/json-response.server.ts";
import type { Route } from "./+types/get-session";

/** GET /api/auth/get-session: {success, data: {user, session}} for a signed-in request, else data null. */
export async function loader({ context }: Route.LoaderArgs) {
  const current = getCurrentUser(context);
  if (!current) return jsonSuccess(null);
  const user = await getMyAccount(current.user.id);
  if (!user) return jsonSuccess(null);
  const { session } = current;
  return jsonSuccess({
    user,
    session: {
      id: session.id,
      expiresAt: session.expiresAt.toISOString(),
      createdAt: session.createdAt.toISOString(),
      twoFactorVerified: session.twoFactorVerified,
    },
  });
}

import { methodNotAllowed, requireApiCaller } from "~/lib/api-edge.server.ts";
import { revokeMySessions } from "~/features/auth/session.server.ts";
import { clearedSessionCookie } from "~/lib/session-cookie.server.ts";
import { jsonSuccess } from "~/lib/json-response.server.ts";
import type { Route } from "./+types/revoke-sessions";

/** POST /api/auth/revoke-sessions: signs the user out everywhere, this browser included. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireApiCaller(request, context);
  const revoked = await revokeMySessions(user.id);
  return jsonSuccess({ revoked }, { headers: { "Set-Cookie": clearedSessionCookie() } });
}

export async function loader() {
  return methodNotAllowed();
}

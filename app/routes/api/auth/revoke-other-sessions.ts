import { methodNotAllowed, requireApiCaller } from "~/lib/api-edge.server.ts";
import { revokeMySessions } from "~/features/auth/session.server.ts";
import { jsonSuccess } from "~/lib/json-response.server.ts";
import type { Route } from "./+types/revoke-other-sessions";

/** POST /api/auth/revoke-other-sessions: ends every session of the user except this one. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, session } = requireApiCaller(request, context);
  const revoked = await revokeMySessions(user.id, { except: session.id });
  return jsonSuccess({ revoked });
}

export async function loader() {
  return methodNotAllowed();
}

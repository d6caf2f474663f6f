import { deleteUser } from "~/features/accounts/delete-user.server.ts";
import { DeleteUserSchema } from "~/features/auth/schemas.ts";
import { domainFailure, methodNotAllowed, requireApiCaller } from "~/lib/api-edge.server.ts";
import { clearedSessionCookie } from "~/lib/session-cookie.server.ts";
import { jsonFailure, jsonSuccess } from "~/lib/json-response.server.ts";
import type { Route } from "./+types/delete-user";

/**
 * POST /api/auth/delete-user {password?}: a password account is deleted at once (and signed out);
 * an account without a password gets a confirmation e-mail: {status: "verification_sent"}.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireApiCaller(request, context);
  // The body is optional: an account without a password sends none.
  const text = await request.text();
  let body: unknown = {};
  if (text.trim() !== "") {
    try {
      body = JSON.parse(text.slice(0, 8 * 1024));
    } catch {
      return jsonFailure(400, "The request body must be JSON.");
    }
  }
  const parsed = DeleteUserSchema.safeParse(body);
  if (!parsed.success) return jsonFailure(400, "Invalid request", { code: "VALIDATION_FAILED" });
  try {
    const result = await deleteUser(user.id, parsed.data);
    if (result.status === "deleted") return jsonSuccess(result, { headers: { "Set-Cookie": clearedSessionCookie() } });
    return jsonSuccess(result);
  } catch (error) {
    return domainFailure(error);
  }
}

export async function loader() {
  return methodNotAllowed();
}

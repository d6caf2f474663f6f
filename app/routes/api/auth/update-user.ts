import { UpdateUserSchema } from "~/features/accounts/schemas.ts";
import { updateUser } from "~/features/accounts/update-user.server.ts";
import { answer, methodNotAllowed, requireApiCaller } from "~/lib/api-edge.server.ts";
import { jsonFailure, readJsonBody } from "~/lib/json-response.server.ts";
import type { Route } from "./+types/update-user";

/** POST /api/auth/update-user: a partial update of the profile and settings; answers the account. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireApiCaller(request, context);
  const body = await readJsonBody(request, 64 * 1024);
  if (body === null) return jsonFailure(400, "The request body must be JSON.");
  const parsed = UpdateUserSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return jsonFailure(400, `${issue?.path.join(".") || "body"}: ${issue?.message ?? "invalid"}`, {
      code: "VALIDATION_FAILED",
    });
  }
  return answer(() => updateUser(user.id, parsed.data));
}

export async function loader() {
  return methodNotAllowed();
}

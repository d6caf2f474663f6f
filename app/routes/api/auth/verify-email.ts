import { domainFailure, methodNotAllowed, refuseBadMutation } from "~/lib/api-edge.server.ts";
import { requireApiUser } from "~/lib/require-user.server.ts";
import { resendVerificationEmail } from "~/features/auth/verify-email.server.ts";
import { jsonSuccess } from "~/lib/json-response.server.ts";
import type { Route } from "./+types/verify-email";

/** POST /api/auth/verify-email: sends a new verification link ({sent: false} when already verified). */
export async function action({ request, context }: Route.ActionArgs) {
  const refused = refuseBadMutation(request);
  if (refused) return refused;
  const { user } = requireApiUser(context);
  try {
    return jsonSuccess(await resendVerificationEmail(user.id));
  } catch (error) {
    return domainFailure(error);
  }
}

export async function loader() {
  return methodNotAllowed();
}

import { answer, methodNotAllowed, requireApiCaller } from "~/lib/api-edge.server.ts";
import { resendVerificationEmail } from "~/features/auth/verify-email.server.ts";
import type { Route } from "./+types/verify-email";

/** POST /api/auth/verify-email: sends a new verification link ({sent: false} when already verified). */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireApiCaller(request, context);
  return answer(() => resendVerificationEmail(user.id));
}

export async function loader() {
  return methodNotAllowed();
}

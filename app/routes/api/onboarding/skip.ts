import { methodNotAllowed } from "~/features/auth/api-guard.server.ts";
import { answerOnboardingCall } from "~/features/business-onboarding/api-edge.server.ts";
import { skipOnboarding } from "~/features/business-onboarding/onboarding-status.server.ts";
import type { Route } from "./+types/skip";
import { getCurrentUser } from "~/lib/require-user.server.ts";

/** POST /api/onboarding/skip {organizationId}: set up later; the wizard keeps what was typed. */
export async function action({ request, context }: Route.ActionArgs) {
  const { response } = await answerOnboardingCall(request, getCurrentUser(context), "POST", (access) =>
    skipOnboarding(access),
  );
  return response;
}

export async function loader() {
  return methodNotAllowed("POST");
}

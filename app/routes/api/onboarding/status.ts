import { methodNotAllowed } from "~/features/auth/api-guard.server.ts";
import { answerOnboardingCall } from "~/features/business-onboarding/api-edge.server.ts";
import { getOnboardingStatus } from "~/features/business-onboarding/onboarding-status.server.ts";
import type { Route } from "./+types/status";
import { getCurrentUser } from "~/lib/require-user.server.ts";

/** GET /api/onboarding/status?organizationId: {completed, skipped, currentStep, …} for an owner or admin. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { response } = await answerOnboardingCall(request, getCurrentUser(context), "GET", (access) =>
    getOnboardingStatus(access),
  );
  response.headers.set("Cache-Control", "no-store");
  return response;
}

export async function action() {
  return methodNotAllowed("GET");
}

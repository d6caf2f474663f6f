import { openOnboardingCall } from "~/features/business-onboarding/open-onboarding-call.server.ts";
import { getOnboardingStatus } from "~/features/business-onboarding/onboarding-status.server.ts";
import { answer, methodNotAllowed, signInRequired } from "~/lib/api-edge.server.ts";
import { getCurrentUser } from "~/lib/require-user.server.ts";
import type { Route } from "./+types/status";

/** GET /api/onboarding/status?organizationId: {completed, skipped, currentStep, …} for an owner or admin. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const signedIn = getCurrentUser(context);
  const organizationId = new URL(request.url).searchParams.get("organizationId") ?? undefined;
  const response = signedIn
    ? await answer(async () => getOnboardingStatus(await openOnboardingCall(signedIn.user, { organizationId })))
    : signInRequired();
  response.headers.set("Cache-Control", "no-store");
  return response;
}

export async function action() {
  return methodNotAllowed("GET");
}

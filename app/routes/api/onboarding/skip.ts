import { openOnboardingCall } from "~/features/business-onboarding/open-onboarding-call.server.ts";
import { skipOnboarding } from "~/features/business-onboarding/onboarding-status.server.ts";
import { answer, methodNotAllowed, requireApiCaller } from "~/lib/api-edge.server.ts";
import { readJsonBody } from "~/lib/json-response.server.ts";
import type { Route } from "./+types/skip";

/** POST /api/onboarding/skip {organizationId}: set up later; the wizard keeps what was typed. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireApiCaller(request, context);
  const body = await readJsonBody(request, 4 * 1024);
  return answer(async () => skipOnboarding(await openOnboardingCall(user, body)));
}

export async function loader() {
  return methodNotAllowed("POST");
}

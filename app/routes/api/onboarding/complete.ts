import { openOnboardingCall } from "~/features/business-onboarding/open-onboarding-call.server.ts";
import { completeOnboarding } from "~/features/business-onboarding/onboarding-status.server.ts";
import { answer, methodNotAllowed, requireApiCaller } from "~/lib/api-edge.server.ts";
import { readJsonBody } from "~/lib/json-response.server.ts";
import { englishMessage } from "~/lib/error-text.server.ts";
import { withToast } from "~/lib/toast.server.ts";
import { getInstance } from "~/middleware/i18n.server.ts";
import type { Route } from "./+types/complete";

/** POST /api/onboarding/complete {organizationId}: the wizard is done; the next page shows 'Onboarding Complete!'. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireApiCaller(request, context);
  const body = await readJsonBody(request, 4 * 1024);
  const response = await answer(async () => completeOnboarding(await openOnboardingCall(user, body)));
  if (response.ok) withToast(response.headers, { type: "success", title: completedTitle(context) });
  return response;
}

/** 'Onboarding Complete!' in the caller's language (English outside the i18n middleware). */
function completedTitle(context: Route.ActionArgs["context"]): string {
  try {
    return getInstance(context).t("business:toasts.completed");
  } catch {
    return englishMessage("business:toasts.completed");
  }
}

export async function loader() {
  return methodNotAllowed("POST");
}

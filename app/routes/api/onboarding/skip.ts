import { openOnboardingCall } from "~/features/business-onboarding/open-onboarding-call.server.ts";
import { skipOnboarding } from "~/features/business-onboarding/onboarding-status.server.ts";
import { answer, methodNotAllowed, readSignedInPost } from "~/lib/api-edge.server.ts";
import { getCurrentUser } from "~/lib/require-user.server.ts";
import type { Route } from "./+types/skip";

/** POST /api/onboarding/skip {organizationId}: set up later; the wizard keeps what was typed. */
export async function action({ request, context }: Route.ActionArgs) {
  const post = await readSignedInPost(request, getCurrentUser(context), 4 * 1024);
  if (post.refused) return post.refused;
  return answer(async () => skipOnboarding(await openOnboardingCall(post.user, post.body)));
}

export async function loader() {
  return methodNotAllowed("POST");
}

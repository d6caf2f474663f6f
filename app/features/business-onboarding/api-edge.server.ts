import { DomainError, httpStatusOf } from "~/lib/errors.ts";
import { jsonFailure, jsonSuccess, readJsonBody } from "~/lib/json-response.server.ts";
import type { SignedInUser } from "~/lib/request-context.ts";
import { refuseMutation } from "~/features/members/api-edge.server.ts";
import { englishErrorText, englishMessage } from "~/lib/error-text.server.ts";
import { type OnboardingAccess, requireOnboardingAccess } from "./onboarding-access.server.ts";
import { OnboardingOrganizationSchema } from "./schemas.ts";

/**
 * The edges of /api/onboarding/* (spec §7): the organizationId from the query (GET) or the JSON
 * body (POST), the Origin check on POST, the owner/admin check, and {success, data} or
 * {success: false, error, code} with the error catalogue's English text and status.
 */
export async function answerOnboardingCall<T>(
  request: Request,
  signedIn: { user: SignedInUser } | null,
  method: "GET" | "POST",
  run: (access: OnboardingAccess) => Promise<T>,
): Promise<{ response: Response; result: T | null }> {
  if (method === "POST") {
    const refused = refuseMutation(request, ["POST"]);
    if (refused) return { response: refused, result: null };
  }
  if (!signedIn) return { response: jsonFailure(401, "Sign-in required"), result: null };
  const { user } = signedIn;
  const input =
    method === "GET"
      ? { organizationId: new URL(request.url).searchParams.get("organizationId") ?? undefined }
      : await readJsonBody(request, 4 * 1024);
  const parsed = OnboardingOrganizationSchema.safeParse(input ?? {});
  if (!parsed.success) {
    return {
      response: jsonFailure(400, englishMessage(parsed.error.issues[0]?.message ?? "Invalid request"), {
        code: "INVALID_ORGANIZATION_ID",
      }),
      result: null,
    };
  }
  try {
    const access = await requireOnboardingAccess(parsed.data.organizationId, user);
    const result = await run(access);
    return { response: jsonSuccess(result), result };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return {
      response: jsonFailure(httpStatusOf(error), englishErrorText(error), { code: error.code }),
      result: null,
    };
  }
}

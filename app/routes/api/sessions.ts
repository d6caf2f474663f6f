import { createIntakeSession } from "~/features/intake/create-intake-session.server.ts";
import { resumeIntakeSession } from "~/features/conversations/intake-sessions.server.ts";
import { intakeCookie } from "~/lib/intake-cookie.server.ts";
import { StartSessionSchema } from "~/features/intake/schemas.ts";
import { getIntakeOrganization } from "~/features/organizations/get-intake-organization.server.ts";
import { jsonFailure, jsonSuccess, readJsonBody } from "~/lib/json-response.server.ts";
import { hitRateLimit, rateLimits } from "~/lib/rate-limit.server.ts";
import { clientKeyContext } from "~/lib/request-context.ts";
import { methodNotAllowed, refuseBadMutation } from "~/lib/api-edge.server.ts";
import type { Route } from "./+types/sessions";
import { readIntakeCredentials } from "~/lib/intake-cookie.server.ts";

/** POST /api/sessions {organizationId, sessionId?}: resumes the visitor's intake session or starts one. */
export async function action({ request, context }: Route.ActionArgs) {
  // A page on another site must not start sessions or spend a visitor's quota (DESIGN §6).
  const refused = refuseBadMutation(request);
  if (refused) return refused;
  const body = await readJsonBody(request, 4 * 1024);
  if (body === null) return jsonFailure(400, "The request body must be JSON.");
  const parsed = StartSessionSchema.safeParse(body);
  if (!parsed.success) return jsonFailure(400, parsed.error.issues[0]?.message ?? "Invalid request");

  const organization = await getIntakeOrganization(parsed.data.organizationId);
  if (!organization) return jsonFailure(404, "Organization not found");

  const resumed = await resumeIntakeSession(
    await readIntakeCredentials(request),
    organization.id,
    parsed.data.sessionId,
  );
  if (resumed) return jsonSuccess({ sessionId: resumed.session.id, sessionToken: resumed.token, resumed: true });

  const limit = await hitRateLimit(`session:${context.get(clientKeyContext)}`, rateLimits.sessionCreate);
  if (!limit.allowed) {
    const retryAfter = limit.retryAfterSeconds;
    return jsonFailure(
      429,
      `Too many new sessions. Please try again in ${retryAfter} seconds.`,
      { retryAfter },
      { headers: { "Retry-After": String(retryAfter) } },
    );
  }
  const { session, token } = await createIntakeSession(organization.id);
  return jsonSuccess(
    { sessionId: session.id, sessionToken: token, resumed: false },
    { headers: { "Set-Cookie": await intakeCookie(organization.id).serialize(token) } },
  );
}

export async function loader() {
  return methodNotAllowed();
}

import { streamTurn } from "~/features/intake/agent/stream-turn.server.ts";
import type { StreamEvent } from "~/features/intake/agent/events.ts";
import { readIntakeCredentials } from "~/lib/intake-cookie.server.ts";
import { prepareTurn } from "~/features/intake/prepare-turn.server.ts";
import { latestUserText, StreamRequestSchema } from "~/features/intake/schemas.ts";
import { jsonFailure, readJsonBody } from "~/lib/json-response.server.ts";
import { eventStreamResponse } from "~/lib/sse.server.ts";
import { userContext } from "~/lib/request-context.ts";
import { getFixedTranslator, getLocale } from "~/middleware/i18n.server.ts";
import { unsafeJsonAnswer } from "~/middleware/input-hygiene.server.ts";
import { hasUnsafeText } from "~/lib/safe-text.ts";
import { methodNotAllowed, refuseBadMutation } from "~/lib/api-edge.server.ts";
import type { Route } from "./+types/stream";

/** POST /api/agent/stream: one chat turn as server-sent events (docs/stream-events.md). */
export async function action({ request, context }: Route.ActionArgs) {
  // A page on another site must not start sessions or spend a visitor's quota (DESIGN §6).
  const refused = refuseBadMutation(request);
  if (refused) return refused;
  const body = await readJsonBody(request);
  if (body === null) return jsonFailure(400, "The request body must be JSON.");
  // The input-hygiene middleware leaves this body to the route: it is read and parsed once (ADR 0111).
  if (hasUnsafeText(body)) return unsafeJsonAnswer(context);
  const parsed = StreamRequestSchema.safeParse(body);
  if (!parsed.success) return jsonFailure(400, parsed.error.issues[0]?.message ?? "Invalid request");
  const userText = latestUserText(parsed.data);
  if (userText === "" && parsed.data.attachments.length === 0) return jsonFailure(400, "Message is empty");

  const prepared = await prepareTurn(await readIntakeCredentials(request), parsed.data, {
    userId: context.get(userContext)?.user.id ?? null,
    t: await getFixedTranslator(context, "billing"),
  });
  if (!prepared.ok) {
    const { status, error, extra, headers } = prepared.refusal;
    return jsonFailure(status, error, extra, { headers });
  }
  const { turn } = prepared;
  // The producer lives as long as the stream: it keeps the turn's values, not the Request (its
  // headers, body stream and URL) nor the router context it was read from (ADR 0094).
  const signal = request.signal;
  const { sessionSeen } = turn;
  const params = {
    organization: turn.organization,
    conversation: turn.conversation,
    subject: turn.subject,
    userText,
    files: turn.files,
    languageFromText: userText !== "",
    signal,
    pageLanguage: getLocale(context),
    context: turn.context,
  };
  const response = eventStreamResponse<StreamEvent>(signal, async (send) => {
    await streamTurn({ ...params, emit: send });
    await sessionSeen;
  });
  // The turn has started: its request to the model is written once the work queued now is done.
  // React Router's handling of the response waits one event-loop turn, so it runs while the model
  // thinks instead of before the request leaves (ADR 0123).
  await new Promise((resolve) => setImmediate(resolve));
  return response;
}

export async function loader() {
  return methodNotAllowed();
}

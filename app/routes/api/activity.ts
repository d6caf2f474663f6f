import { readIntakeCredentials } from "~/lib/intake-cookie.server.ts";
import {
  activityETag,
  getActivityFeedState,
  InvalidActivityCursorError,
  listActivity,
  resolveActivityViewer,
} from "~/features/activity/list-activity.server.ts";
import { ActivityQuerySchema } from "~/features/activity/schemas.ts";
import { hitRateLimit, rateLimits } from "~/lib/rate-limit.server.ts";
import { clientKeyContext, userContext } from "~/lib/request-context.ts";
import type { Route } from "./+types/activity";
import { getFixedTranslator, getLocale } from "~/middleware/i18n.server.ts";

const queryKeys = [
  "organizationId",
  "matterId",
  "sessionId",
  "limit",
  "since",
  "until",
  "type",
  "actorType",
  "cursor",
] as const;

/**
 * GET /api/activity: the activity feed, newest first (spec §7). Conditional: ETag and
 * Last-Modified are sent, and If-None-Match / If-Modified-Since answer 304 when nothing changed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = Object.fromEntries(
    queryKeys.flatMap((key) => (url.searchParams.has(key) ? [[key, url.searchParams.get(key) ?? ""]] : [])),
  );
  if (!raw.organizationId?.trim()) return failure(400, "Organization ID is required");
  const parsed = ActivityQuerySchema.safeParse(raw);
  if (!parsed.success) return failure(400, parsed.error.issues[0]?.message ?? "Invalid request");
  const query = parsed.data;

  const limit = await hitRateLimit(`activity:${context.get(clientKeyContext)}`, rateLimits.activity);
  if (!limit.allowed) {
    const retryAfter = limit.retryAfterSeconds;
    return Response.json(
      { error: `Rate limit exceeded. Please try again in ${retryAfter} seconds.`, retryAfter },
      { status: 429, headers: { "Retry-After": String(retryAfter) } },
    );
  }

  const user = context.get(userContext)?.user ?? null;
  const viewer = await resolveActivityViewer(
    await readIntakeCredentials(request),
    query.organizationId,
    user?.id ?? null,
  );
  if (!viewer) return failure(404, "Organization not found");

  const state = await getActivityFeedState(viewer, query);
  // Titles are translated into the reader's language (ADR 0076), so the language is part of the validator.
  const [t, language] = [await getFixedTranslator(context, "workspace"), getLocale(context)];
  const normalized = `${queryKeys.map((key) => `${key}=${url.searchParams.get(key) ?? ""}`).join("&")}|${language}`;
  const headers = new Headers({
    ETag: activityETag(state, viewer, normalized),
    "Cache-Control": "private, no-cache",
    Vary: "Cookie, Authorization, Accept-Language",
  });
  if (state.newestDate) headers.set("Last-Modified", new Date(state.newestDate).toUTCString());
  if (notModified(request, headers.get("ETag")!, state.newestDate)) return new Response(null, { status: 304, headers });

  try {
    const { organizationId: _organizationId, ...rest } = query;
    return Response.json(await listActivity(viewer, rest, state, t), { headers });
  } catch (error) {
    if (error instanceof InvalidActivityCursorError) return failure(400, "Invalid cursor");
    throw error;
  }
}

/** If-None-Match wins over If-Modified-Since (RFC 9110 §13.2.2). */
function notModified(request: Request, etag: string, newest: Date | null): boolean {
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (ifNoneMatch !== null) {
    const tags = ifNoneMatch.split(",").map((tag) => tag.trim().replace(/^W\//, ""));
    return tags.includes("*") || tags.includes(etag);
  }
  const ifModifiedSince = request.headers.get("If-Modified-Since");
  if (ifModifiedSince === null || newest === null) return false;
  const since = Date.parse(ifModifiedSince);
  if (Number.isNaN(since)) return false;
  return Math.floor(new Date(newest).getTime() / 1000) * 1000 <= since;
}

function failure(status: number, error: string): Response {
  return Response.json({ error }, { status });
}

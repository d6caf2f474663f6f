import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ActivityResponse } from "~/features/activity/schemas.ts";
import { activityRefreshMs, fetchActivity } from "~/features/workspace/activity-feed-client.ts";
import { relativeTime } from "~/features/workspace/relative-time.ts";
import { ActivityIcon } from "~/components/ui/icons.tsx";

type Failure = { kind: "rate-limited"; retryAfter: number } | { kind: "error"; message: string | null };

/**
 * The visitor's activity timeline (right panel). Server-rendered from the loader; with JavaScript
 * it refreshes every 30 s with If-None-Match (a 304 keeps what is shown) and offers Retry when a
 * read fails. Relative times are computed against the render time, then the browser's clock.
 */
export function ActivityTimeline({
  organizationId,
  sessionId,
  initial,
  renderedAt,
}: {
  organizationId: string;
  sessionId: string | null;
  initial: ActivityResponse;
  renderedAt: string;
}) {
  const { t, i18n } = useTranslation("workspace");
  const [feed, setFeed] = useState(initial);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [now, setNow] = useState(() => new Date(renderedAt));
  const etag = useRef<string | null>(null);
  const loading = useRef(false);

  // A new server render (after a chat turn) brings newer data.
  useEffect(() => setFeed(initial), [initial]);

  const refresh = useCallback(async () => {
    if (loading.current || !sessionId) return;
    loading.current = true;
    const result = await fetchActivity({ organizationId, sessionId }, etag.current);
    loading.current = false;
    setNow(new Date());
    if (result.kind === "data") {
      etag.current = result.etag;
      setFeed(result.feed);
      setFailure(null);
    } else if (result.kind === "not-modified") {
      setFailure(null);
    } else {
      setFailure(result);
    }
  }, [organizationId, sessionId]);

  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => void refresh(), activityRefreshMs);
    return () => clearInterval(timer);
  }, [refresh]);

  return (
    <section aria-labelledby="activity-heading" className="flex flex-col gap-3" data-testid="activity-timeline">
      <h2 id="activity-heading" className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
        {t("activity.title")}
      </h2>
      {failure ? (
        <div role="alert" className="flex flex-col gap-2 rounded-md border border-danger/40 p-3 text-sm">
          <p className="text-danger">
            {failure.kind === "rate-limited"
              ? t("activity.rateLimited", { seconds: failure.retryAfter })
              : (failure.message ?? t("activity.failed"))}
          </p>
          <button
            type="button"
            onClick={() => void refresh()}
            className="self-start rounded-md border border-line px-3 py-1 font-medium hover:bg-surface-sunken"
          >
            {t("activity.retry")}
          </button>
        </div>
      ) : null}
      {feed.items.length === 0 ? (
        <p className="text-sm text-ink-muted">{t("activity.empty")}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {feed.items.map((item) => {
            const when = relativeTime(item.eventDate, now, i18n.language || "en");
            return (
              <li key={item.id} data-event-type={item.eventType} className="flex gap-3">
                <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-surface-sunken text-ink-muted">
                  <ActivityIcon eventType={item.eventType} />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium">{item.title}</p>
                  {item.description ? <p className="text-xs text-ink-muted">{item.description}</p> : null}
                  <time dateTime={item.eventDate} className="text-xs text-ink-muted" suppressHydrationWarning>
                    {when.unit === "now" ? t("activity.justNow") : when.text}
                  </time>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

import { describe, expect, it } from "vitest";
import { fetchActivity } from "./activity-feed-client.ts";

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetcher = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return new Response(status === 304 ? null : JSON.stringify(body), { status, headers });
  }) as unknown as typeof fetch;
  return { fetcher, calls };
}

describe("reading the activity feed in the browser", () => {
  it("sends the ETag it holds and keeps its data on 304", async () => {
    const { fetcher, calls } = answer(304, null);
    expect(await fetchActivity({ organizationId: "org", sessionId: "s1" }, '"abc"', fetcher)).toEqual({
      kind: "not-modified",
    });
    expect(calls[0]!.url).toBe("/api/activity?organizationId=org&sessionId=s1");
    expect(new Headers(calls[0]!.init?.headers).get("If-None-Match")).toBe('"abc"');
  });

  it("returns new data with its ETag", async () => {
    const feed = { items: [], hasMore: false, total: 0, nextCursor: null };
    const { fetcher } = answer(200, feed, { ETag: '"new"' });
    expect(await fetchActivity({ organizationId: "org", sessionId: null }, null, fetcher)).toEqual({
      kind: "data",
      feed,
      etag: '"new"',
    });
  });

  it("reads retryAfter from a 429 (60 seconds when absent) and the server's error otherwise", async () => {
    expect(
      await fetchActivity({ organizationId: "o", sessionId: null }, null, answer(429, { retryAfter: 17 }).fetcher),
    ).toEqual({ kind: "rate-limited", retryAfter: 17 });
    expect(await fetchActivity({ organizationId: "o", sessionId: null }, null, answer(429, {}).fetcher)).toEqual({
      kind: "rate-limited",
      retryAfter: 60,
    });
    expect(
      await fetchActivity({ organizationId: "o", sessionId: null }, null, answer(500, { error: "Boom" }).fetcher),
    ).toEqual({ kind: "error", message: "Boom" });
  });
});

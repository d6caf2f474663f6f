import { describe, expect, it } from "vitest";
import { fetchUsageQuota } from "./fetch-usage-quota.ts";

const quota = {
  messages: { used: 17, limit: 20, remaining: 3, unlimited: false },
  files: { used: 0, limit: 3, remaining: 3, unlimited: false },
  resetDate: "2026-12-01T00:00:00.000Z",
  tier: "free",
};

function answering(status: number, body: unknown): typeof fetch {
  return async () =>
    new Response(typeof body === "string" ? body : JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json" },
    });
}

describe("refreshing the usage quota in the browser", () => {
  it("a well-formed answer gives the quota", async () => {
    expect(
      await fetchUsageQuota("firm", { fetch: answering(200, { success: true, data: quota, error: null }) }),
    ).toEqual({ ok: true, quota });
  });

  it("asks for the organization's quota with the visitor's cookies", async () => {
    let seen: { url: string; credentials?: RequestCredentials } | null = null;
    await fetchUsageQuota("smith & co", {
      fetch: async (url, init) => {
        seen = { url: String(url), credentials: init?.credentials };
        return new Response(JSON.stringify({ success: true, data: quota, error: null }));
      },
    });
    expect(seen).toEqual({ url: "/api/usage/quota?organizationId=smith%20%26%20co", credentials: "include" });
  });

  it("an error status is reported with its status", async () => {
    expect(
      await fetchUsageQuota("firm", { fetch: answering(503, { success: false, data: null, error: "down" }) }),
    ).toEqual({ ok: false, reason: "status", status: 503 });
  });

  it("an answer that does not match the schema is a format failure", async () => {
    const broken = [
      {
        success: true,
        data: { ...quota, messages: { used: "17", limit: 20, remaining: 3, unlimited: false } },
        error: null,
      },
      { success: true, data: { ...quota, tier: "platinum" }, error: null },
      { success: true, data: { ...quota, resetDate: "soon" }, error: null },
      { success: false, data: null, error: "No session" },
      "<html>not json</html>",
    ];
    for (const body of broken)
      expect(await fetchUsageQuota("firm", { fetch: answering(200, body) })).toEqual({ ok: false, reason: "format" });
  });

  it("a network failure is reported as such", async () => {
    const failing: typeof fetch = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await fetchUsageQuota("firm", { fetch: failing })).toEqual({ ok: false, reason: "network" });
  });
});

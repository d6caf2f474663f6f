import { describe, expect, it } from "vitest";
import { runAfterI18n } from "../../tests/support/middleware.ts";
import { inputHygieneMiddleware } from "./input-hygiene.server.ts";

/** Runs the middleware as the root route does (after i18n); `reached` tells whether the route ran. */
async function send(path: string, init: RequestInit) {
  const request = new Request(`http://localhost${path}`, { method: "POST", ...init });
  const { response, routeRan } = await runAfterI18n(
    inputHygieneMiddleware,
    request,
    async () => new Response("route answered"),
  );
  return { response, reached: routeRan };
}

const json = (body: string) => ({ headers: { "Content-Type": "application/json" }, body });
function multipart(name: string, value: string) {
  const data = new FormData();
  data.append(name, value);
  return data;
}
const form = (fields: Record<string, string>) => ({ body: new URLSearchParams(fields) });

describe("bodies no route should see answer 400 before the route", () => {
  it.each([
    ["a NUL in a JSON string", "/api/sessions", json(JSON.stringify({ organizationId: "acme\u0000" }))],
    ["a lone surrogate in a JSON string", "/api/usage/quota", json('{"sessionId":"x","message":"hi \\ud800"}')],
    ["a NUL in a JSON key, deep down", "/api/organizations", json('{"a":[{"b\\u0000":1}]}')],
    [
      "a NUL in JSON sent as text/plain",
      "/api/sessions",
      { headers: { "Content-Type": "text/plain" }, body: '{"organizationId":"a\\u0000"}' },
    ],
  ])("%s (JSON API)", async (_name, path, init) => {
    const { response, reached } = await send(path, init);
    expect(reached).toBe(false);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      success: false,
      code: "INVALID_INPUT",
      error: expect.stringContaining("NUL character"),
    });
  });

  it.each([
    ["a NUL in a form field", "/auth?mode=signin", form({ email: "a@example.com\u0000", password: "x" })],
    ["a NUL in a multipart field", "/onboarding", { body: multipart("name", "Dana\u0000") }],
    ["a JSON body to a page action", "/auth?mode=signin", json('{"email":"a@example.com"}')],
    ["a text body to a page action", "/report-bug", { headers: { "Content-Type": "text/plain" }, body: "hello" }],
    [
      "a multipart body that is not multipart",
      "/lawyers",
      { headers: { "Content-Type": "multipart/form-data; boundary=xyz", "Content-Length": "9" }, body: "not-a-form" },
    ],
  ])("%s (page)", async (_name, path, init) => {
    const { response, reached } = await send(path, init);
    expect(reached).toBe(false);
    expect(response.status).toBe(400);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    expect(await response.text()).toContain("The request could not be read");
  });

  it("ordinary forms, JSON with emoji and accents, and bad JSON (the route's own 400) reach the route", async () => {
    for (const [path, init] of [
      ["/auth?mode=signin", form({ email: "dana@example.com", password: "correct horse" })],
      ["/api/sessions", json(JSON.stringify({ organizationId: "acme", note: "Crème brûlée 🍮 — 日本" }))],
      ["/api/sessions", json("{not json")],
      [
        "/settings/account",
        { headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": "0" }, body: "" },
      ],
    ] as const) {
      const { response, reached } = await send(path, init);
      expect(reached).toBe(true);
      expect(await response.text()).toBe("route answered");
    }
  });

  it("leaves the chat stream's body to its route, which reads it once and checks its text itself", async () => {
    const request = new Request("http://localhost/api/agent/stream", {
      method: "POST",
      ...json(JSON.stringify({ organizationId: "acme\u0000", messages: [] })),
    });
    const { routeRan } = await runAfterI18n(inputHygieneMiddleware, request, async () => {
      // The route still has the whole body to read: the middleware took no clone of it.
      expect(request.bodyUsed).toBe(false);
      expect(await request.json()).toMatchObject({ organizationId: "acme\u0000" });
      return new Response("route answered");
    });
    expect(routeRan).toBe(true);
  });
});

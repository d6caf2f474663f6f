import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { bodyLimitContext } from "~/lib/request-context.ts";
import { bodyLimitMiddleware } from "./body-limit.server.ts";
import { runAfterI18n } from "../../tests/support/middleware.ts";

async function send(path: string, state: { before: boolean; during: boolean }, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost${path}`, { method: "POST", headers });
  const context = new RouterContextProvider();
  let exceeded = state.before;
  context.set(bodyLimitContext, { exceeded: () => exceeded, limit: 25 * 1024 * 1024 + 256 * 1024 });
  return runAfterI18n(
    bodyLimitMiddleware,
    request,
    async () => {
      if (state.during) exceeded = true;
      return new Response("the route's answer to a truncated body", { status: 400 });
    },
    context,
  );
}

describe("a body past its route's limit", { timeout: 60_000 }, () => {
  it("declared too large: no route runs, the page answers 413 in the visitor's language", async () => {
    const { response, routeRan } = await send(
      "/?organizationId=your-firm",
      { before: true, during: false },
      { "Accept-Language": "fr" },
    );
    expect(routeRan).toBe(false);
    expect(response.status).toBe(413);
    expect(response.headers.get("Connection")).toBe("close");
    expect(await response.text()).toContain("25 Mo au maximum");
  });

  it("cut while streaming: the route's answer is replaced by 413 JSON on the API", async () => {
    const { response, routeRan } = await send("/api/sessions", { before: false, during: true });
    expect(routeRan).toBe(true);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      error: expect.stringContaining("25 MB at most"),
    });
  });

  it("within the limit, the route's answer stands", async () => {
    const { response } = await send("/api/sessions", { before: false, during: false });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("the route's answer to a truncated body");
  });
});

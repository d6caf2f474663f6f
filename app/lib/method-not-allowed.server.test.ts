import { describe, expect, it } from "vitest";
import { clarifyMethodNotAllowed } from "./method-not-allowed.server.ts";

describe("clarifyMethodNotAllowed", () => {
  it("turns React Router's 405 'Unexpected Server Error' into the API's Method not allowed, with Allow", async () => {
    const routers = Response.json(
      { message: "Unexpected Server Error" },
      { status: 405, statusText: "Method Not Allowed" },
    );
    const answer = await clarifyMethodNotAllowed(routers);
    expect(answer.status).toBe(405);
    expect(answer.headers.get("Allow")).toBe("GET, HEAD");
    expect(await answer.json()).toEqual({ success: false, error: "Method not allowed" });
  });

  it("turns React Router's 400 for a GET to an action-only route into 405, Allow: POST", async () => {
    const answer = await clarifyMethodNotAllowed(
      Response.json({ message: "Unexpected Server Error" }, { status: 400 }),
    );
    expect(answer.status).toBe(405);
    expect(answer.headers.get("Allow")).toBe("POST");
  });

  it("leaves a route's own 405 and every other answer as they are", async () => {
    const own = Response.json(
      { success: false, error: "Method not allowed" },
      { status: 405, headers: { Allow: "POST" } },
    );
    expect(await clarifyMethodNotAllowed(own)).toBe(own);
    const page = new Response("<html>405</html>", { status: 405, headers: { "Content-Type": "text/html" } });
    expect(await clarifyMethodNotAllowed(page)).toBe(page);
    const validation = Response.json({ success: false, error: "Organization ID is required" }, { status: 400 });
    expect(await clarifyMethodNotAllowed(validation)).toBe(validation);
    const ok = Response.json({ message: "Unexpected Server Error" });
    expect(await clarifyMethodNotAllowed(ok)).toBe(ok);
  });
});

import { expect, test } from "./fixtures.ts";

/**
 * Issue 15 against the built server: what a stranger sends is answered with the right 4xx by the
 * real middleware chain (body limits, input hygiene, Origin checks), never a 500. HTTP only, so it
 * runs in the JavaScript project alone.
 */
test.describe("hostile requests", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only: once is enough");

  test("a body over the route's limit answers 413; a NUL in JSON or a form answers 400; a page given JSON answers 400", async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const tooBig = await request.post("/api/sessions", {
      headers: { "Content-Type": "application/json", Origin: origin },
      data: "x".repeat(2 * 1024 * 1024),
    });
    expect(tooBig.status()).toBe(413);
    expect(await tooBig.json()).toMatchObject({ success: false, code: "PAYLOAD_TOO_LARGE" });
    const tooBigForm = await request.post("/auth?mode=signin", {
      headers: { Origin: origin },
      form: { email: "dana@example.com", password: "x".repeat(2 * 1024 * 1024) },
    });
    expect(tooBigForm.status()).toBe(413);
    expect(await tooBigForm.text()).toContain("Too large to send");

    const nul = await request.post("/api/sessions", {
      headers: { "Content-Type": "application/json", Origin: origin },
      data: '{"organizationId":"your-firm\\u0000"}',
    });
    expect(nul.status()).toBe(400);
    expect(await nul.json()).toMatchObject({ success: false, code: "INVALID_INPUT" });

    // The chat stream checks its own body (ADR 0111): the same answer through the whole chain.
    const nulTurn = await request.post("/api/agent/stream", {
      headers: { "Content-Type": "application/json", Origin: origin },
      data: '{"organizationId":"your-firm","sessionId":"s","messages":[{"role":"user","content":"hi\\u0000"}]}',
    });
    expect(nulTurn.status()).toBe(400);
    expect(await nulTurn.json()).toMatchObject({ success: false, code: "INVALID_INPUT" });

    const nulForm = await request.post("/auth?mode=signin", {
      headers: { Origin: origin },
      form: { email: "dana@example.com\u0000", password: "whatever" },
    });
    expect(nulForm.status()).toBe(400);

    const notAForm = await request.post("/auth?mode=signin", {
      headers: { "Content-Type": "application/json", Origin: origin },
      data: '{"email":"dana@example.com"}',
    });
    expect(notAForm.status()).toBe(400);
    expect(await notAForm.text()).toContain("The request could not be read");
  });

  test("the intake API refuses a foreign Origin", async ({ request }) => {
    const foreign = await request.post("/api/sessions", {
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
      data: { organizationId: "your-firm" },
    });
    expect(foreign.status()).toBe(403);
  });
});

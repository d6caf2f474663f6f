import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composerBodyLimit, defaultBodyLimit } from "../../app/lib/body-limits.server.ts";
import { createExpressHandler } from "../../app/lib/express-adapter.server.ts";
import { action as sessionsAction } from "../../app/routes/api/sessions.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import { generatedBody } from "../support/file-client.ts";
import { routeContext } from "../support/intake-client.ts";

/**
 * The one body reader (ADR 0045), over real HTTP: the adapter server.ts mounts, in front of the
 * real /api/sessions route module; a test route stands in for the Stripe webhook's 64 KB.
 */
let server: Server;
let base: string;
let webhookBytes = 0;

beforeAll(async () => {
  const app = express();
  app.all(
    "*splat",
    createExpressHandler(async (request) => {
      const path = new URL(request.url).pathname;
      if (path === "/api/sessions") return (await sessionsAction({ request, context: routeContext(), params: {} } as never)) as Response;
      const body = await request.arrayBuffer().catch(() => null);
      webhookBytes = body?.byteLength ?? -1;
      return Response.json({ received: true });
    }, () => null),
  );
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const MB = 1024 * 1024;

function post(path: string, body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) {
  return fetch(`${base}${path}`, { method: "POST", headers: { "Content-Type": "application/json", Origin: "http://localhost:3000", ...headers }, body, duplex: "half" } as RequestInit);
}

describe("request bodies are counted as they arrive, with a limit per route", () => {
  it("a chunked 200 MB body to /api/sessions is cut just past 1 MB with 413, the rest never read", async () => {
    const body = generatedBody(200 * MB, { prefix: new TextEncoder().encode('{"organizationId":"') });
    const response = await post("/api/sessions", body.stream);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, code: "PAYLOAD_TOO_LARGE" });
    // What the client managed to send: the limit, plus what sockets buffer, never the 200 MB.
    expect(body.pulled()).toBeGreaterThan(defaultBodyLimit);
    expect(body.pulled()).toBeLessThan(defaultBodyLimit + 16 * MB);
  });

  it("a Content-Length over the limit answers 413 before anything is read", async () => {
    const response = await fetch(`${base}/api/sessions`, { method: "POST", headers: { "Content-Type": "application/json", "Content-Length": String(2 * MB) }, body: "x".repeat(2 * MB) });
    expect(response.status).toBe(413);
  });

  it("a body within the limit reaches the route as before", async () => {
    const organization = await createTestOrganization();
    const response = await post("/api/sessions", JSON.stringify({ organizationId: organization.slug }));
    expect(response.status).toBeLessThan(300);
    expect(await response.json()).toMatchObject({ success: true });
  });

  it("the Stripe webhook takes 64 KB, not 65 KB", async () => {
    const accepted = await post("/api/payments/stripe-webhook", generatedBody(64 * 1024).stream);
    expect(accepted.status).toBe(200);
    expect(webhookBytes).toBe(64 * 1024);
    const refused = await post("/api/payments/stripe-webhook", generatedBody(65 * 1024).stream);
    expect(refused.status).toBe(413);
  });

  it("the no-JavaScript composer (a page action on /) takes its 25 MB attachment and is cut just past it while streaming", async () => {
    const framing = "multipart/form-data; boundary=----parleyComposer";
    const within = await post("/", generatedBody(composerBodyLimit).stream, { "Content-Type": framing });
    expect(within.status).toBe(200);
    expect(webhookBytes).toBe(composerBodyLimit);
    const tooLarge = generatedBody(composerBodyLimit + 40 * MB);
    const refused = await post("/", tooLarge.stream, { "Content-Type": framing });
    expect(refused.status).toBe(413);
    expect(tooLarge.pulled()).toBeGreaterThan(composerBodyLimit);
    expect(tooLarge.pulled()).toBeLessThan(composerBodyLimit + 16 * MB);
  });

  it("a JSON API other than sessions is cut at the small default too", async () => {
    const tooLarge = generatedBody(60 * MB);
    const refused = await post("/api/organizations", tooLarge.stream);
    expect(refused.status).toBe(413);
    expect(tooLarge.pulled()).toBeLessThan(defaultBodyLimit + 16 * MB);
  });
});

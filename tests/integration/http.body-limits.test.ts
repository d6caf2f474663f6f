import type { AddressInfo, Socket } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimitFor, composerBodyLimit, defaultBodyLimit } from "../../app/lib/body-limits.server.ts";
import { createExpressHandler } from "../../app/lib/express-adapter.server.ts";
import { action as sessionsAction } from "../../app/routes/api/sessions.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import { generatedBody } from "../support/file-client.ts";
import { routeContext } from "../support/intake-client.ts";

/**
 * The one body reader (ADR 0045), over real HTTP: the adapter server.ts mounts, in front of the
 * real /api/sessions route module; a test route stands in for the Stripe webhook and the
 * no-JavaScript composer. The route table is the real one with every limit divided by 256 (the
 * JSON APIs' 1 MB is 4 KB here, the composer's 25 MB about 100 KB), so each cut is shown with
 * small bodies; the real values are the last test's.
 */
const scale = 256;
const scaledLimitFor = (pathname: string) => {
  const limit = bodyLimitFor(pathname);
  return limit === null ? null : Math.ceil(limit / scale);
};
const KB = 1024;
const MB = 1024 * KB;

let server: Server;
let base: string;
let webhookBytes = 0;
/** The socket of the last request, to see how much of its body the server read. */
let lastSocket: { socket: Socket; bytesReadAtStart: number } | null = null;

beforeAll(async () => {
  const app = express();
  app.all(
    "*splat",
    createExpressHandler(
      async (request) => {
        const path = new URL(request.url).pathname;
        if (path === "/api/sessions")
          return (await sessionsAction({ request, context: routeContext(), params: {} } as never)) as Response;
        const body = await request.arrayBuffer().catch(() => null);
        webhookBytes = body?.byteLength ?? -1;
        return Response.json({ received: true });
      },
      (req) => {
        lastSocket = { socket: req.socket, bytesReadAtStart: req.socket.bytesRead };
        return null;
      },
      scaledLimitFor,
    ),
  );
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function post(path: string, body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "http://localhost:3000", ...headers },
    body,
    duplex: "half",
  } as RequestInit);
}

/** Bytes the server read from the last request's connection once its handler started: its body, never much past the limit. */
function bodyBytesReadByServer(): number {
  return lastSocket!.socket.bytesRead - lastSocket!.bytesReadAtStart;
}

/** What one libuv read may hold past the limit: the server reads in 64 KB slices. */
const readSlack = 256 * KB;

describe("request bodies are counted as they arrive, with a limit per route", () => {
  it("a chunked body to /api/sessions far over its limit is cut just past it with 413, the rest never read", async () => {
    const limit = scaledLimitFor("/api/sessions")!;
    // 8 MB offered, made only as the client manages to send it; the server reads the limit and stops.
    const body = generatedBody(8 * MB, { prefix: new TextEncoder().encode('{"organizationId":"'), chunkSize: 4 * KB });
    const response = await post("/api/sessions", body.stream);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, code: "PAYLOAD_TOO_LARGE" });
    expect(body.pulled()).toBeGreaterThan(limit);
    expect(bodyBytesReadByServer()).toBeLessThan(limit + readSlack);
  });

  it("a Content-Length over the limit answers 413 before anything is read", async () => {
    const limit = scaledLimitFor("/api/sessions")!;
    const response = await fetch(`${base}/api/sessions`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "x".repeat(2 * limit),
    });
    expect(response.status).toBe(413);
  });

  it("a body within the limit reaches the route as before", async () => {
    const organization = await createTestOrganization();
    const response = await post("/api/sessions", JSON.stringify({ organizationId: organization.slug }));
    expect(response.status).toBeLessThan(300);
    expect(await response.json()).toMatchObject({ success: true });
  });

  it("the Stripe webhook takes its limit, not a byte more", async () => {
    const limit = scaledLimitFor("/api/payments/stripe-webhook")!;
    const accepted = await post("/api/payments/stripe-webhook", generatedBody(limit).stream);
    expect(accepted.status).toBe(200);
    expect(webhookBytes).toBe(limit);
    const refused = await post("/api/payments/stripe-webhook", generatedBody(limit + 1).stream);
    expect(refused.status).toBe(413);
  });

  it("the no-JavaScript composer (a page action on /) takes its attachment's limit and is cut just past it while streaming", async () => {
    const limit = scaledLimitFor("/")!;
    const framing = "multipart/form-data; boundary=----parleyComposer";
    const within = await post("/", generatedBody(limit, { chunkSize: 4 * KB }).stream, { "Content-Type": framing });
    expect(within.status).toBe(200);
    expect(webhookBytes).toBe(limit);
    const tooLarge = generatedBody(8 * MB, { chunkSize: 4 * KB });
    const refused = await post("/", tooLarge.stream, { "Content-Type": framing });
    expect(refused.status).toBe(413);
    expect(tooLarge.pulled()).toBeGreaterThan(limit);
    expect(bodyBytesReadByServer()).toBeLessThan(limit + readSlack);
  });

  it("a JSON API other than sessions is cut at the small default too", async () => {
    const limit = scaledLimitFor("/api/organizations")!;
    const tooLarge = generatedBody(8 * MB, { chunkSize: 4 * KB });
    const refused = await post("/api/organizations", tooLarge.stream);
    expect(refused.status).toBe(413);
    expect(bodyBytesReadByServer()).toBeLessThan(limit + readSlack);
  });

  it("the real limits are the issue's: JSON APIs 1 MB, the webhook 64 KB, the composer its 25 MB attachment and framing", () => {
    expect(bodyLimitFor("/api/sessions")).toBe(defaultBodyLimit);
    expect(defaultBodyLimit).toBe(MB);
    expect(bodyLimitFor("/api/payments/stripe-webhook")).toBe(64 * KB);
    expect(bodyLimitFor("/")).toBe(composerBodyLimit);
    expect(composerBodyLimit).toBeGreaterThan(25 * MB);
    expect(composerBodyLimit).toBeLessThanOrEqual(25 * MB + 256 * KB);
  });
});

import { request as httpRequest, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { PassThrough } from "node:stream";
import { gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createExpressHandler } from "../../app/lib/express-adapter.server.ts";
import { takeNodeBody, webBodyOf } from "../../app/lib/node-body.server.ts";
import { hangGuard, waitFor } from "../support/wait-for.ts";

/**
 * A page's HTML goes from React's Node stream to the socket without a web stream in between
 * (ADR 0108): over a real socket and the compression middleware, as server.ts builds the edge.
 */
let server: Server | null = null;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(null)));
  server = null;
});

async function serve(answer: () => Response | Promise<Response>): Promise<number> {
  const app = express();
  app.use(compression());
  app.all(
    "*splat",
    createExpressHandler(
      async () => answer(),
      () => ({}),
    ),
  );
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  return (server.address() as AddressInfo).port;
}

function get(port: number, headers: Record<string, string> = {}): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port, path: "/page", headers }, resolve);
    request.on("error", reject);
    request.end();
  });
}

const html = (status = 200) => ({ status, headers: { "Content-Type": "text/html; charset=utf-8" } });

describe("a page's body from React's stream to the socket", () => {
  it("arrives whole, compressed, and each part as soon as it is written (a deferred part is not held back)", async () => {
    const source = new PassThrough();
    const port = await serve(() => new Response(webBodyOf(source), html()));
    source.write("<html><body><p>shell</p>");
    const response = await get(port, { "Accept-Encoding": "gzip" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("gzip");
    const received: Buffer[] = [];
    response.on("data", (chunk: Buffer) => received.push(chunk));
    // The first part reaches the client before the page ends.
    await waitFor(() => received.length > 0, hangGuard, "the shell before the end");
    source.end("<p>later</p></body></html>");
    await new Promise((resolve) => response.once("end", resolve));
    expect(gunzipSync(Buffer.concat(received)).toString()).toBe("<html><body><p>shell</p><p>later</p></body></html>");
  });

  it("stops the render when the visitor leaves before the end", async () => {
    const source = new PassThrough();
    const port = await serve(() => new Response(webBodyOf(source), html()));
    source.write("<html>");
    const response = await get(port);
    await new Promise((resolve) => response.once("data", resolve));
    response.destroy();
    await waitFor(() => source.destroyed, hangGuard, "the source destroyed");
  });

  it("is an ordinary web stream to code that reads it (a middleware rewriting the page)", async () => {
    const source = new PassThrough();
    source.end("<p>from React</p>");
    const page = new Response(webBodyOf(source), html());
    const rewritten = new Response((await page.text()).replace("React", "a rewrite"), html());
    expect(takeNodeBody(page.body)).toBeUndefined();
    const port = await serve(() => rewritten);
    const response = await get(port);
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe("<p>from a rewrite</p>");
  });

  it("is the same stream after a Response is made again around it (new headers, same body)", async () => {
    const source = new PassThrough();
    source.end("<p>page</p>");
    const first = new Response(webBodyOf(source), html());
    const second = new Response(first.body, { status: 404, headers: first.headers });
    const port = await serve(() => second);
    const response = await get(port);
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    expect(response.statusCode).toBe(404);
    expect(Buffer.concat(chunks).toString()).toBe("<p>page</p>");
    expect(takeNodeBody(second.body)).toBeUndefined(); // taken by the adapter
  });
});

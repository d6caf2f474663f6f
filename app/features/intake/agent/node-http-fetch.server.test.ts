import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { nodeHttpFetch } from "./node-http-fetch.server.ts";

let close: (() => Promise<void>) | undefined;

async function serve(handle: (req: IncomingMessage, res: ServerResponse, body: string) => void) {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      seen.push(body);
      handle(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

afterEach(async () => {
  await close?.();
  close = undefined;
});

describe("the model's fetch over node:http", () => {
  it("sends a string body with its length and gives the answer's status, headers and bytes", async () => {
    const server = await serve((req, res, body) => {
      res.writeHead(201, { "Content-Type": "application/json", "X-Request-Id": "req_1" });
      res.end(
        JSON.stringify({ length: req.headers["content-length"], chunked: req.headers["transfer-encoding"], body }),
      );
    });
    const response = await nodeHttpFetch()(`${server.url}/v1/chat`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"é":1}',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("x-request-id")).toBe("req_1");
    expect(await response.json()).toEqual({ length: "8", body: '{"é":1}' });
  });

  it("streams the answer as it comes, and a connection cut mid-answer fails the read", async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      res.write("data: first\n\n", () => setTimeout(() => res.socket?.destroy(), 50));
    });
    const response = await nodeHttpFetch()(server.url, { method: "POST", body: "{}" });
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("data: first\n\n");
    await expect(reader.read()).rejects.toThrow();
  });

  it("decompresses a gzip answer", async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json", "Content-Encoding": "gzip" });
      res.end(gzipSync('{"ok":true}'));
    });
    expect(await (await nodeHttpFetch()(server.url)).json()).toEqual({ ok: true });
  });

  it("sends a Buffer body with its length, never chunked", async () => {
    const server = await serve((req, res, body) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify({ length: req.headers["content-length"], chunked: req.headers["transfer-encoding"], body }),
      );
    });
    const response = await nodeHttpFetch()(server.url, { method: "POST", body: Buffer.from('{"é":1}') });
    expect(await response.json()).toEqual({ length: "8", body: '{"é":1}' });
  });

  it("gives a non-200 answer's status and its JSON error body, as the SDK reads it", async () => {
    const server = await serve((_req, res) => {
      res.writeHead(429, { "Content-Type": "application/json", "Retry-After-Ms": "10" });
      res.end(
        JSON.stringify({ error: { message: "Rate limit reached", type: "requests", code: "rate_limit_exceeded" } }),
      );
    });
    const response = await nodeHttpFetch()(server.url, { method: "POST", body: "{}" });
    expect(response.ok).toBe(false);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after-ms")).toBe("10");
    expect(await response.json()).toEqual({
      error: { message: "Rate limit reached", type: "requests", code: "rate_limit_exceeded" },
    });
  });

  it("rejects when the model's server refuses the connection", async () => {
    const server = await serve(() => {});
    await close?.();
    close = undefined;
    await expect(nodeHttpFetch()(server.url, { method: "POST", body: "{}" })).rejects.toMatchObject({
      code: "ECONNREFUSED",
    });
  });

  it("refuses a redirect without following it", async () => {
    const server = await serve((_req, res) => {
      res.writeHead(307, { Location: "/elsewhere" });
      res.end();
    });
    await expect(nodeHttpFetch()(`${server.url}/v1/chat`, { method: "POST", body: "{}" })).rejects.toThrow(TypeError);
    expect(server.seen).toHaveLength(1);
  });

  it("an abort mid-answer fails the body's read and closes the connection", async () => {
    let closed!: Promise<void>;
    const server = await serve((req, res) => {
      closed = new Promise((resolve) => req.socket.once("close", () => resolve()));
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      res.write("data: first\n\n");
    });
    const controller = new AbortController();
    const response = await nodeHttpFetch()(server.url, { method: "POST", body: "{}", signal: controller.signal });
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("data: first\n\n");
    const next = reader.read();
    controller.abort();
    await expect(next).rejects.toThrow();
    await closed;
  });

  it("sends nothing once aborted, and an abort while waiting rejects with an AbortError", async () => {
    const server = await serve(() => {});
    await expect(
      nodeHttpFetch()(server.url, { method: "POST", body: "{}", signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ name: "AbortError" });
    expect(server.seen).toHaveLength(0);
    const controller = new AbortController();
    const waiting = nodeHttpFetch()(server.url, { method: "POST", body: "{}", signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(waiting).rejects.toMatchObject({ name: "AbortError" });
  });
});

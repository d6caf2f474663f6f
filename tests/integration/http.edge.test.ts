import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clientKeyFor } from "../../app/lib/client-key.server.ts";
import { parseTrustProxy } from "../../app/lib/env.server.ts";
import { createExpressHandler } from "../../app/lib/express-adapter.server.ts";
import { securityHeaders } from "../../app/lib/security-headers.server.ts";
import { logger } from "../../app/lib/logger.server.ts";
import { requestLog } from "../../app/lib/request-log.server.ts";
import { hangGuard, waitFor } from "../support/wait-for.ts";

/**
 * The HTTP edge server.ts builds (issue 15), over real sockets: whose X-Forwarded-For decides the
 * rate-limit identity (TRUST_PROXY), and a route's own security headers replacing the
 * middleware's instead of doubling them.
 */
let server: Server | null = null;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(null)));
  server = null;
});

async function serve(trustProxy: string, answer: (request: Request, clientKey: string) => Response): Promise<string> {
  const app = express();
  app.set("trust proxy", parseTrustProxy(trustProxy));
  app.use(securityHeaders);
  app.all(
    "*splat",
    createExpressHandler(
      async (request, context: { clientKey: string }) => answer(request, context.clientKey),
      (req) => ({ clientKey: clientKeyFor(req) }),
    ),
  );
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const keyOf = async (base: string, forwardedFor?: string) =>
  (await (await fetch(`${base}/who`, { headers: forwardedFor ? { "X-Forwarded-For": forwardedFor } : {} })).json())
    .clientKey as string;

describe("TRUST_PROXY: whose X-Forwarded-For names the client", () => {
  const echoKey = (_request: Request, clientKey: string) => Response.json({ clientKey });

  it("from a peer that is not a trusted proxy, X-Forwarded-For is ignored: a client cannot choose its rate-limit identity", async () => {
    // The peer here is 127.0.0.1; trust only a proxy on 10.0.0.0/8, or no proxy at all.
    for (const setting of ["10.0.0.0/8", "0"]) {
      const base = await serve(setting, echoKey);
      const own = await keyOf(base);
      expect(await keyOf(base, "203.0.113.7")).toBe(own);
      expect(await keyOf(base, "198.51.100.9, 203.0.113.7")).toBe(own);
      server!.closeAllConnections();
      await new Promise((resolve) => server!.close(resolve));
      server = null;
    }
  });

  it("by default only a proxy on this machine (loopback) is believed; so is a configured hop count", async () => {
    expect(parseTrustProxy("")).toBe("loopback");
    for (const setting of ["", "1"]) {
      const base = await serve(setting, echoKey);
      const first = await keyOf(base, "203.0.113.7");
      expect(await keyOf(base, "203.0.113.8")).not.toBe(first);
      expect(await keyOf(base, "203.0.113.7")).toBe(first);
      server!.closeAllConnections();
      await new Promise((resolve) => server!.close(resolve));
      server = null;
    }
  });
});

describe("security headers on a route's own response", () => {
  it("are sent once: the route's value replaces the middleware's; several cookies all arrive", async () => {
    const base = await serve("", () => {
      const headers = new Headers({
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "no-referrer",
        "Cache-Control": "private, no-store",
      });
      headers.append("Set-Cookie", "a=1; Path=/");
      headers.append("Set-Cookie", "b=2; Path=/");
      return new Response("%PDF-1.7", { headers });
    });
    const response = await fetch(`${base}/api/files/some-key`);
    // Doubled headers would arrive joined: "nosniff, nosniff".
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
  });
});

describe("an answer given without reading the body", () => {
  it("still reaches a client that writes its whole body before reading (the unread rest is drained)", async () => {
    const base = await serve("", () => new Response("refused", { status: 400 }));
    const url = new URL(`${base}/settings/organization/conflicts`);
    // 8 MB: under this page's limit (10 MB), more than socket buffers hold unread.
    const body = Buffer.alloc(8 * 1024 * 1024, 0x7b);
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: "POST",
          headers: { "Content-Type": "application/json", "Content-Length": body.length },
        },
        (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk) => (text += chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.on("error", reject);
      request.end(body);
    });
    // A client that sends its whole body before it reads: it finishes only if the server reads on,
    // on a page (the body through the route's byte counter) and on an upload route (no limit there).
    const sendWhole = (pathname: string) =>
      new Promise<boolean>((resolve) => {
        const request = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            path: pathname,
            method: "POST",
            headers: { "Content-Type": "application/json", "Content-Length": body.length },
          },
          (response) => response.resume(),
        );
        request.on("error", () => resolve(false));
        request.end(body, () => resolve(true));
      });
    expect(answer).toEqual({ status: 400, text: "refused" });
    expect(await sendWhole("/settings/organization/conflicts")).toBe(true);
    expect(await sendWhole("/api/files/upload-raw")).toBe(true);
  });
});

describe("the request log", () => {
  it("holds no share-link token and no e-mail link token, only the redacted path", async () => {
    const info = vi.spyOn(logger, "info");
    try {
      const app = express();
      app.use(requestLog);
      app.all("*splat", (_req, res) => {
        res.status(404).json({ success: false });
      });
      server = app.listen(0, "127.0.0.1");
      await new Promise((resolve) => server!.once("listening", resolve));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const shareToken = "shr_4f1c9a7e2b8d6053aa91";
      const emailToken = "c0ffee5ecret7oken0123456789abcdef";
      const paths = [
        `/api/case-files/shared/${shareToken}`,
        `/api/case-files/shared/${shareToken}/download`,
        `/auth/reset-password?token=${emailToken}`,
        `/auth/verify-email?token=${emailToken}`,
        `/auth/delete-account?token=${emailToken}`,
      ];
      for (const path of paths) await (await fetch(`${base}${path}`)).arrayBuffer();
      const logged = () =>
        info.mock.calls.filter(([event]) => event === "http.request").map(([, fields]) => fields as { path: string });
      await waitFor(() => logged().length === paths.length, hangGuard, "every request logged");
      const text = JSON.stringify(logged());
      expect(text).not.toContain(shareToken);
      expect(text).not.toContain(emailToken);
      expect(logged().map((fields) => fields.path)).toEqual([
        "/api/case-files/shared/:redacted",
        "/api/case-files/shared/:redacted/download",
        "/auth/reset-password",
        "/auth/verify-email",
        "/auth/delete-account",
      ]);
    } finally {
      info.mockRestore();
    }
  });
});

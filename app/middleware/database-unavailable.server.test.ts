import { createServer } from "node:net";
import pg from "pg";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { runAfterI18n } from "../../tests/support/middleware.ts";
import { databaseUnavailableMiddleware, noteDatabaseUnavailable } from "./database-unavailable.server.ts";

/** A real driver error: connecting to a port where nothing listens. */
async function connectionRefused(): Promise<unknown> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  const client = new pg.Client({
    connectionString: `postgres://parley:parley@127.0.0.1:${port}/parley`,
    connectionTimeoutMillis: 60_000,
  });
  return client.connect().then(
    () => new Error("connected"),
    (error: unknown) => error,
  );
}

async function run(
  url: string,
  next: (context: RouterContextProvider) => Promise<Response>,
  headers: Record<string, string> = {},
) {
  return (await runAfterI18n(databaseUnavailableMiddleware, new Request(url, { headers }), next)).response;
}

describe("PostgreSQL unreachable", () => {
  it("an API request whose middleware query fails answers 503 JSON, not 500", async () => {
    const error = await connectionRefused();
    const response = await run("http://localhost/api/sessions", () => Promise.reject(error));
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("30");
    expect(await response.json()).toEqual({
      success: false,
      code: "SERVICE_UNAVAILABLE",
      error: expect.stringContaining("cannot reach its database"),
    });
  });

  it("a page whose loader failed (React Router's 500, marked by handleError) answers a 503 page in the visitor's language", async () => {
    const error = await connectionRefused();
    const response = await run(
      "http://localhost/matters",
      async (context) => {
        expect(noteDatabaseUnavailable(error, context)).toBe(true);
        return new Response("<html>Something went wrong</html>", { status: 500 });
      },
      { "Accept-Language": "de" },
    );
    expect(response.status).toBe(503);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    const page = await response.text();
    expect(page).toContain("Vorübergehend nicht verfügbar");
    expect(page).not.toContain("Something went wrong");
  });

  it("other errors are left alone: a bug still answers 500", async () => {
    const bug = new TypeError("cannot read properties of undefined");
    expect(noteDatabaseUnavailable(bug, new RouterContextProvider())).toBe(false);
    await expect(run("http://localhost/api/sessions", () => Promise.reject(bug))).rejects.toBe(bug);
    const response = await run("http://localhost/matters", async () => new Response("oops", { status: 500 }));
    expect(response.status).toBe(500);
  });
});

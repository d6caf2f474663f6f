import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "./entry.server.tsx";
import { BodyTooLargeError } from "./lib/body-limits.server.ts";
import { logger } from "./lib/logger.server.ts";

afterEach(() => vi.restoreAllMocks());

function logged(error: unknown, request = new Request("http://localhost/matters", { method: "POST" })) {
  const errorLog = vi.spyOn(logger, "error").mockImplementation(() => {});
  const warnLog = vi.spyOn(logger, "warn").mockImplementation(() => {});
  const infoLog = vi.spyOn(logger, "info").mockImplementation(() => {});
  handleError(error, { request, context: new RouterContextProvider() });
  return {
    errors: errorLog.mock.calls.map(([event]) => event),
    warnings: warnLog.mock.calls.map(([event]) => event),
    infos: infoLog.mock.calls.map(([event]) => event),
  };
}

describe("handleError", { timeout: 60_000 }, () => {
  it("logs React Router's 405 (a POST to a page without an action) as info, neither an error nor a warning", () => {
    const methodNotAllowed = { status: 405, statusText: "Method Not Allowed", internal: true, data: "no action" };
    expect(logged(methodNotAllowed)).toEqual({ errors: [], warnings: [], infos: ["route.client_error"] });
  });

  it("logs React Router's refusal of a foreign Origin on a page action as info", () => {
    const refused = new Error(
      "The `request.url` origin does not match `origin` header from a forwarded action request. Aborting the action.",
    );
    expect(logged(refused)).toEqual({ errors: [], warnings: [], infos: ["route.client_error"] });
  });

  it("logs the same refusal of a single-fetch action (a bare Bad Request for a foreign Origin) as info, and a bare Bad Request otherwise as an error", () => {
    const foreign = new Request("http://localhost/matters.data", {
      method: "POST",
      headers: { Origin: "https://evil.example" },
    });
    expect(logged(new Error("Bad Request"), foreign)).toEqual({
      errors: [],
      warnings: [],
      infos: ["route.client_error"],
    });
    vi.restoreAllMocks();
    const own = new Request("http://localhost/matters.data", {
      method: "POST",
      headers: { Origin: "http://localhost" },
    });
    expect(logged(new Error("Bad Request"), own)).toEqual({ errors: ["route.error"], warnings: [], infos: [] });
  });

  it("does not log a body cut at its limit, and logs a real fault as an error", () => {
    expect(logged(new BodyTooLargeError(1024))).toEqual({ errors: [], warnings: [], infos: [] });
    expect(logged(new TypeError("bug"))).toEqual({ errors: ["route.error"], warnings: [], infos: [] });
  });
});

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DomainError, errorCatalog, errorMessageOf, httpStatusOf, statusOfCode } from "./errors.ts";

const englishErrors = JSON.parse(readFileSync(new URL("../../locales/en/errors.json", import.meta.url), "utf8")) as {
  codes: Record<string, string>;
};

describe("the error catalog", () => {
  it("gives every code a message that exists in English", () => {
    const missing = Object.entries(errorCatalog)
      .filter(([, entry]) => englishErrors.codes[entry.messageKey.replace("errors:codes.", "")] === undefined)
      .map(([code]) => code);
    expect(missing).toEqual([]);
  });

  it("answers a refused upload with 413 for size and 415 for type, by code", () => {
    expect(statusOfCode("FILE_TOO_LARGE")).toBe(413);
    expect(statusOfCode("FILE_TYPE_NOT_ALLOWED")).toBe(415);
    expect(statusOfCode("FILE_TYPE_NOT_SUPPORTED")).toBe(415);
    expect(statusOfCode("FILE_EMPTY")).toBe(400);
  });

  it("maps a domain error to its status whatever its text says, and anything else to 500", () => {
    expect(httpStatusOf(new DomainError("INSUFFICIENT_PERMISSIONS", "Not found"))).toBe(403);
    expect(httpStatusOf(new Error("Access Denied"))).toBe(500);
  });

  it("shows the error's own key with its parameters, else its code's key, never an English message", () => {
    expect(errorMessageOf(new DomainError("CONFLICT", "settings:organization.errors.personalCannotBeDeleted"))).toEqual(
      {
        key: "settings:organization.errors.personalCannotBeDeleted",
        params: {},
      },
    );
    expect(errorMessageOf(new DomainError("RATE_LIMITED", "Too many requests.", { retryAfter: 30 }))).toEqual({
      key: "errors:codes.rateLimited",
      params: { retryAfter: 30 },
    });
    expect(errorMessageOf(new Error("connection refused at 10.0.0.1"))).toEqual({
      key: "errors:codes.internalError",
      params: {},
    });
  });
});

import { describe, expect, it } from "vitest";
import { redactPath } from "./redact-path.ts";

describe("request log paths", () => {
  it("never records a Share Matter link's token", () => {
    expect(redactPath("/api/case-files/shared/shr_9f8e7d6c5b4a")).toBe("/api/case-files/shared/:redacted");
    expect(redactPath("/api/case-files/shared/shr_9f8e7d6c5b4a/download")).toBe(
      "/api/case-files/shared/:redacted/download",
    );
  });

  it("keeps ordinary paths as they are", () => {
    expect(redactPath("/settings/account")).toBe("/settings/account");
    expect(redactPath("/api/case-files/123")).toBe("/api/case-files/123");
  });
});

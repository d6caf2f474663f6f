import { describe, expect, it } from "vitest";
import { oneOf } from "./one-of.ts";

describe("oneOf", () => {
  const notices = ["created", "updated"] as const;

  it("keeps a value of the list and refuses anything else", () => {
    expect(oneOf(notices, "updated")).toBe("updated");
    expect(oneOf(notices, "deleted")).toBeNull();
    expect(oneOf(notices, "Created")).toBeNull();
    expect(oneOf(notices, null)).toBeNull();
  });
});

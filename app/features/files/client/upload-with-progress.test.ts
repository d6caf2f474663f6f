import { describe, expect, it } from "vitest";
import { displayedProgress } from "./upload-with-progress.ts";

describe("upload progress as the visitor sees it", () => {
  it("is capped at 90 % until the server has answered, then 100 %", () => {
    expect(displayedProgress(0, false)).toBe(0);
    expect(displayedProgress(45.4, false)).toBe(45);
    expect(displayedProgress(100, false)).toBe(90);
    expect(displayedProgress(100, true)).toBe(100);
    expect(displayedProgress(-5, false)).toBe(0);
  });
});

import { afterEach, beforeEach, expect, type MockInstance, vi } from "vitest";

// A stray console.error fails the test (STYLE principle 10).
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, "error");
});

afterEach(() => {
  const calls = consoleError.mock.calls.map((args) => args.map(String).join(" "));
  consoleError.mockRestore();
  expect(calls, "console.error was called").toEqual([]);
});

import { expect, it, vi } from "vitest";

it("still knows the towns when the module is loaded again in the same process", async () => {
  const first = await import("./gazetteer.server.ts");
  expect(first.likelyCity("Brooklyn Park")?.state).toBe("MN");
  // Indexing empties the package's world list (ADR 0111); a second copy of this module reads it again.
  vi.resetModules();
  const second = await import("./gazetteer.server.ts");
  expect(second).not.toBe(first);
  expect(second.likelyCity("Brooklyn Park")?.state).toBe("MN");
  expect(second.citiesNamed("Springfield").length).toBeGreaterThan(5);
});

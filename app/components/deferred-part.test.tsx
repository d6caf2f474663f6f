import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { deferredPart } from "./deferred-part.tsx";
import { loadDeferredPartsIn } from "./deferred-part-loading.ts";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A document as loadDeferredPartsIn reads it: the elements that carry data-deferred-part. */
const documentNaming = (...names: string[]) =>
  ({
    querySelectorAll: () => names.map((name) => ({ dataset: { deferredPart: name } })),
  }) as unknown as ParentNode;

describe("a part of the page whose code is loaded on demand", () => {
  it("renders its fallback until its code has arrived, then the part with its props", async () => {
    const part = deferredPart("test-greeting", async () => Greeting);
    expect(renderToStaticMarkup(<part.Part name="Ana" fallback={<span>…</span>} />)).toBe("<span>…</span>");
    await part.load();
    expect(renderToStaticMarkup(<part.Part name="Ana" />)).toBe("<p>Hello Ana</p>");
    expect(part.marker).toEqual({ "data-deferred-part": "test-greeting" });
  });

  it("loads its code once, and again after a failed attempt", async () => {
    const importComponent = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error("chunk request failed"))
      .mockResolvedValue(Greeting);
    const part = deferredPart("test-retried", importComponent);
    await expect(part.load()).rejects.toThrow("chunk request failed");
    await Promise.all([part.load(), part.load()]);
    expect(importComponent).toHaveBeenCalledTimes(2);
    expect(renderToStaticMarkup(<part.Part name="Bo" />)).toBe("<p>Hello Bo</p>");
  });

  it("is loaded before hydration when the server-rendered document names it, and only then", async () => {
    const named = vi.fn(async () => Greeting);
    const unnamed = vi.fn(async () => Greeting);
    const shown = deferredPart("test-shown", named);
    deferredPart("test-not-shown", unnamed);
    await loadDeferredPartsIn(documentNaming("test-shown", "test-shown", "not-registered"));
    expect(named).toHaveBeenCalledTimes(1);
    expect(unnamed).not.toHaveBeenCalled();
    expect(renderToStaticMarkup(<shown.Part name="Cy" />)).toBe("<p>Hello Cy</p>");
  });

  it("does not hold hydration back when a part's code fails to load", async () => {
    deferredPart("test-failing", () => Promise.reject(new Error("offline")));
    await expect(loadDeferredPartsIn(documentNaming("test-failing"))).resolves.toBeUndefined();
  });
});

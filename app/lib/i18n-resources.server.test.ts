import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { namespaces, supportedLanguages } from "./i18n.ts";

describe("the server's translations", () => {
  it("reads a language from disk only when it is first asked for, then keeps it", async () => {
    const module = await import("./i18n-resources.server.ts");
    const before = module.languagesRead;
    const first = module.resources.pt;
    expect(module.languagesRead).toBe(before + 1);
    expect(module.resources.pt).toBe(first);
    expect(module.languagesRead).toBe(before + 1);
  });

  it("has every namespace of every supported language, as in locales/", async () => {
    const { resources } = await import("./i18n-resources.server.ts");
    expect(Object.keys(resources).sort()).toEqual([...supportedLanguages].sort());
    for (const language of supportedLanguages) {
      for (const namespace of namespaces) {
        const file = new URL(`../../locales/${language}/${namespace}.json`, import.meta.url);
        expect(resources[language]?.[namespace]).toEqual(JSON.parse(readFileSync(file, "utf8")));
      }
    }
  });
});

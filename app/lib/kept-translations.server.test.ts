import { createInstance, type i18n as I18n } from "i18next";
import { describe, expect, it } from "vitest";
import { keepTranslations } from "./kept-translations.server.ts";

const resources = {
  en: {
    common: {
      greeting: "Hello",
      welcome: "Welcome, {{name}}",
      files_one: "{{count}} file",
      files_other: "{{count}} files",
      nested: { title: "Nested title" },
      list: ["one", "two"],
    },
    other: { greeting: "Hi from other" },
  },
  fr: { common: { greeting: "Bonjour", files_one: "{{count}} fichier", files_other: "{{count}} fichiers" } },
};

async function instance(lng: string, kept: boolean) {
  const created = createInstance({
    resources,
    ns: ["common", "other"],
    defaultNS: "common",
    fallbackLng: "en",
    interpolation: { escapeValue: false },
    lng,
  });
  if (kept) keepTranslations(created);
  await created.init();
  return created;
}

/** getFixedT as react-i18next calls it, with the fourth argument i18next's types leave out. */
type Translate = (key: string, options?: never) => unknown;
const fixedT = (i18n: I18n, lng: string, keyPrefix?: string, scope?: { scopeNs: readonly string[] }): Translate =>
  (i18n.getFixedT as unknown as (...args: unknown[]) => Translate)(lng, "common", keyPrefix, scope);

describe("keepTranslations", () => {
  it("answers every kind of call exactly as i18next does, the first time and again", async () => {
    for (const lng of ["en", "fr"]) {
      const plain = await instance(lng, false);
      const kept = await instance(lng, true);
      const calls: [string, unknown?][] = [
        ["greeting"],
        ["welcome", { name: "Ada" }],
        ["welcome", { name: "Grace" }],
        ["files", { count: 1 }],
        ["files", { count: 7 }],
        ["missing.key", "A default text"],
        ["nested.title"],
        ["list", { returnObjects: true }],
        ["greeting", { ns: "other" }],
        ["welcome", { name: { toString: () => "Object name" } }],
      ];
      for (const round of [1, 2]) {
        for (const [keyPrefix, scope] of [
          [undefined, undefined],
          ["nested", undefined],
          [undefined, { scopeNs: ["common", "other"] }],
        ] as const) {
          const expected = fixedT(plain, lng, keyPrefix, scope);
          const actual = fixedT(kept, lng, keyPrefix, scope);
          for (const [key, options] of calls) {
            expect(actual(key, options as never), `${lng} ${keyPrefix} ${key} round ${round}`).toEqual(
              expected(key, options as never),
            );
          }
        }
      }
    }
  });

  it("keeps one translator per language, namespace and prefix, with i18next's own fields", async () => {
    const kept = await instance("en", true);
    const first = kept.getFixedT("en", "common");
    expect(kept.getFixedT("en", "common")).toBe(first);
    expect(fixedT(kept, "en", undefined, { scopeNs: ["common"] })).toBe(
      fixedT(kept, "en", undefined, { scopeNs: ["common"] }),
    );
    expect(kept.getFixedT("fr", "common")).not.toBe(first);
    expect(kept.getFixedT("fr", "common")("greeting")).toBe("Bonjour");
    const fields = first as unknown as { lng?: string; ns?: string };
    expect(fields.lng).toBe("en");
    expect(fields.ns).toBe("common");
  });

  it("does not hand the same object to two callers when asked for objects", async () => {
    const kept = await instance("en", true);
    const t = kept.getFixedT("en", "common");
    const first = t("list", { returnObjects: true }) as unknown as string[];
    first.push("changed");
    expect(t("list", { returnObjects: true })).toEqual(["one", "two"]);
  });

  it("answers whether a namespace is loaded as i18next does, before and after init", async () => {
    const plain = createInstance({ resources, ns: ["common"], defaultNS: "common", lng: "en" });
    const kept = createInstance({ resources, ns: ["common"], defaultNS: "common", lng: "en" });
    keepTranslations(kept);
    expect(kept.hasLoadedNamespace("common")).toBe(plain.hasLoadedNamespace("common"));
    await Promise.all([plain.init(), kept.init()]);
    for (const [ns, lng] of [
      ["common", undefined],
      ["common", "fr"],
      ["other", "en"],
    ] as const) {
      expect(kept.hasLoadedNamespace(ns, { lng })).toBe(plain.hasLoadedNamespace(ns, { lng }));
      expect(kept.hasLoadedNamespace(ns, { lng })).toBe(plain.hasLoadedNamespace(ns, { lng }));
    }
  });
});

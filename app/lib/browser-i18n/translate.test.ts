import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createInstance, type i18n as I18n } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import {
  browserI18nextOptions,
  defaultNamespace,
  fallbackLanguage,
  namespaces,
  serverOnlyNamespaces,
  supportedLanguages,
} from "../i18n.ts";
import { englishFallbackFor } from "./english-fallback.ts";
import { type Resources, type TranslateOptions, translate, unsupportedOptions } from "./translate.ts";

/**
 * The browser's translator against i18next (ADR 0085): for every key of every namespace in all 19
 * languages, with and without values, with the plural counts 0, 1, 2, 5 and 21 where the key has
 * plural forms in any language, and through the `namespace:key` form, the two answer the same
 * text. i18next runs with the options of app/entry.client.tsx (`browserI18nextOptions`).
 */
const localesDirectory = fileURLToPath(new URL("../../../locales/", import.meta.url));
const resources: Resources = {};
for (const language of readdirSync(localesDirectory)) {
  resources[language] = {};
  for (const file of readdirSync(path.join(localesDirectory, language)).filter((name) => name.endsWith(".json")))
    resources[language][file.slice(0, -".json".length)] = JSON.parse(
      readFileSync(path.join(localesDirectory, language, file), "utf8"),
    );
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const placeholder = /\{\{(.+?)\}\}/g;
const counts = [0, 1, 2, 5, 21];
/** Counts that pick other plural forms than whole numbers do in some languages. */
const fractions = [1.5, 0.5, 1_000_000];
/** A language's namespaces as the browser's chunks hold them (without the server's). */
const browserNamespaces = (language: string) =>
  Object.fromEntries(
    Object.entries(resources[language] ?? {}).filter(([namespace]) => !serverOnlyNamespaces.includes(namespace)),
  );

type Key = { texts: string[]; plural: boolean };

/** namespace → key (plural suffix removed) → the texts it has in any language, and whether it has plural forms. */
function keysOf(): Map<string, Map<string, Key>> {
  const byNamespace = new Map<string, Map<string, Key>>();
  const walk = (namespace: string, node: unknown, prefix: string) => {
    if (typeof node === "string") {
      const keys = byNamespace.get(namespace) ?? new Map<string, Key>();
      byNamespace.set(namespace, keys);
      const key = prefix.replace(pluralSuffix, "");
      const entry = keys.get(key) ?? { texts: [], plural: false };
      keys.set(key, { texts: [...entry.texts, node], plural: entry.plural || key !== prefix });
      return;
    }
    if (typeof node === "object" && node !== null)
      for (const [part, child] of Object.entries(node)) walk(namespace, child, prefix ? `${prefix}.${part}` : part);
  };
  for (const bundles of Object.values(resources))
    for (const [namespace, tree] of Object.entries(bundles)) walk(namespace, tree, "");
  return byNamespace;
}

function optionSets({ texts, plural }: Key): TranslateOptions[] {
  const names = new Set(texts.flatMap((text) => [...text.matchAll(placeholder)].map((match) => match[1]!.trim())));
  names.delete("count");
  const values = Object.fromEntries([...names].map((name, index) => [name, `«${name} ${index}»`]));
  const sets: TranslateOptions[] = [{}, values];
  if (plural) for (const count of counts) sets.push({ count }, { ...values, count });
  return sets;
}

const instances = new Map<string, I18n>();
beforeAll(async () => {
  for (const language of supportedLanguages) {
    const instance = createInstance();
    await instance.init(browserI18nextOptions(language, resources));
    instances.set(language, instance);
  }
});

describe("the browser's translator answers as i18next", () => {
  const keys = keysOf();

  it("covers every namespace of the app and enough keys to mean something", () => {
    expect([...keys.keys()].sort()).toEqual([...namespaces].sort());
    expect([...keys.values()].reduce((sum, map) => sum + map.size, 0)).toBeGreaterThan(1000);
  });

  it.each([...supportedLanguages])("%s: every key, with and without values and counts", (language) => {
    const instance = instances.get(language)!;
    const mismatches: string[] = [];
    let compared = 0;
    for (const [namespace, byKey] of keys) {
      const fixed = instance.getFixedT(language, namespace);
      for (const [key, entry] of byKey)
        for (const options of optionSets(entry)) {
          const expected = [fixed(key, { ...options }), instance.t(`${namespace}:${key}`, { ...options })];
          const actual = [
            translate(resources, language, fallbackLanguage, namespace, key, options),
            translate(resources, language, fallbackLanguage, defaultNamespace, `${namespace}:${key}`, options),
          ];
          compared += 2;
          if (actual[0] !== expected[0] || actual[1] !== expected[1])
            mismatches.push(`${namespace}:${key} ${JSON.stringify(options)}: ${actual} ≠ ${expected}`);
        }
    }
    expect(mismatches.slice(0, 20)).toEqual([]);
    expect(compared).toBeGreaterThan(5000);
  });

  it.each(supportedLanguages.filter((language) => language !== fallbackLanguage))(
    "%s: with only the English it still needs (ADR 0115), every key answers as with all of English",
    (language) => {
      const browser: Resources = {
        [language]: resources[language]!,
        [fallbackLanguage]: englishFallbackFor(
          language,
          browserNamespaces(fallbackLanguage),
          browserNamespaces(language),
        ),
      };
      const mismatches: string[] = [];
      for (const [namespace, byKey] of keys)
        for (const [key, entry] of byKey)
          for (const options of [...optionSets(entry), ...fractions.map((count) => ({ count }))]) {
            const expected = translate(resources, language, fallbackLanguage, namespace, key, options);
            const actual = translate(browser, language, fallbackLanguage, namespace, key, options);
            if (actual !== expected)
              mismatches.push(`${namespace}:${key} ${JSON.stringify(options)}: ${actual} ≠ ${expected}`);
          }
      expect(mismatches.slice(0, 20)).toEqual([]);
    },
  );

  it.each([
    ["a missing key", "common", "no.such.key", {}],
    ["a missing key with a default", "firm", "urgency.sideways", { defaultValue: "sideways {{x}}", x: 1 }],
    ["a key of another namespace by prefix", "chat", "billing:subscription.updated", {}],
    ["a sentence with a colon is not a namespace", "common", "Note: this, that", {}],
    ["a path to a group of keys", "common", "actions", {}],
    ["a value that looks like a placeholder", "chat", "usage.warning", { used: "{{limit}}", limit: 3, remaining: 1 }],
    ["values passed as undefined and null", "chat", "usage.warning", { used: undefined, limit: null }],
  ] as const)("%s", (_, namespace, key, options) => {
    for (const language of ["en", "de", "ar", "ja"]) {
      const expected = instances.get(language)!.getFixedT(language, namespace)(key, { ...options });
      expect(translate(resources, language, fallbackLanguage, namespace, key, { ...options })).toBe(expected);
    }
  });

  it("refuses the options it does not implement instead of answering differently", () => {
    for (const option of [...unsupportedOptions, "defaultValue_one"])
      expect(() => translate(resources, "en", "en", "common", "actions.back", { [option]: "x" })).toThrow(option);
  });
});

/**
 * Rules the app's translations do not exercise today (every language is complete, and only Arabic
 * has `_zero` forms, which its plural rules pick anyway), on small resources made for them.
 */
describe("the browser's translator answers as i18next where the translations do not reach", () => {
  const made: Resources = {
    en: {
      common: { items_zero: "none", items_one: "one item", items_other: "{{count}} items", only: "English only" },
      other: { deep: { key: "deep {{a.b}}" } },
    },
    de: { common: { items_one: "ein Stück", items_other: "{{count}} Stück" } },
    ar: { common: { title: "عنوان" } },
    pl: { common: { items_one: "jeden", items_few: "{{count}} sztuki", items_many: "{{count}} sztuk" } },
  };
  type Case = [string, string, TranslateOptions];
  const cases: Case[] = [
    ["only", "common", {}],
    ["items", "common", {}],
    ["other:deep.key", "common", { a: { b: "B" } }],
    ["deep.key", "other", { a: { b: "B" } }],
    ["deep", "other", {}],
    ...counts.map((count): Case => ["items", "common", { count }]),
  ];

  it.each(["de", "ar", "pl"])("%s: with only the English it still needs, as with all of English", (language) => {
    const browser: Resources = {
      [language]: made[language]!,
      [fallbackLanguage]: englishFallbackFor(language, made[fallbackLanguage]!, made[language]!),
    };
    for (const [key, namespace, options] of [
      ...cases,
      ...fractions.map((count): Case => ["items", "common", { count }]),
    ])
      expect(
        translate(browser, language, fallbackLanguage, namespace, key, options),
        `${key} ${JSON.stringify(options)}`,
      ).toBe(translate(made, language, fallbackLanguage, namespace, key, options));
  });

  it.each(["en", "de", "ar", "pl"])("%s", async (language) => {
    const instance = createInstance();
    await instance.init({ ...browserI18nextOptions(language, made), ns: ["common", "other"] });
    for (const [key, namespace, options] of cases)
      expect(
        translate(made, language, fallbackLanguage, namespace, key, options),
        `${key} ${JSON.stringify(options)}`,
      ).toBe(instance.getFixedT(language, namespace)(key, { ...options }));
  });
});

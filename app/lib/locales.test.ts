import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { fallbackLanguage, supportedLanguages } from "./i18n.ts";

// English is the source of truth and is read at run time, so a new English key fails this test
// until every language has it. Every namespace listed here must be complete; a new namespace may
// start outside the list, its untranslated keys reported (console.warn), not failed, while written.
const localesDir = fileURLToPath(new URL("../../locales/", import.meta.url));
const strictNamespaces = new Set([
  "common",
  "chat",
  "errors",
  "lawyers",
  "workspace",
  "files",
  "auth",
  "settings",
  "firm",
  "billing",
  "business",
  "agent",
  "stewardship",
]);
const translatedLanguages = supportedLanguages.filter((language) => language !== fallbackLanguage);
/** Untranslated keys of the non-strict namespaces: namespace → key → languages lacking it. */
const untranslated = new Map<string, Map<string, string[]>>();

type Entry = { key: string; value: unknown };
type PluralGroup = { type: Intl.PluralRuleType; english: Map<string, string> };

const pluralSuffix = /^(.+?)(_ordinal)?_(zero|one|two|few|many|other)$/;
const placeholderPattern = /\{\{\s*([^{}]*?)\s*\}\}/g;
const nestingPattern = /\$t\([^()]*\)/g;

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, "utf8"));
}

/** Leaves of a translation file as dotted keys (i18next's default key separator). */
function flatten(value: unknown, prefix = ""): Entry[] {
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
  }
  return [{ key: prefix, value }];
}

function placeholders(text: string): Set<string> {
  return new Set([...text.matchAll(placeholderPattern)].map((match) => match[1]));
}

function nestings(text: string): string[] {
  return [...text.matchAll(nestingPattern)].map((match) => match[0]).sort();
}

function categories(language: string, type: Intl.PluralRuleType): string[] {
  return new Intl.PluralRules(language, { type }).resolvedOptions().pluralCategories;
}

/** A plural form that stands for exactly one number (Arabic zero/one/two, English one) may spell it out. */
function singleNumberCategory(language: string, type: Intl.PluralRuleType, category: string): boolean {
  const rules = new Intl.PluralRules(language, { type });
  let matches = 0;
  for (let n = 0; n <= 1000 && matches < 2; n++) if (rules.select(n) === category) matches++;
  return matches === 1;
}

const englishNamespaces = readdirSync(join(localesDir, fallbackLanguage))
  .filter((file) => file.endsWith(".json"))
  .map((file) => file.slice(0, -".json".length))
  .sort();

/** English keys split into plain keys and plural groups (base key → English forms). */
function englishShape(namespace: string) {
  const entries = flatten(readJson(join(localesDir, fallbackLanguage, `${namespace}.json`)));
  const englishKeys = new Set(entries.map((entry) => entry.key));
  const plain = new Map<string, unknown>();
  const plurals = new Map<string, PluralGroup>();
  for (const { key, value } of entries) {
    const match = pluralSuffix.exec(key);
    // Only a key whose _other form exists is a plural; "step_one" alone is an ordinary key.
    if (match && englishKeys.has(`${match[1]}${match[2] ?? ""}_other`)) {
      const base = `${match[1]}${match[2] ?? ""}`;
      const group = plurals.get(base) ?? { type: match[2] ? "ordinal" : "cardinal", english: new Map() };
      group.english.set(match[3], String(value));
      plurals.set(base, group);
    } else {
      plain.set(key, value);
    }
  }
  return { plain, plurals };
}

type Expected = { source: string; sources: string[]; countOptional: boolean };

/** Every key a language needs for a namespace, with the English text it must carry the placeholders of. */
function expectedKeys(language: string, namespace: string): Map<string, Expected> {
  const { plain, plurals } = englishShape(namespace);
  const expected = new Map<string, Expected>();
  for (const [key, value] of plain) {
    expected.set(key, { source: String(value), sources: [String(value)], countOptional: false });
  }
  for (const [base, group] of plurals) {
    const sources = [...group.english.values()];
    for (const category of categories(language, group.type)) {
      expected.set(`${base}_${category}`, {
        source: group.english.get(category) ?? group.english.get("other")!,
        sources,
        countOptional: singleNumberCategory(language, group.type, category),
      });
    }
  }
  return expected;
}

describe("locales", () => {
  afterAll(() => {
    for (const [namespace, keys] of untranslated) {
      const languages = new Set([...keys.values()].flat());
      const sample = [...keys.keys()].slice(0, 5).join(", ");
      console.warn(
        `locales: ${keys.size} key(s) of ${namespace}.json not translated yet in ${languages.size} language(s) ` +
          `(${[...languages].join(", ")}): ${sample}${keys.size > 5 ? ", …" : ""}`,
      );
    }
  });

  it("has a directory only for supported languages, and English has the plural forms it needs", () => {
    const directories = readdirSync(localesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(directories.filter((name) => !supportedLanguages.includes(name as never))).toEqual([]);
    for (const namespace of englishNamespaces) {
      const entries = flatten(readJson(join(localesDir, fallbackLanguage, `${namespace}.json`)));
      const keys = new Set(entries.map((entry) => entry.key));
      expect(
        [...expectedKeys(fallbackLanguage, namespace).keys()].filter((key) => !keys.has(key)),
        namespace,
      ).toEqual([]);
    }
  });

  describe.each(translatedLanguages)("%s", (language) => {
    it("has no namespace that English lacks", () => {
      const files = existsSync(join(localesDir, language)) ? readdirSync(join(localesDir, language)) : [];
      const extra = files.filter((file) => file.endsWith(".json") && !englishNamespaces.includes(file.slice(0, -5)));
      expect(extra).toEqual([]);
    });

    it.each(englishNamespaces)("%s matches English", (namespace) => {
      const file = join(localesDir, language, `${namespace}.json`);
      expect(existsSync(file), `${language}/${namespace}.json exists`).toBe(true);

      const entries = flatten(readJson(file));
      const translated = new Map(entries.map((entry) => [entry.key, entry.value]));
      const expected = expectedKeys(language, namespace);

      const problems: string[] = [];
      const missing = [...expected.keys()].filter((key) => !translated.has(key));
      if (strictNamespaces.has(namespace)) {
        for (const key of missing) problems.push(`${key}: missing`);
      } else {
        for (const key of missing) {
          const keys = untranslated.get(namespace) ?? new Map<string, string[]>();
          keys.set(key, [...(keys.get(key) ?? []), language]);
          untranslated.set(namespace, keys);
        }
      }

      for (const [key, value] of translated) {
        const source = expected.get(key);
        if (!source) {
          problems.push(`${key}: not an English key (or a plural form ${language} does not use)`);
          continue;
        }
        if (typeof value !== "string") {
          problems.push(`${key}: not a string`);
          continue;
        }
        if (value.trim() === "") problems.push(`${key}: empty`);
        const found = placeholders(value);
        for (const name of placeholders(source.source)) {
          if (!found.has(name) && !(name === "count" && source.countOptional))
            problems.push(`${key}: lacks {{${name}}}`);
        }
        const allowed = new Set(source.sources.flatMap((text) => [...placeholders(text)]));
        for (const name of found) if (!allowed.has(name)) problems.push(`${key}: unknown {{${name}}}`);
        if (nestings(value).join() !== nestings(source.source).join()) problems.push(`${key}: $t() references differ`);
      }
      expect(problems, `${language}/${namespace}.json`).toEqual([]);
    });
  });
});

import { describe, expect, it } from "vitest";
import { englishFallbackFor } from "./english-fallback.ts";

const english = {
  common: {
    title: "Title",
    actions: { back: "Back", next: "Next" },
    items_one: "one item",
    items_other: "{{count}} items",
    files_one: "one file",
    files_other: "{{count}} files",
  },
  chat: { hello: "Hello" },
};

/** The same keys with other texts: a language that translated everything. */
function translatedEverywhere(tree: Record<string, unknown>): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, node]) => [
      key,
      typeof node === "object" && node !== null ? translatedEverywhere(node as Record<string, unknown>) : `«${node}»`,
    ]),
  ) as Record<string, Record<string, unknown>>;
}

describe("the English a language still needs", () => {
  it("is nothing for a complete language", () => {
    expect(englishFallbackFor("de", english, translatedEverywhere(english))).toEqual({});
  });

  it("keeps the keys a language lacks, nested as English has them, and a namespace it lacks", () => {
    const partial = {
      common: { title: "Titel", actions: { back: "Zurück" }, items_one: "eins", items_other: "{{count}}" },
    };
    expect(englishFallbackFor("de", english, partial)).toEqual({
      common: { actions: { next: "Next" }, files_one: "one file", files_other: "{{count}} files" },
      chat: { hello: "Hello" },
    });
  });

  it("keeps a whole plural group when the language lacks a form its rules pick, and English's forms it lacks by name", () => {
    // Polish picks one, few, many and other: without `_many`, a count of 5 reaches English's `_other`.
    const translated = translatedEverywhere(english);
    const polish = {
      ...translated,
      common: {
        ...translated.common,
        items_few: "{{count}} sztuki",
        files_few: "{{count}} pliki",
        files_many: "{{count}} plików",
      },
    };
    expect(englishFallbackFor("pl", english, polish)).toEqual({
      common: { items_one: "one item", items_other: "{{count}} items" },
    });
    // Japanese has one form (other): English's `_one` is kept by name only.
    const { items_one: _items, files_one: _files, ...japaneseCommon } = translated.common!;
    const japanese = { ...translated, common: japaneseCommon };
    expect(englishFallbackFor("ja", english, japanese)).toEqual({
      common: { items_one: "one item", files_one: "one file" },
    });
  });
});

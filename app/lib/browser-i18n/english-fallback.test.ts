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

describe("the English a language still needs", () => {
  it("is nothing for a complete language", () => {
    const german = {
      common: {
        title: "Titel",
        actions: { back: "Zurück", next: "Weiter" },
        items_one: "ein Stück",
        items_other: "{{count}} Stück",
        files_one: "eine Datei",
        files_other: "{{count}} Dateien",
      },
      chat: { hello: "Hallo" },
    };
    expect(englishFallbackFor("de", english, german)).toEqual({});
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
    const polish = {
      common: {
        title: "Tytuł",
        actions: { back: "Wstecz", next: "Dalej" },
        items_one: "jeden",
        items_few: "{{count}} sztuki",
        items_other: "{{count}} sztuki",
        files_one: "plik",
        files_few: "{{count}} pliki",
        files_many: "{{count}} plików",
        files_other: "{{count}} pliku",
      },
      chat: { hello: "Cześć" },
    };
    expect(englishFallbackFor("pl", english, polish)).toEqual({
      common: { items_one: "one item", items_other: "{{count}} items" },
    });
    // Japanese has one form (other): English's `_one` is kept by name only.
    const japanese = {
      common: {
        title: "タイトル",
        actions: { back: "戻る", next: "次へ" },
        items_other: "{{count}} 件",
        files_other: "{{count}} ファイル",
      },
      chat: { hello: "こんにちは" },
    };
    expect(englishFallbackFor("ja", english, japanese)).toEqual({
      common: { items_one: "one item", files_one: "one file" },
    });
  });
});

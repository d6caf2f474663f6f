import { describe, expect, it } from "vitest";
import { visitorLanguageForTurn } from "./visitor-language.server.ts";

describe("the language a turn is answered in", () => {
  const spanish = "Mi casero quiere desalojarme y tengo una audiencia la próxima semana.";

  it("is the message's language when it is clear, whatever the page and the past say", () => {
    expect(visitorLanguageForTurn({ text: spanish, pageLanguage: "en", stored: "fr" })).toEqual({
      language: "es",
      detected: "es",
    });
  });

  it("keeps the conversation's language for a short message, then falls back to the page, then English", () => {
    expect(visitorLanguageForTurn({ text: "ok", pageLanguage: "en", stored: "es" })).toEqual({
      language: "es",
      detected: null,
    });
    expect(visitorLanguageForTurn({ text: "123", pageLanguage: "de", stored: null })).toEqual({
      language: "de",
      detected: null,
    });
    expect(visitorLanguageForTurn({ text: "yes", pageLanguage: null, stored: null })).toEqual({
      language: "en",
      detected: null,
    });
    // Values that are not interface languages are ignored.
    expect(visitorLanguageForTurn({ text: "ok", pageLanguage: "xx", stored: "zz" })).toEqual({
      language: "en",
      detected: null,
    });
  });

  it("does not read the page's own words for the visitor as their language", () => {
    expect(
      visitorLanguageForTurn({
        text: "I've shared my contact details.",
        pageLanguage: "en",
        stored: "es",
        fromText: false,
      }),
    ).toEqual({
      language: "es",
      detected: null,
    });
    expect(
      visitorLanguageForTurn({ text: "I've shared my contact details.", pageLanguage: "en", stored: "es" }).language,
    ).toBe("en");
  });
});

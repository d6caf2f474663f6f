import type { Language } from "~/lib/i18n.ts";

/**
 * The interface languages named in English, for the model's instructions ("Spanish (es)"): the
 * native names in app/lib/native-language-names.ts are for people choosing a language, these are for the prompt.
 * Client-safe, no I/O.
 */
export const englishLanguageNames: Record<Language, string> = {
  en: "English",
  pt: "Portuguese",
  ar: "Arabic",
  es: "Spanish",
  ja: "Japanese",
  zh: "Chinese (Simplified)",
  vi: "Vietnamese",
  de: "German",
  fr: "French",
  hi: "Hindi",
  uk: "Ukrainian",
  id: "Indonesian",
  th: "Thai",
  ko: "Korean",
  pl: "Polish",
  it: "Italian",
  ru: "Russian",
  tr: "Turkish",
  nl: "Dutch",
};

/** "Spanish (es)". */
export function describeLanguage(language: Language): string {
  return `${englishLanguageNames[language]} (${language})`;
}

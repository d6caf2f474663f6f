import type { InitOptions, Resource } from "i18next";

/** Interface languages of the spec; the first nine are the core set. Client-safe. */
export const supportedLanguages = [
  "en",
  "pt",
  "ar",
  "es",
  "ja",
  "zh",
  "vi",
  "de",
  "fr",
  "hi",
  "uk",
  "id",
  "th",
  "ko",
  "pl",
  "it",
  "ru",
  "tr",
  "nl",
] as const;

export type Language = (typeof supportedLanguages)[number];
export const fallbackLanguage: Language = "en";
export const namespaces = [
  "common",
  "auth",
  "settings",
  "chat",
  "billing",
  "errors",
  "lawyers",
  "firm",
  "workspace",
  "files",
  "agent",
  "business",
  "stewardship",
] as const;
export const defaultNamespace = "common";
/**
 * Namespaces only the server reads (the built-in assistant's replies): the browser's translation
 * chunks leave them out (ADR 0085), and app/lib/browser-i18n/usage.test.ts fails when browser code asks for one.
 */
export const serverOnlyNamespaces: readonly string[] = ["agent"];

/** Only Arabic is written right to left. */
export function directionOf(language: string): "rtl" | "ltr" {
  return language === "ar" ? "rtl" : "ltr";
}

export function isSupportedLanguage(value: string | null | undefined): value is Language {
  return supportedLanguages.includes(value as Language);
}

/**
 * The options the browser's i18next starts with (app/entry.client.tsx); the browser translator's
 * tests (app/lib/browser-i18n/translate.test.ts) compare it against an i18next started with these.
 */
export function browserI18nextOptions(language: string, resources: Resource): InitOptions {
  return {
    lng: language,
    fallbackLng: fallbackLanguage,
    ns: [...namespaces],
    defaultNS: defaultNamespace,
    resources,
    interpolation: { escapeValue: false },
  };
}

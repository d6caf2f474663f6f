import type { Language } from "./i18n.ts";

/**
 * Native names, for language pickers. Apart from app/lib/i18n.ts, which every page loads, so that
 * only the pages with a picker carry them (ADR 0115). Client-safe.
 */
export const languageNames: Record<Language, string> = {
  en: "English",
  pt: "Português",
  ar: "العربية",
  es: "Español",
  ja: "日本語",
  zh: "中文",
  vi: "Tiếng Việt",
  de: "Deutsch",
  fr: "Français",
  hi: "हिन्दी",
  uk: "Українська",
  id: "Bahasa Indonesia",
  th: "ไทย",
  ko: "한국어",
  pl: "Polski",
  it: "Italiano",
  ru: "Русский",
  tr: "Türkçe",
  nl: "Nederlands",
};

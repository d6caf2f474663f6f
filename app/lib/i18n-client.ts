import i18next from "i18next";
import localeBundles from "virtual:locale-bundles";
import { fallbackLanguage, namespaces } from "./i18n.ts";

/** A language's translations: namespace → nested keys → text. */
type Namespaces = Record<string, Record<string, unknown>>;

/** The languages whose every translation the browser holds (English may hold only a fallback's part). */
const complete = new Set<string>();

/**
 * A language's translations, every namespace in one chunk of the application's own bundle (ADR
 * 0073), and for another language than English the English keys it still needs (ADR 0115).
 */
async function loadLanguage(language: string): Promise<{ translations: Namespaces; englishFallback?: Namespaces }> {
  const load = localeBundles[language];
  const bundle = load ? await load() : { default: {} };
  const translations = Object.fromEntries(
    namespaces
      .filter((namespace) => namespace in bundle.default)
      .map((namespace) => [namespace, bundle.default[namespace]!]),
  );
  return { translations, englishFallback: bundle.englishFallback };
}

/**
 * The resources the browser's translator starts with (app/entry.client.tsx): the page's language
 * and, for another language, only the English it falls back to, not all of English (ADR 0115).
 */
export async function startingResources(language: string): Promise<Record<string, Namespaces>> {
  const { translations, englishFallback } = await loadLanguage(language);
  complete.add(language);
  if (language === fallbackLanguage) return { [language]: translations };
  if (englishFallback) return { [language]: translations, [fallbackLanguage]: englishFallback };
  // A language without a chunk of its own: all of English.
  complete.add(fallbackLanguage);
  return { [language]: translations, [fallbackLanguage]: (await loadLanguage(fallbackLanguage)).translations };
}

/**
 * Switches the browser to a language, loading its translations first, and all of English with them
 * the first time (the page's language may have needed only part of it).
 */
export async function switchLanguage(language: string): Promise<void> {
  if (i18next.language === language) return;
  const missing = [...new Set([language, fallbackLanguage])].filter((code) => !complete.has(code));
  const loaded = await Promise.all(missing.map(loadLanguage));
  missing.forEach((code, index) => {
    for (const [namespace, bundle] of Object.entries(loaded[index]!.translations))
      i18next.addResourceBundle(code, namespace, bundle, true, true);
    complete.add(code);
  });
  await i18next.changeLanguage(language);
}

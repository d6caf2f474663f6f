import i18next from "i18next";
import localeBundles from "virtual:locale-bundles";
import { namespaces } from "./i18n.ts";

/** A language's translations, every namespace in one chunk of the application's own bundle (ADR 0073). */
type Bundle = Record<string, Record<string, unknown>>;

/** Adds a language's translations to the browser's i18next (once) and returns them. */
export async function loadLanguage(language: string): Promise<Record<string, Record<string, unknown>>> {
  const load = localeBundles[language];
  const bundle: Bundle = load ? (await load()).default : {};
  return Object.fromEntries(
    namespaces.filter((namespace) => namespace in bundle).map((namespace) => [namespace, bundle[namespace]!]),
  );
}

/** Switches the browser to a language, loading its translations first. */
export async function switchLanguage(language: string): Promise<void> {
  if (i18next.language === language) return;
  if (!i18next.hasResourceBundle(language, "common")) {
    for (const [namespace, bundle] of Object.entries(await loadLanguage(language))) {
      i18next.addResourceBundle(language, namespace, bundle, true, true);
    }
  }
  await i18next.changeLanguage(language);
}

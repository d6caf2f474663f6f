import i18next from "i18next";
import { namespaces } from "./i18n.ts";

// Translations come from the application's own bundle: one chunk per language and namespace.
const files = import.meta.glob<{ default: Record<string, unknown> }>("../../locales/*/*.json");

/** Adds a language's translations to the browser's i18next (once) and returns them. */
export async function loadLanguage(language: string): Promise<Record<string, Record<string, unknown>>> {
  const loaded: Record<string, Record<string, unknown>> = {};
  await Promise.all(
    namespaces.map(async (namespace) => {
      const load = files[`../../locales/${language}/${namespace}.json`];
      if (load) loaded[namespace] = (await load()).default;
    }),
  );
  return loaded;
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

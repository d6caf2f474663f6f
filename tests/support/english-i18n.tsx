import { readFileSync } from "node:fs";
import { createInstance, type i18n as I18n } from "i18next";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";

/** A namespace's English texts, as the app ships them (locales/en/<namespace>.json). */
export function englishTexts(namespace: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`../../locales/en/${namespace}.json`, import.meta.url), "utf8"));
}

/**
 * An i18next instance for a component test: English, the given namespaces read from locales/en,
 * the first the default, interpolation unescaped (React escapes).
 */
export async function englishI18n(namespaces: [string, ...string[]]): Promise<I18n> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: "en",
    ns: namespaces,
    defaultNS: namespaces[0],
    resources: { en: Object.fromEntries(namespaces.map((namespace) => [namespace, englishTexts(namespace)])) },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

/** The static HTML of `node` rendered with `i18n`'s texts. */
export function renderWithI18n(i18n: I18n, node: ReactNode): string {
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

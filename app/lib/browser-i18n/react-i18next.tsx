import { type ReactNode, useMemo, useSyncExternalStore } from "react";
import i18next from "./i18next.ts";

/**
 * What the browser build imports as `react-i18next` (ADR 0085; the alias is in vite.config.ts,
 * client build only): `useTranslation(namespace)` gives `t` fixed to the current language and the
 * first namespace asked for (react-i18next's default), and `i18n`; a change of language renders
 * its users again, as react-i18next's `languageChanged` binding does.
 */
export const initReactI18next = { type: "3rdParty", init() {} };

/** The instance is a module singleton, so the provider only passes its children through. */
export function I18nextProvider({ children }: { i18n?: unknown; children?: ReactNode }) {
  return children;
}

const currentLanguage = () => i18next.language;

export function useTranslation(namespaces?: string | readonly string[]) {
  const language = useSyncExternalStore(i18next.subscribe, currentLanguage, currentLanguage);
  const namespace = (typeof namespaces === "string" ? namespaces : namespaces?.[0]) || "";
  return useMemo(
    () => ({ t: i18next.getFixedT(language, namespace), i18n: i18next, ready: true }),
    [language, namespace],
  );
}

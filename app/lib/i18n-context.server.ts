import type { i18n as I18n } from "i18next";
import { createContext, type RouterContextProvider } from "react-router";
import { fallbackLanguage } from "./i18n.ts";

/**
 * The request's language and its i18next instance, set by the i18n middleware
 * (app/middleware/i18n.server.ts, which re-exports the readers). The tokens live here, beside the
 * other request-context tokens, so code below the middleware can read them (ADR 0075).
 */
export const localeContext = createContext<string>(fallbackLanguage);
export const i18nContext = createContext<I18n | null>(null);

export function getLocale(context: Readonly<RouterContextProvider>): string {
  return context.get(localeContext);
}

export function getInstance(context: Readonly<RouterContextProvider>): I18n {
  const instance = context.get(i18nContext);
  if (!instance) throw new Error("The i18n middleware did not run for this request");
  return instance;
}

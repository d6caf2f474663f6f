import { initReactI18next } from "react-i18next";
import { createCookie } from "react-router";
import { createI18nextMiddleware } from "remix-i18next/middleware";
import { defaultNamespace, fallbackLanguage, namespaces, supportedLanguages } from "../lib/i18n.ts";
import { resources } from "../lib/i18n-resources.server.ts";

/** The visitor's language: ?lng=, then the lng cookie, then Accept-Language, then English. */
export const localeCookie = createCookie("lng", { path: "/", sameSite: "lax", httpOnly: true, maxAge: 365 * 24 * 3600 });

export const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage,
    cookie: localeCookie,
    order: ["searchParams", "cookie", "header"],
  },
  i18next: {
    resources,
    ns: [...namespaces],
    defaultNS: defaultNamespace,
    fallbackLng: fallbackLanguage,
    interpolation: { escapeValue: false },
  },
  plugins: [initReactI18next],
});

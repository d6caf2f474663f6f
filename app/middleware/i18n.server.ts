import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { type Cookie, createCookie, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { secureCookies } from "~/lib/cookies.server.ts";
import { LanguageDetector } from "remix-i18next/server";
import { defaultNamespace, fallbackLanguage, namespaces, supportedLanguages } from "~/lib/i18n.ts";
import { resources } from "~/lib/i18n-resources.server.ts";
import { getLocale, i18nContext, localeContext } from "~/lib/i18n-context.server.ts";
import { keepTranslations } from "~/lib/kept-translations.server.ts";

/**
 * The visitor's language: ?lng=, then the lng cookie, then Accept-Language, then English
 * (remix-i18next's LanguageDetector). Unlike remix-i18next's own middleware, which initialises a
 * fresh i18next instance for every request, one instance per language is initialised once and
 * shared: nothing on the server changes an instance's language (the SSR bench measured the
 * per-request instance at about a tenth of the intake page's CPU).
 */
const lngCookies = new Map<boolean, Cookie>();
const lngCookie = (): Cookie => {
  // Secure when the app is served over https (read when used: env() is not ready at import).
  const secure = secureCookies();
  let cookie = lngCookies.get(secure);
  if (!cookie) {
    cookie = createCookie("lng", { path: "/", sameSite: "lax", httpOnly: true, secure, maxAge: 365 * 24 * 3600 });
    lngCookies.set(secure, cookie);
  }
  return cookie;
};
export const localeCookie: Cookie = {
  get name() {
    return lngCookie().name;
  },
  get isSigned() {
    return lngCookie().isSigned;
  },
  get expires() {
    return lngCookie().expires;
  },
  parse: (header, options) => lngCookie().parse(header, options),
  serialize: (value, options) => lngCookie().serialize(value, options),
};

const detector = new LanguageDetector({
  supportedLanguages: [...supportedLanguages],
  fallbackLanguage,
  cookie: localeCookie,
  order: ["searchParams", "cookie", "header"],
});

const instances = new Map<string, Promise<I18n>>();

function instanceFor(language: string): Promise<I18n> {
  let instance = instances.get(language);
  if (!instance) {
    const created = createInstance({
      resources,
      ns: [...namespaces],
      defaultNS: defaultNamespace,
      fallbackLng: fallbackLanguage,
      supportedLngs: [...supportedLanguages],
      interpolation: { escapeValue: false },
      lng: language,
    });
    created.use(initReactI18next);
    keepTranslations(created);
    instance = created.init().then(() => created);
    instances.set(language, instance);
  }
  return instance;
}

export const i18nextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const language = await detector.detect(request);
  context.set(localeContext, language);
  context.set(i18nContext, await instanceFor(language));
  return next();
};

// The readers live with their context tokens in app/lib; routes and middleware keep reading them here.
export { getInstance, getLocale } from "~/lib/i18n-context.server.ts";

/** A translator of one namespace in the request's language (English when the middleware did not run, as in tests). */
export async function getFixedTranslator(context: Readonly<RouterContextProvider>, namespace: string) {
  const instance = await instanceFor(getLocale(context));
  return instance.getFixedT(instance.language, namespace);
}

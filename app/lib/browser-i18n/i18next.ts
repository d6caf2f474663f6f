import { type Namespaces, type Resources, type TranslateOptions, translate } from "./translate.ts";

/**
 * What the browser build imports as `i18next` (ADR 0085; the alias is in vite.config.ts, client
 * build only): one instance with the members the app's browser code calls (app/entry.client.tsx,
 * app/lib/i18n-client.ts, `i18next.t`) and that app/lib/browser-i18n/react-i18next.tsx reads. A
 * named import the app adds from "i18next" that is missing here fails the client build.
 */
type InitOptions = { lng: string; fallbackLng: string; defaultNS: string; resources: Resources };
export type Translate = (key: string, options?: TranslateOptions) => string;

const resources: Resources = {};
const listeners = new Set<() => void>();
let fallbackLanguage = "en";
let defaultNamespace = "common";

const i18next = {
  language: "",
  /** Plugins (react-i18next's) need nothing here. */
  use: (_plugin: unknown) => i18next,
  init(options: InitOptions): Promise<Translate> {
    Object.assign(resources, options.resources);
    fallbackLanguage = options.fallbackLng;
    defaultNamespace = options.defaultNS;
    i18next.language = options.lng;
    return Promise.resolve(i18next.t);
  },
  t: (key: string, options?: TranslateOptions): string =>
    translate(resources, i18next.language, fallbackLanguage, defaultNamespace, key, options),
  /** A `t` for one language and namespace, as react-i18next's `useTranslation` asks for. */
  getFixedT:
    (language: string, namespace: string): Translate =>
    (key, options) =>
      translate(resources, language, fallbackLanguage, namespace || defaultNamespace, key, options),
  hasResourceBundle: (language: string, namespace: string): boolean => Boolean(resources[language]?.[namespace]),
  /**
   * Adds a namespace's translations, replacing what the language had there: the app adds each
   * language once, except English, whose full namespaces replace the part another language needed
   * (app/lib/i18n-client.ts), a superset of it; so nothing needs merging.
   */
  addResourceBundle(language: string, namespace: string, bundle: Namespaces[string]) {
    resources[language] = { ...resources[language], [namespace]: bundle };
    return i18next;
  },
  changeLanguage(language: string): Promise<Translate> {
    i18next.language = language;
    for (const listener of listeners) listener();
    return Promise.resolve(i18next.t);
  },
  /** Calls `listener` after every change of language; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export default i18next;

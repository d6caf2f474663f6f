import type { i18n as I18n, TFunction } from "i18next";

/**
 * The server's i18next instances are one per language for the life of the process, and their
 * resources never change (app/middleware/i18n.server.ts), so a translation's text depends only on
 * its key and options. Every page render asked i18next again for every text (`fixedT`, option
 * merging, the resource lookup, interpolation): the largest i18n item of ADR 0091's profile. This
 * keeps, per instance, each translator (`getFixedT` per language, namespace, key prefix and
 * react-i18next's scope of namespaces) and
 * each of its answers that is a string, for calls whose options are absent, a default text, or an
 * object of plain values; anything else (selector functions, nested objects, extra arguments) goes
 * to i18next as before. `hasLoadedNamespace` is kept once true (nothing unloads on the server).
 */
const maxAnswers = 5000;

type Options = Record<string, unknown> | string | undefined;

function answerKey(key: unknown, options: Options, rest: unknown[]): string | null {
  if (typeof key !== "string" || rest.length > 0) return null;
  if (options === undefined) return key;
  if (typeof options === "string") return `${key}\u0000s${options}`;
  if (typeof options !== "object" || options === null || Object.getPrototypeOf(options) !== Object.prototype)
    return null;
  let text = `${key}\u0000o`;
  for (const name of Object.keys(options)) {
    const value = options[name];
    if (value !== null && typeof value === "object") return null;
    if (typeof value === "function" || typeof value === "symbol" || typeof value === "bigint") return null;
    text += `\u0000${name}\u0001${typeof value}\u0001${String(value)}`;
  }
  return text;
}

type LooseTranslator = ((...args: unknown[]) => unknown) & {
  lng?: unknown;
  lngs?: unknown;
  ns?: unknown;
  keyPrefix?: unknown;
};

function keptTranslator(original: TFunction): TFunction {
  const fixed = original as unknown as LooseTranslator;
  const answers = new Map<string, string>();
  const translate = (key: unknown, options?: Options, ...rest: unknown[]) => {
    const cacheKey = answerKey(key, options, rest);
    if (cacheKey !== null) {
      const kept = answers.get(cacheKey);
      if (kept !== undefined) return kept;
    }
    const answer = fixed(key, options, ...rest);
    if (cacheKey !== null && typeof answer === "string") {
      if (answers.size >= maxAnswers) answers.clear();
      answers.set(cacheKey, answer);
    }
    return answer;
  };
  return Object.assign(translate, {
    lng: fixed.lng,
    lngs: fixed.lngs,
    ns: fixed.ns,
    keyPrefix: fixed.keyPrefix,
  }) as unknown as TFunction;
}

const isNames = (value: unknown): boolean =>
  typeof value === "string" || (Array.isArray(value) && value.every((name) => typeof name === "string"));

/** react-i18next's `useTranslation` passes `{ scopeNs: namespaces }` as getFixedT's fourth argument. */
const isScopeOnly = (value: unknown): boolean =>
  typeof value === "object" &&
  value !== null &&
  Object.keys(value).every((name) => name === "scopeNs") &&
  ((value as { scopeNs?: unknown }).scopeNs === undefined || isNames((value as { scopeNs?: unknown }).scopeNs));

export function keepTranslations(instance: I18n): void {
  const getFixedT = instance.getFixedT.bind(instance) as (...args: unknown[]) => TFunction;
  const translators = new Map<string, TFunction>();
  instance.getFixedT = ((lng: unknown, ns: unknown, keyPrefix: unknown, fixedOptions: unknown, ...rest: unknown[]) => {
    const plain =
      rest.length === 0 &&
      (lng == null || typeof lng === "string") &&
      (ns == null || isNames(ns)) &&
      (keyPrefix == null || typeof keyPrefix === "string") &&
      (fixedOptions === undefined || isScopeOnly(fixedOptions));
    if (!plain) return getFixedT(lng, ns, keyPrefix, fixedOptions, ...rest);
    const scopeNs = (fixedOptions as { scopeNs?: unknown } | undefined)?.scopeNs;
    const key = JSON.stringify([lng ?? null, ns ?? null, keyPrefix ?? null, scopeNs ?? null]);
    let translator = translators.get(key);
    if (!translator) {
      translator = keptTranslator(getFixedT(lng, ns, keyPrefix, fixedOptions));
      translators.set(key, translator);
    }
    return translator;
  }) as I18n["getFixedT"];

  const hasLoadedNamespace = instance.hasLoadedNamespace.bind(instance);
  const loaded = new Set<string>();
  instance.hasLoadedNamespace = (ns, options) => {
    const key = `${String(options?.lng ?? "")}\u0000${Array.isArray(ns) ? ns.join("\u0000") : ns}`;
    if (loaded.has(key)) return true;
    const answer = hasLoadedNamespace(ns, options);
    if (answer === true && instance.isInitialized) loaded.add(key);
    return answer;
  };
}

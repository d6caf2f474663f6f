/**
 * The browser's translation lookup (ADR 0085): the part of i18next's `t` that the app's components
 * use, over the same resources, with the app's options (`:` between namespace and key, `.` between
 * key parts, `_` before a plural form, `{{ }}` around a value, values not escaped). The server keeps
 * i18next; `translate.test.ts` checks this against it on every key of every language.
 *
 * Supported: a key in the given namespaces or with its own `namespace:` prefix (i18next's rule for
 * telling a key from a sentence), the language then the fallback language, plural forms by
 * `Intl.PluralRules` with `_zero` first for a count of 0, `defaultValue`, and `{{name}}` or
 * `{{a.b}}` values (a missing value leaves the placeholder; one passed as undefined or null gives
 * ''). Not supported, so refused: context, ordinals, nesting (`$t(…)`), formats (`{{x, f}}`),
 * objects as results, and the other options in `unsupportedOptions`.
 */

/** A language's translations: namespace → nested keys → text. */
export type Namespaces = Record<string, Record<string, unknown>>;
/** Language → its namespaces. */
export type Resources = Record<string, Namespaces>;
/** `count` picks the plural form; `defaultValue` answers a missing key; every other entry is a value for `{{name}}`. */
export type TranslateOptions = { count?: number; defaultValue?: string } & Record<string, unknown>;

/** i18next options the app does not use and this lookup does not implement (a guard: see `translate`). */
export const unsupportedOptions = [
  "context",
  "ordinal",
  "returnObjects",
  "returnDetails",
  "joinArrays",
  "lng",
  "lngs",
  "ns",
  "keyPrefix",
  "replace",
  "interpolation",
  "postProcess",
  "nsSeparator",
  "keySeparator",
  "skipInterpolation",
];

const own = (object: object, key: string) => Object.hasOwn(object, key);
/** i18next reads a key with one of these characters (before its first `.`) as a sentence, not `ns:key`. */
const sentenceCharacter = /[ ,?!;]/;
const placeholder = /\{\{(.+?)\}\}/g;
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralForm(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

/** The value at a `.`-separated path, own properties only. */
function at(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split(".")) {
    if (typeof node !== "object" || node === null || !own(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function splitNamespace(key: string, namespace: string): [string, string] {
  if (!key.includes(":")) return [key, namespace];
  const dot = key.indexOf(".");
  const isPath = !sentenceCharacter.test(key) || (dot > 0 && !sentenceCharacter.test(key.slice(0, dot)));
  if (!isPath) return [key, namespace];
  const [own = "", ...rest] = key.split(":");
  return [rest.join("."), own];
}

function interpolate(text: string, values: TranslateOptions): string {
  return text.replace(placeholder, (match, name: string) => {
    const value = at(values, name.trim());
    if (value === undefined) return own(values, name.trim()) ? "" : match;
    return value === null ? "" : String(value);
  });
}

/**
 * The text for `key` in `language` (then `fallbackLanguage`), looked up in `namespace` unless the
 * key names its own; the key itself when nothing is found, as i18next answers. One namespace, as
 * react-i18next's `t` has (the first of those `useTranslation` names).
 */
export function translate(
  resources: Resources,
  language: string,
  fallbackLanguage: string,
  namespace: string,
  key: string,
  options: TranslateOptions = {},
): string {
  for (const name of unsupportedOptions.concat(Object.keys(options).filter((option) => /^defaultValue./.test(option))))
    if (own(options, name))
      throw new Error(`The browser's translator does not support the "${name}" option (ADR 0085)`);
  const [bare, lookIn] = splitNamespace(key, namespace);
  const languages = language === fallbackLanguage ? [language] : [language, fallbackLanguage];
  const { count, defaultValue } = options;
  let found: unknown;
  search: for (const code of languages) {
    const candidates = [bare];
    if (count !== undefined && typeof count !== "string") {
      candidates.unshift(`${bare}_${pluralForm(code, count)}`);
      if (count === 0) candidates.unshift(`${bare}_zero`);
    }
    for (const candidate of candidates) {
      found = at(resources[code]?.[lookIn], candidate);
      if (found != null) break search;
    }
  }
  if (found == null && defaultValue !== undefined) found = defaultValue;
  if (typeof found === "object" && found !== null)
    return `key '${bare} (${language})' returned an object instead of string.`;
  return interpolate(found == null ? bare : String(found), options);
}

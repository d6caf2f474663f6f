import type { Namespaces } from "./translate.ts";

/**
 * The English a language still needs as its fallback (ADR 0115): the browser loads this with the
 * visitor's language instead of all of English (~26 KB gzipped), since the languages are complete
 * or nearly so. A lookup reaches English only when the language lacks every key it tries
 * (translate.ts: `key_zero` for a count of 0, `key_<form>` by the language's plural rules, `key`),
 * so English keeps:
 * - every key the language lacks, word for word (a lookup without a count, or by a full key);
 * - every plural group (all of English's forms of a key) of which the language lacks a form its
 *   own plural rules can pick: a count that picks that form reaches English and takes English's
 *   form for the count.
 * Everything else English has is never reached while the language is the one shown. Runs at build
 * time (vite.config.ts, localeBundles) and in the tests; no I/O.
 */
export function englishFallbackFor(language: string, english: Namespaces, translated: Namespaces): Namespaces {
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const fallback: Namespaces = {};
  for (const [namespace, tree] of Object.entries(english)) {
    const own = new Set(leaves(translated[namespace] ?? {}).map(([key]) => key));
    const englishLeaves = leaves(tree);
    const incompleteGroups = new Set(
      englishLeaves
        .map(([key]) => pluralBase(key))
        .filter((base): base is string => base !== null && forms.some((form) => !own.has(`${base}_${form}`))),
    );
    for (const [key, text] of englishLeaves) {
      const base = pluralBase(key);
      if (own.has(key) && (base === null || !incompleteGroups.has(base))) continue;
      setAt((fallback[namespace] ??= {}), key, text);
    }
  }
  return fallback;
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function pluralBase(key: string): string | null {
  return pluralSuffix.test(key) ? key.replace(pluralSuffix, "") : null;
}

/** Every text of a nested tree with its `.`-joined key. */
function leaves(tree: Record<string, unknown>, prefix = ""): [string, unknown][] {
  return Object.entries(tree).flatMap(([part, node]): [string, unknown][] => {
    const key = prefix ? `${prefix}.${part}` : part;
    return typeof node === "object" && node !== null ? leaves(node as Record<string, unknown>, key) : [[key, node]];
  });
}

function setAt(tree: Record<string, unknown>, key: string, value: unknown) {
  const parts = key.split(".");
  let node = tree;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
  node[parts.at(-1)!] = value;
}

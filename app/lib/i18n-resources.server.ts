import { readFileSync } from "node:fs";
import type { Resource, ResourceLanguage } from "i18next";
import { namespaces, supportedLanguages } from "./i18n.ts";
import { projectFile } from "./project-file.server.ts";

/**
 * Every translation file, locales/<lng>/<namespace>.json, read from disk the first time a language
 * is asked for (ADR 0114). Bundled into the server build, the 19 languages were a two-byte source
 * string of ~2.2 million characters plus their parsed objects (~8 MiB) held by every process from
 * its start, though a process usually serves a few languages. `resources` keeps its shape: one
 * property per supported language, which reads that language's namespaces on first access and then
 * stays a plain value. The production build copies locales/ to build/locales (scripts/build-server.mjs);
 * the development server and the tests read locales/.
 */
const folder = import.meta.env?.PROD ? "build/locales" : "locales";

/** How many languages were read from disk in this process (tests). */
export let languagesRead = 0;

function readLanguage(language: string): ResourceLanguage {
  const bundles: ResourceLanguage = {};
  for (const namespace of namespaces) {
    const file = projectFile(`${folder}/${language}/${namespace}.json`);
    bundles[namespace] = JSON.parse(readFileSync(file, "utf8")) as ResourceLanguage[string];
  }
  languagesRead++;
  return bundles;
}

export const resources: Resource = {};
for (const language of supportedLanguages) {
  Object.defineProperty(resources, language, {
    enumerable: true,
    configurable: true,
    get() {
      const bundles = readLanguage(language);
      Object.defineProperty(resources, language, { value: bundles, enumerable: true, writable: false });
      return bundles;
    },
  });
}

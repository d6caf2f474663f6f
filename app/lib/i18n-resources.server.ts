import type { Resource } from "i18next";

/** Every translation file, bundled into the server build: locales/<lng>/<namespace>.json. */
const files = import.meta.glob<{ default: Record<string, unknown> }>("../../locales/*/*.json", { eager: true });

export const resources: Resource = {};
for (const [file, module] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (!match) continue;
  const [, language, namespace] = match;
  resources[language] ??= {};
  resources[language][namespace] = module.default;
}

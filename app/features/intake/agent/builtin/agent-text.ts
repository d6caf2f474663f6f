import { createInstance, type TFunction } from "i18next";
import { resources } from "~/lib/i18n-resources.server.ts";
import { fallbackLanguage, isSupportedLanguage } from "~/lib/i18n.ts";

/**
 * The built-in agent's words for the visitor, from the `agent` namespace (locales/<lng>/agent.json)
 * in the visitor's language, English when a key is not translated yet. One instance per language,
 * initialised synchronously (the resources are bundled).
 */

const translators = new Map<string, TFunction<"agent">>();

export function agentText(language: string | null | undefined): TFunction<"agent"> {
  const lng = isSupportedLanguage(language) ? language : fallbackLanguage;
  let t = translators.get(lng);
  if (!t) {
    const instance = createInstance();
    void instance.init({
      resources,
      lng,
      fallbackLng: fallbackLanguage,
      ns: ["agent"],
      defaultNS: "agent",
      initAsync: false,
      interpolation: { escapeValue: false },
    });
    t = instance.getFixedT(lng, "agent") as TFunction<"agent">;
    translators.set(lng, t);
  }
  return t;
}

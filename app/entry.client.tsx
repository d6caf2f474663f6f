import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { loadDeferredPartsIn } from "./components/deferred-part-loading.ts";
import { defaultNamespace, fallbackLanguage, namespaces } from "./lib/i18n.ts";
import { loadLanguage } from "./lib/i18n-client.ts";

async function hydrate() {
  const language = document.documentElement.lang || fallbackLanguage;
  // The deferred parts the server rendered (ADR 0108) load with the translations, before hydration.
  const [current, fallback] = await Promise.all([
    loadLanguage(language),
    language === fallbackLanguage ? Promise.resolve(undefined) : loadLanguage(fallbackLanguage),
    loadDeferredPartsIn(document),
  ]);
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: fallbackLanguage,
    ns: [...namespaces],
    defaultNS: defaultNamespace,
    resources: { [language]: current, ...(fallback ? { [fallbackLanguage]: fallback } : {}) },
    interpolation: { escapeValue: false },
  });

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();

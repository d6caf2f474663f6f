import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { loadDeferredPartsIn } from "./components/deferred-part-loading.ts";
import { browserI18nextOptions, fallbackLanguage } from "./lib/i18n.ts";
import { startingResources } from "./lib/i18n-client.ts";

async function hydrate() {
  const language = document.documentElement.lang || fallbackLanguage;
  // The deferred parts the server rendered (ADR 0108) load with the translations, before hydration.
  const [resources] = await Promise.all([startingResources(language), loadDeferredPartsIn(document)]);
  await i18next.use(initReactI18next).init(browserI18nextOptions(language, resources));

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

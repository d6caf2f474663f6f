import { describe, expect, it } from "vitest";
import i18next from "./i18next.ts";

/**
 * The browser's i18next instance as app/entry.client.tsx and app/lib/i18n-client.ts drive it: start
 * with a language and English, add a second language's namespaces, switch to it, and tell the
 * hook's subscribers (ADR 0085).
 */
describe("the browser's i18next instance", () => {
  it("starts, translates, takes a new language's texts and tells its subscribers when the language changes", async () => {
    const t = await i18next.use({}).init({
      lng: "de",
      fallbackLng: "en",
      defaultNS: "common",
      resources: {
        de: { common: { hello: "Hallo {{name}}" } },
        en: { common: { hello: "Hello {{name}}", bye: "Bye" }, chat: { send: "Send" } },
      },
    });
    expect(t("hello", { name: "Ana" })).toBe("Hallo Ana");
    expect(i18next.t("bye")).toBe("Bye");
    expect(i18next.t("chat:send")).toBe("Send");
    expect(i18next.getFixedT("de", "chat")("send")).toBe("Send");
    expect(i18next.getFixedT("de", "")("hello", { name: "Bo" })).toBe("Hallo Bo");

    expect(i18next.hasResourceBundle("fr", "common")).toBe(false);
    i18next.addResourceBundle("fr", "common", { hello: "Bonjour {{name}}" });
    i18next.addResourceBundle("fr", "chat", { send: "Envoyer" });
    expect(i18next.hasResourceBundle("fr", "common")).toBe(true);

    const seen: string[] = [];
    const stop = i18next.subscribe(() => seen.push(i18next.language));
    await i18next.changeLanguage("fr");
    expect(seen).toEqual(["fr"]);
    expect(i18next.t("hello", { name: "Ana" })).toBe("Bonjour Ana");
    expect(i18next.t("chat:send")).toBe("Envoyer");
    stop();
    await i18next.changeLanguage("de");
    expect(seen).toEqual(["fr"]);
  });
});

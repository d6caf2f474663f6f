import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import { useDateFormat } from "./use-date-format.ts";

async function renderIn(language: string, value: string | number, options?: Intl.DateTimeFormatOptions) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: language, resources: {} });
  function Shown() {
    const format = useDateFormat(options);
    return <span>{format(value)}</span>;
  }
  // ICU versions differ in the space before AM (a narrow no-break space or a plain one).
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <Shown />
    </I18nextProvider>,
  ).replace(/\s/g, " ");
}

describe("a date in the page's language", () => {
  it("is the medium date by default, written the way the language writes it", async () => {
    expect(await renderIn("en", "2026-03-05T12:00:00Z")).toBe("<span>Mar 5, 2026</span>");
    expect(await renderIn("de", "2026-03-05T12:00:00Z")).toBe("<span>05.03.2026</span>");
  });

  it("takes epoch milliseconds and other options (a time in UTC)", async () => {
    const at = Date.UTC(2026, 2, 5, 9, 30);
    expect(await renderIn("en", at, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })).toBe(
      "<span>Mar 5, 2026, 9:30 AM</span>",
    );
  });
});

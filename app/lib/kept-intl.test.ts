import { describe, expect, it } from "vitest";
import { dateTimeFormat, numberFormat, relativeTimeFormat } from "./kept-intl.ts";

describe("Intl formatters kept per language and options", () => {
  it("give the same text as a formatter made for the call", () => {
    const when = new Date("2026-03-05T17:04:00Z");
    const dateOptions = { dateStyle: "medium", timeStyle: "long", timeZone: "UTC" } as const;
    expect(dateTimeFormat("de", dateOptions).format(when)).toBe(when.toLocaleString("de", dateOptions));
    expect(numberFormat("fr", { style: "currency", currency: "USD" }).format(1234.5)).toBe(
      new Intl.NumberFormat("fr", { style: "currency", currency: "USD" }).format(1234.5),
    );
    expect(relativeTimeFormat("es", { style: "narrow", numeric: "always" }).format(-3, "hour")).toBe("hace 3 h");
  });

  it("are made once for the same language and options, and apart for others", () => {
    const options = { style: "currency", currency: "USD" } as const;
    expect(numberFormat("en", { ...options })).toBe(numberFormat("en", { ...options }));
    expect(numberFormat("en", options)).not.toBe(numberFormat("de", options));
    expect(numberFormat("en", options)).not.toBe(numberFormat("en", { style: "percent" }));
  });
});

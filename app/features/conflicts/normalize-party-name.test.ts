import { describe, expect, it } from "vitest";
import { normalizePartyName } from "./normalize-party-name.ts";

describe("normalizePartyName", () => {
  it.each([
    ["Whitfield Properties, LLC", "whitfield properties"],
    ["WHITFIELD PROPERTIES L.L.C.", "whitfield properties"],
    ["The Acme Corp.", "acme"],
    ["Acme Co", "acme"],
    ["Acme Company, Inc.", "acme"],
    ["Halden Holdings Ltd", "halden holdings"],
    ["José Álvarez-Núñez", "jose alvarez nunez"],
    ["Zoë Ørsted", "zoe ørsted"],
    ["Smith & Sons", "smith and sons"],
    ["Patrick O'Neil", "patrick oneil"],
    ["  Kyle   Whitfield  ", "kyle whitfield"],
    ["Whitfield, Kyle", "whitfield kyle"],
    ["The Company", "the company"],
    ["", ""],
  ])("%s → %s", (name, normalized) => {
    expect(normalizePartyName(name)).toBe(normalized);
  });

  it("keeps words that only contain an entity word", () => {
    expect(normalizePartyName("Costco Wholesale")).toBe("costco wholesale");
    expect(normalizePartyName("Theodore Incline")).toBe("theodore incline");
  });
});

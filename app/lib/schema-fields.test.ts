import { describe, expect, it } from "vitest";
import { z } from "zod";
import { blankAsNull, optionalWebUrl } from "./schema-fields.ts";

describe("blankAsNull", () => {
  const slug = blankAsNull(z.string().regex(/^[a-z-]+$/, "bad"), { lowerCase: true });

  it.each([[undefined], [null], [""], ["   "]])("reads %j as not given", (value) => {
    expect(slug.parse(value)).toBeNull();
  });

  it("trims and lower-cases before checking", () => {
    expect(slug.parse("  Smith-Law ")).toBe("smith-law");
  });

  it("refuses text its check refuses, with the check's message", () => {
    const result = slug.safeParse("smith law");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("bad");
  });
});

describe("optionalWebUrl", () => {
  it("keeps an http(s) address and reads blank as null", () => {
    const url = optionalWebUrl("bad");
    expect(url.parse(" https://firm.example/pay ")).toBe("https://firm.example/pay");
    expect(url.parse("")).toBeNull();
  });

  it.each(["firm.example", "ftp://firm.example", `https://firm.example/${"a".repeat(2000)}`])(
    "refuses %s without assumeHttps",
    (value) => {
      expect(optionalWebUrl("bad").safeParse(value).error?.issues[0]?.message).toBe("bad");
    },
  );

  it("reads a bare host as https with assumeHttps, and still refuses another scheme", () => {
    const website = optionalWebUrl("bad", { assumeHttps: true });
    expect(website.parse("firm.example")).toBe("https://firm.example");
    expect(website.safeParse("ftp://firm.example").success).toBe(false);
  });
});

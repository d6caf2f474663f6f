import { describe, expect, it } from "vitest";
import {
  LawyerFormSchema,
  locationLabel,
  mailtoHref,
  parseSearchParams,
  splitList,
  starsOf,
  telHref,
  visiblePracticeAreas,
  websiteHref,
} from "./schemas.ts";

describe("websiteHref: the Visit link", () => {
  it("adds https when the address has no scheme", () => {
    expect(websiteHref("smithlaw.com")).toBe("https://smithlaw.com/");
    expect(websiteHref("www.smithlaw.com/about")).toBe("https://www.smithlaw.com/about");
    expect(websiteHref("  smithlaw.com  ")).toBe("https://smithlaw.com/");
    expect(websiteHref("smithlaw.com:8443/team")).toBe("https://smithlaw.com:8443/team");
  });

  it("keeps http and https addresses", () => {
    expect(websiteHref("http://smithlaw.com")).toBe("http://smithlaw.com/");
    expect(websiteHref("HTTPS://Smithlaw.com/Team")).toBe("https://smithlaw.com/Team");
  });

  it("refuses every other scheme and anything that is not an address", () => {
    for (const bad of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,hi",
      "mailto:a@b.com",
      "ftp://smithlaw.com",
      "file:///etc/passwd",
      "",
      "   ",
      "not a url",
      "smithlaw",
      "https://user:pass@smithlaw.com",
      null,
      undefined,
    ]) {
      expect(websiteHref(bad), String(bad)).toBeNull();
    }
  });
});

describe("contact links", () => {
  it("tel: keeps digits and a leading plus", () => {
    expect(telHref("+1 (512) 555-0142")).toBe("tel:+15125550142");
    expect(telHref("512-555-0142")).toBe("tel:5125550142");
    expect(telHref("call me")).toBeNull();
    expect(telHref(null)).toBeNull();
  });

  it("mailto: only for an address", () => {
    expect(mailtoHref("maria@reyes.example")).toBe("mailto:maria@reyes.example");
    expect(mailtoHref("maria at reyes")).toBeNull();
    expect(mailtoHref("<script>@x.y")).toBeNull();
  });
});

describe("what a card shows", () => {
  it("at most three practice areas and how many more", () => {
    expect(visiblePracticeAreas(["A", "B", "C", "D", "E"])).toEqual({ visible: ["A", "B", "C"], more: 2 });
    expect(visiblePracticeAreas(["A", "B"])).toEqual({ visible: ["A", "B"], more: 0 });
  });

  it("stars round to the nearest half and always make five", () => {
    expect(starsOf(4.9)).toEqual({ full: 5, half: false, empty: 0 });
    expect(starsOf(4.3)).toEqual({ full: 4, half: true, empty: 0 });
    expect(starsOf(3.2)).toEqual({ full: 3, half: false, empty: 2 });
    expect(starsOf(0)).toEqual({ full: 0, half: false, empty: 5 });
    expect(starsOf(9)).toEqual({ full: 5, half: false, empty: 0 });
    expect(starsOf(Number.NaN)).toEqual({ full: 0, half: false, empty: 5 });
  });

  it("the location label leaves out empty parts", () => {
    expect(locationLabel({ city: "Austin", state: "TX", country: "US" })).toBe("Austin, TX, US");
    expect(locationLabel({ city: "", state: "TX", country: "" })).toBe("TX");
  });
});

describe("search parameters", () => {
  it("reads the set parameters, ignoring empty ones", () => {
    expect(
      parseSearchParams(new URLSearchParams("q=&practiceArea=Family&location=Austin&language=&maxFee=300")),
    ).toEqual({
      query: { practiceArea: "Family", location: "Austin", maxFee: 300 },
      invalid: [],
    });
  });

  it("drops a bad value and reports it, keeping the rest", () => {
    expect(parseSearchParams(new URLSearchParams("practiceArea=Family&maxFee=cheap"))).toEqual({
      query: { practiceArea: "Family" },
      invalid: ["maxFee"],
    });
    expect(parseSearchParams(new URLSearchParams("maxFee=-5")).invalid).toEqual(["maxFee"]);
  });
});

describe("the directory form", () => {
  it("splits comma lists and converts numbers", () => {
    const parsed = LawyerFormSchema.parse({
      name: " Ana ",
      practiceAreas: "Family, divorce;Family",
      languages: "English, Spanish",
      hourlyFee: "250",
      rating: "4.5",
      yearsExperience: "9",
    });
    expect(parsed).toMatchObject({
      name: "Ana",
      practiceAreas: ["Family", "divorce"],
      languages: ["English", "Spanish"],
      hourlyFee: 250,
      rating: 4.5,
      yearsExperience: 9,
    });
    expect(splitList(" a ,, b ; A ")).toEqual(["a", "b"]);
  });

  it("names each problem with an i18n key", () => {
    const result = LawyerFormSchema.safeParse({
      name: "",
      practiceAreas: "",
      rating: "6",
      website: "ftp://x.com",
      phone: "555",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(messages).toMatchObject({
      name: "lawyers:form.errors.required",
      practiceAreas: "lawyers:form.errors.practiceAreasRequired",
      rating: "lawyers:form.errors.ratingRange",
      website: "lawyers:form.errors.website",
      phone: "lawyers:form.errors.phoneDigits",
    });
  });
});

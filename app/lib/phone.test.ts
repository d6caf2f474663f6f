import { describe, expect, it } from "vitest";
import {
  formatPhoneInput,
  fromE164,
  internationalPhone,
  phoneCountries,
  phoneFieldValue,
  phoneProblem,
  toE164,
} from "./phone.ts";
import type { PhoneCountry } from "./phone-countries.ts";

describe("the phone widget", () => {
  it("offers the spec's ten country codes, +1 first", () => {
    expect(phoneCountries.map((entry) => `${entry.country} ${entry.dialCode}`)).toEqual([
      "US +1",
      "GB +44",
      "AU +61",
      "DE +49",
      "FR +33",
      "JP +81",
      "CN +86",
      "IN +91",
      "BR +55",
      "IT +39",
    ]);
  });

  describe("formats a number while it is typed, as it is written in its country, up to its length", () => {
    it.each<[PhoneCountry, string, string]>([
      ["US", "4", "(4"],
      ["US", "4155", "(415) 5"],
      ["US", "415555012", "(415) 555-012"],
      ["US", "415-555-0123", "(415) 555-0123"],
      ["US", "41555501239999", "(415) 555-0123"],
      ["GB", "02079460958", "020 7946 0958"],
      ["FR", "0612345678", "06 12 34 56 78"],
      ["JP", "0312345678", "03-1234-5678"],
      ["CN", "13800138000", "138 0013 8000"],
      ["BR", "11912345678", "(11) 91234-5678"],
      ["FR", "06123456789999", "06 12 34 56 78"],
    ])("%s: %s is shown as %s", (country, typed, shown) => {
      expect(formatPhoneInput(country, typed)).toBe(shown);
    });
  });

  describe("refuses fewer than 10 digits, letters, and numbers the country does not have", () => {
    it.each<[PhoneCountry, string, string | null]>([
      ["US", "(415) 555", "errors:phone.tooShort"],
      ["FR", "06 12 34", "errors:phone.tooShort"],
      ["US", "415-555-CALL", "errors:phone.invalid"],
      ["US", "(015) 555-0123", "errors:phone.invalid"],
      ["US", "(415) 555-0123", null],
      ["CN", "138 0013 8000", null],
      ["DE", "030 123456789", null],
    ])("%s: %s is %s", (country, typed, problem) => {
      expect(phoneProblem(country, typed)).toBe(problem);
    });
  });

  it("stores E.164 and shows a stored number in its country's format again", () => {
    expect(toE164("US", "(415) 555-0123")).toBe("+14155550123");
    expect(toE164("FR", "06 12 34 56 78")).toBe("+33612345678");
    expect(fromE164("+14155550123")).toEqual({ country: "US", national: "(415) 555-0123" });
    expect(fromE164("+33612345678")).toEqual({ country: "FR", national: "06 12 34 56 78" });
    expect(fromE164("+5511912345678")).toEqual({ country: "BR", national: "(11) 91234-5678" });
    expect(fromE164(null)).toEqual({ country: "US", national: "" });
  });
});

describe("numbers typed with their own country code, and numbers given to the widget", () => {
  it("accepts a number of one of the ten countries typed with its + code whatever the selected country, and formats it as typed", () => {
    expect(phoneProblem("US", "+44 20 7946 0958")).toBeNull();
    expect(toE164("US", "+44 20 7946 0958")).toBe("+442079460958");
    expect(formatPhoneInput("US", "+442079460958")).toBe("+44 20 7946 0958");
    // Canada shares +1 but is not one of the ten: +1 numbers are US; +7 (Russia) is refused.
    expect(phoneProblem("GB", "+7 912 345 67 89")).toBe("errors:phone.invalid");
  });

  it("writes a valid number the way a firm dials it: the US mask after +1, the others internationally", () => {
    expect(internationalPhone("US", "704-555-0134")).toBe("+1 (704) 555-0134");
    expect(internationalPhone("GB", "020 7946 0958")).toBe("+44 20 7946 0958");
    expect(internationalPhone("FR", "06 12 34 56 78")).toBe("+33 6 12 34 56 78");
    expect(internationalPhone("US", "+1 704 555 0134")).toBe("+1 (704) 555-0134");
  });

  it("shows a given number in its country's format, anything else as given under +1", () => {
    expect(phoneFieldValue("+1 (704) 555-0134")).toEqual({ country: "US", national: "(704) 555-0134" });
    expect(phoneFieldValue("704.555.0134")).toEqual({ country: "US", national: "(704) 555-0134" });
    expect(phoneFieldValue("+44 20 7946 0958")).toEqual({ country: "GB", national: "020 7946 0958" });
    expect(phoneFieldValue("call me")).toEqual({ country: "US", national: "call me" });
    expect(phoneFieldValue(undefined)).toEqual({ country: "US", national: "" });
  });
});

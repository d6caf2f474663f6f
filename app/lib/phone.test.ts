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

  it("formats a US number as (xxx) xxx-xxxx while it is typed, and stops at 10 digits", () => {
    expect(formatPhoneInput("US", "4")).toBe("(4");
    expect(formatPhoneInput("US", "4155")).toBe("(415) 5");
    expect(formatPhoneInput("US", "415555012")).toBe("(415) 555-012");
    expect(formatPhoneInput("US", "415-555-0123")).toBe("(415) 555-0123");
    expect(formatPhoneInput("US", "41555501239999")).toBe("(415) 555-0123");
  });

  it("formats the other countries as they are written there, up to their length", () => {
    expect(formatPhoneInput("GB", "02079460958")).toBe("020 7946 0958");
    expect(formatPhoneInput("FR", "0612345678")).toBe("06 12 34 56 78");
    expect(formatPhoneInput("JP", "0312345678")).toBe("03-1234-5678");
    expect(formatPhoneInput("CN", "13800138000")).toBe("138 0013 8000");
    expect(formatPhoneInput("BR", "11912345678")).toBe("(11) 91234-5678");
    expect(formatPhoneInput("FR", "06123456789999")).toBe("06 12 34 56 78");
  });

  it("refuses fewer than 10 digits, letters, and numbers the country does not have", () => {
    expect(phoneProblem("US", "(415) 555")).toBe("errors:phone.tooShort");
    expect(phoneProblem("FR", "06 12 34")).toBe("errors:phone.tooShort");
    expect(phoneProblem("US", "415-555-CALL")).toBe("errors:phone.invalid");
    expect(phoneProblem("US", "(015) 555-0123")).toBe("errors:phone.invalid");
    expect(phoneProblem("US", "(415) 555-0123")).toBeNull();
    expect(phoneProblem("CN", "138 0013 8000")).toBeNull();
    expect(phoneProblem("DE", "030 123456789")).toBeNull();
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

/**
 * The phone widget's choices and message keys (spec §5), without libphonenumber, so a page can draw
 * the widget before the library has loaded (ADR 0073). app/lib/phone.ts re-exports them. Client-safe.
 */
export const phoneCountries = [
  { country: "US", dialCode: "+1" },
  { country: "GB", dialCode: "+44" },
  { country: "AU", dialCode: "+61" },
  { country: "DE", dialCode: "+49" },
  { country: "FR", dialCode: "+33" },
  { country: "JP", dialCode: "+81" },
  { country: "CN", dialCode: "+86" },
  { country: "IN", dialCode: "+91" },
  { country: "BR", dialCode: "+55" },
  { country: "IT", dialCode: "+39" },
] as const;

export type PhoneCountry = (typeof phoneCountries)[number]["country"];
export const phoneCountryCodes = phoneCountries.map((entry) => entry.country) as [PhoneCountry, ...PhoneCountry[]];
export const isPhoneCountry = (value: string): value is PhoneCountry => (phoneCountryCodes as string[]).includes(value);
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = "US";
/** Spec §5: 'Phone number must be at least 10 digits'. */
export const MIN_PHONE_DIGITS = 10;

export const phoneMessages = { invalid: "errors:phone.invalid", tooShort: "errors:phone.tooShort" } as const;

/** A number split for the widget: its country code (of the ten) and the national number as shown. */
export type PhoneFieldValue = { country: PhoneCountry; national: string };

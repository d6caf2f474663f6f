import { AsYouType, type CountryCode, isValidPhoneNumber, parsePhoneNumberFromString, validatePhoneNumberLength } from "libphonenumber-js";

/**
 * The phone widget of spec §5: ten country codes, numbers formatted as they are typed, at least 10
 * digits. US numbers (+1) use the spec's (xxx) xxx-xxxx mask, limited to 10 digits. The other nine
 * follow libphonenumber's national format and length for their country (ADR 0051): a Chinese mobile
 * has 11 digits and a French one is written 06 12 34 56 78, which the US mask would break. Stored
 * as E.164 (+14155550123). Client-safe.
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
] as const satisfies ReadonlyArray<{ country: CountryCode; dialCode: string }>;

export type PhoneCountry = (typeof phoneCountries)[number]["country"];
export const phoneCountryCodes = phoneCountries.map((entry) => entry.country) as [PhoneCountry, ...PhoneCountry[]];
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = "US";
/** Spec §5: 'Phone number must be at least 10 digits'. */
export const MIN_PHONE_DIGITS = 10;
const US_DIGITS = 10;

export const phoneMessages = { invalid: "errors:phone.invalid", tooShort: "errors:phone.tooShort" } as const;

const digitsOf = (text: string) => text.replace(/\D/g, "");

function usMask(digits: string): string {
  if (digits.length === 0) return "";
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** What the field shows for what was typed: the country's format, digits beyond its length dropped. */
export function formatPhoneInput(country: PhoneCountry, text: string): string {
  let digits = digitsOf(text);
  if (country === "US") return usMask(digits.slice(0, US_DIGITS));
  while (digits.length > 0 && validatePhoneNumberLength(digits, country) === "TOO_LONG") digits = digits.slice(0, -1);
  return new AsYouType(country).input(digits);
}

/** The message key for a number that cannot be used, or null when it is a valid number of the country. */
export function phoneProblem(country: PhoneCountry, text: string): string | null {
  const digits = digitsOf(text);
  if (!/^[0-9 ().+-]*$/.test(text.trim())) return phoneMessages.invalid;
  if (digits.length < MIN_PHONE_DIGITS) return phoneMessages.tooShort;
  if (country === "US" && digits.length > US_DIGITS) return phoneMessages.invalid;
  return isValidPhoneNumber(digits, country) ? null : phoneMessages.invalid;
}

/** The E.164 form of a valid number (check phoneProblem first). */
export function toE164(country: PhoneCountry, text: string): string {
  const parsed = parsePhoneNumberFromString(digitsOf(text), country);
  if (!parsed) throw new Error("Not a phone number");
  return parsed.number;
}

/** A stored E.164 number as the widget shows it: its country (of the ten) and national format. */
export function fromE164(stored: string | null | undefined): { country: PhoneCountry; national: string } {
  const parsed = stored ? parsePhoneNumberFromString(stored) : undefined;
  const entry = parsed ? phoneCountries.find((candidate) => candidate.dialCode === `+${parsed.countryCallingCode}`) : undefined;
  if (!parsed || !entry) return { country: DEFAULT_PHONE_COUNTRY, national: "" };
  const national = entry.country === "US" ? usMask(parsed.nationalNumber) : parsed.formatNational();
  return { country: entry.country, national };
}

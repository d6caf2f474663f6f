import {
  AsYouType,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
} from "libphonenumber-js";
import {
  DEFAULT_PHONE_COUNTRY,
  MIN_PHONE_DIGITS,
  type PhoneCountry,
  phoneCountries,
  phoneMessages,
} from "./phone-countries.ts";

export {
  DEFAULT_PHONE_COUNTRY,
  isPhoneCountry,
  MIN_PHONE_DIGITS,
  type PhoneCountry,
  phoneCountries,
  phoneCountryCodes,
  phoneMessages,
} from "./phone-countries.ts";

/**
 * The phone widget of spec §5: ten country codes, numbers formatted as they are typed, at least 10
 * digits. US numbers (+1) use the spec's (xxx) xxx-xxxx mask, limited to 10 digits. The other nine
 * follow libphonenumber's national format and length for their country (ADR 0051): a Chinese mobile
 * has 11 digits and a French one is written 06 12 34 56 78, which the US mask would break. Stored
 * as E.164 (+14155550123). Client-safe.
 */
const US_DIGITS = 10;

const digitsOf = (text: string) => text.replace(/\D/g, "");

function usMask(digits: string): string {
  if (digits.length === 0) return "";
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** A number typed with its own country code ("+44 20 7946 0958"): the select's country does not apply. */
const isInternational = (text: string) => text.trim().startsWith("+");

/** The number as libphonenumber reads it: international when it starts with +, else national of the country. */
function parseFor(country: PhoneCountry, text: string) {
  return isInternational(text)
    ? parsePhoneNumberFromString(`+${digitsOf(text)}`)
    : parsePhoneNumberFromString(digitsOf(text), country);
}

/** One of the ten countries' numbers, or undefined. */
const tenCountriesEntry = (callingCode: string) =>
  phoneCountries.find((candidate) => candidate.dialCode === `+${callingCode}`);

/** What the field shows for what was typed: the country's format, digits beyond its length dropped. */
export function formatPhoneInput(country: PhoneCountry, text: string): string {
  if (isInternational(text)) return new AsYouType().input(`+${digitsOf(text)}`);
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
  if (isInternational(text)) {
    const parsed = parseFor(country, text);
    return parsed?.isValid() && tenCountriesEntry(parsed.countryCallingCode) ? null : phoneMessages.invalid;
  }
  if (country === "US" && digits.length > US_DIGITS) return phoneMessages.invalid;
  return isValidPhoneNumber(digits, country) ? null : phoneMessages.invalid;
}

/** The E.164 form of a valid number (check phoneProblem first). */
export function toE164(country: PhoneCountry, text: string): string {
  const parsed = parseFor(country, text);
  if (!parsed) throw new Error("Not a phone number");
  return parsed.number;
}

/** A stored E.164 number as the widget shows it: its country (of the ten) and national format. */
export function fromE164(stored: string | null | undefined): { country: PhoneCountry; national: string } {
  const parsed = stored ? parsePhoneNumberFromString(stored) : undefined;
  const entry = parsed ? tenCountriesEntry(parsed.countryCallingCode) : undefined;
  if (!parsed || !entry) return { country: DEFAULT_PHONE_COUNTRY, national: "" };
  const national = entry.country === "US" ? usMask(parsed.nationalNumber) : parsed.formatNational();
  return { country: entry.country, national };
}

/**
 * Any given number (stored, typed, or offered by the assistant) as the widget shows it: a number of
 * one of the ten countries in its country's format ("+44 20 7946 0958", or a US "704-555-0134"),
 * anything else as given under the default country, for validation to judge.
 */
export function phoneFieldValue(text: string | null | undefined): { country: PhoneCountry; national: string } {
  const given = text?.trim() ?? "";
  const parsed = given ? parsePhoneNumberFromString(given, DEFAULT_PHONE_COUNTRY) : undefined;
  if (parsed?.isValid()) {
    const shown = fromE164(parsed.number);
    if (shown.national) return shown;
  }
  return { country: DEFAULT_PHONE_COUNTRY, national: given };
}

/**
 * A valid number written the way a firm dials it from abroad: "+1 (704) 555-0134" (the spec's US
 * mask after the default country code), "+44 20 7946 0958" for the other nine. Check phoneProblem first.
 */
export function internationalPhone(country: PhoneCountry, text: string): string {
  const parsed = parseFor(country, text);
  if (!parsed) throw new Error("Not a phone number");
  return parsed.countryCallingCode === "1" ? `+1 ${usMask(parsed.nationalNumber)}` : parsed.formatInternational();
}

/**
 * A phone kept as one text (a draft that must not lose what was typed, such as the business
 * wizard's): the country's code and the number as typed, "+33 06 12 34 56 78"; a number typed with
 * its own + code stays as typed; an empty number stays empty.
 */
export function withDialCode(country: PhoneCountry, national: string): string {
  const typed = national.trim();
  if (typed === "" || isInternational(typed)) return typed;
  const entry = phoneCountries.find((candidate) => candidate.country === country) ?? phoneCountries[0];
  return `${entry.dialCode} ${typed}`;
}

/** The widget's two parts of a text written by withDialCode (or any older number: see phoneFieldValue). */
export function splitDialCode(text: string | null | undefined): { country: PhoneCountry; national: string } {
  const match = /^\+(\d{1,3}) (.*)$/.exec(text?.trim() ?? "");
  const entry = match ? tenCountriesEntry(match[1]!) : undefined;
  if (match && entry) return { country: entry.country, national: match[2]! };
  return phoneFieldValue(text);
}

/** A number kept by withDialCode as a firm dials it ("+33 6 12 34 56 78") when valid, else as kept. */
export function dialedPhone(text: string): string {
  const { country, national } = splitDialCode(text);
  return phoneProblem(country, national) === null ? internationalPhone(country, national) : text;
}

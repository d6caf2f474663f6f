import { z } from "zod";

/**
 * Form fields that many schemas share, with their messages (i18n keys, or the API's English).
 * Client-safe: the schemas that use them run in the browser and on the server.
 */

/** Text that must not be blank once trimmed, at most `max` characters. */
export const requiredText = (max: number, messages: { required: string; tooLong?: string }) =>
  z.string({ error: messages.required }).trim().min(1, messages.required).max(max, messages.tooLong);

/** A whole number from `min` to `max` (a form's text is coerced); anything else is `invalid`. */
export const wholeNumberFrom = (min: number, max: number, invalid: string) =>
  z.coerce.number({ error: invalid }).int(invalid).min(min, invalid).max(max, invalid);

/**
 * Optional text checked by `valid` once trimmed (and lower-cased with `lowerCase`); missing or blank
 * text is null, never checked.
 */
export const blankAsNull = (valid: z.ZodType<string, string>, options: { lowerCase?: boolean } = {}) =>
  z
    .string()
    .trim()
    .transform((value) => (options.lowerCase ? value.toLowerCase() : value))
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(valid.nullable());

/**
 * An optional http(s) address of at most 2,000 characters; blank is null. With `assumeHttps`, an
 * address written without a scheme ("firm.example") is read as https://firm.example.
 */
export const optionalWebUrl = (invalid: string, options: { assumeHttps?: boolean } = {}) =>
  blankAsNull(
    z
      .string()
      .transform((value) => (options.assumeHttps && !/^[a-z][a-z0-9+.-]*:/i.test(value) ? `https://${value}` : value))
      .pipe(z.url({ protocol: /^https?$/, error: invalid }).max(2000, invalid)),
  );

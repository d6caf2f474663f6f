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

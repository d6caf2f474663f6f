/**
 * What an activity event's title (ADR 0076) and description (ADR 0082) have in common: a key and
 * its parameters, stored as such and translated into the reader's language when shown. Client-safe.
 */

/** Parameters of a title or description: codes, formats and numbers; never client content. */
export type ActivityTextParams = Record<string, string | number>;

/** A title or description as an event is recorded with it. */
export type ActivityText<Key extends string> = { key: Key; params?: ActivityTextParams };

/** i18next's `t`, or the English reader of the intake record. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Whether a stored key is one of `keys` (a row written before has none). */
export function isKnownKey(keys: readonly string[], key: string | null): key is string {
  return key !== null && keys.includes(key);
}

/**
 * Intl formatters kept per language and options. Making one (`new Intl.RelativeTimeFormat`,
 * `Intl.NumberFormat`, `Intl.DateTimeFormat`, and `toLocaleString`, which makes one each call)
 * loads the language's data and costs tens of microseconds; a formatter gives the same text
 * every time for the same language and options, so the page's components make each one once per
 * process (ADR 0108). At most `maxKept` are kept (languages come from requests); past that the
 * set starts again.
 */
const maxKept = 500;
const kept = new Map<string, Intl.RelativeTimeFormat | Intl.NumberFormat | Intl.DateTimeFormat>();

function keep<T extends Intl.RelativeTimeFormat | Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  make: () => T,
): T {
  const found = kept.get(key);
  if (found) return found as T;
  const made = make();
  if (kept.size >= maxKept) kept.clear();
  kept.set(key, made);
  return made;
}

const keyOf = (kind: string, locale: string, options: object) =>
  `${kind}\u0000${locale}\u0000${JSON.stringify(options)}`;

export const relativeTimeFormat = (locale: string, options: Intl.RelativeTimeFormatOptions) =>
  keep(keyOf("relative", locale, options), () => new Intl.RelativeTimeFormat(locale, options));

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  keep(keyOf("number", locale, options), () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  keep(keyOf("date", locale, options), () => new Intl.DateTimeFormat(locale, options));

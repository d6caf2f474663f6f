import { useTranslation } from "react-i18next";
import { dateTimeFormat } from "~/lib/kept-intl.ts";

/**
 * A date formatter in the page's language: `(value) => text` for an ISO string, a Date or epoch
 * milliseconds. `options` are Intl.DateTimeFormat's (default: the medium date alone).
 */
export function useDateFormat(
  options: Intl.DateTimeFormatOptions = { dateStyle: "medium" },
): (value: string | number | Date) => string {
  const { i18n } = useTranslation();
  const format = dateTimeFormat(i18n.language, options);
  return (value) => format.format(new Date(value));
}

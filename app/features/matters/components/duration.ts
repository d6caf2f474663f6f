/**
 * A waiting time as people say it, in the reader's language through Intl (no strings to translate):
 * under an hour in minutes, under two days in hours, then in days. Client-safe.
 */
export function formatDuration(seconds: number, language: string): string {
  const minutes = Math.max(0, Math.floor(seconds / 60));
  const [value, unit] =
    minutes < 60
      ? [minutes, "minute"]
      : minutes < 48 * 60
        ? [Math.floor(minutes / 60), "hour"]
        : [Math.floor(minutes / 1440), "day"];
  return new Intl.NumberFormat(language, { style: "unit", unit, unitDisplay: "short" }).format(value);
}

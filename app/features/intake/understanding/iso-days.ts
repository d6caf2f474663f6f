/** Days and months added to an ISO day ("2026-12-04" or "2026-12-04T10:00"), the time of day kept. */

export function addDays(iso: string, days: number): string {
  const [date, time] = iso.split("T");
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  const shifted = d.toISOString().slice(0, 10);
  return time ? `${shifted}T${time}` : shifted;
}

export function addMonths(iso: string, months: number): string {
  const [date, time] = iso.split("T");
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  const shifted = d.toISOString().slice(0, 10);
  return time ? `${shifted}T${time}` : shifted;
}

/** The last `weekday` (0 = Sunday) strictly before the ISO day: "last tuesday" said on a Thursday. */
export function lastWeekdayBefore(iso: string, weekday: number): string {
  const day = new Date(`${iso.slice(0, 10)}T00:00:00Z`).getUTCDay();
  return addDays(iso.slice(0, 10), -((day - weekday + 7) % 7 || 7));
}

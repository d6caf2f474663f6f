/** Days and months added to an ISO day ("2026-12-04" or "2026-12-04T10:00"), the time of day kept. */

/** The ISO day moved by `move` on its UTC date, the time of day kept. */
function shifted(iso: string, move: (day: Date) => void): string {
  const [date, time] = iso.split("T");
  const day = new Date(`${date}T00:00:00Z`);
  move(day);
  const moved = day.toISOString().slice(0, 10);
  return time ? `${moved}T${time}` : moved;
}

export function addDays(iso: string, days: number): string {
  return shifted(iso, (day) => day.setUTCDate(day.getUTCDate() + days));
}

export function addMonths(iso: string, months: number): string {
  return shifted(iso, (day) => day.setUTCMonth(day.getUTCMonth() + months));
}

/** "10 business days from monday": days added skipping Saturdays and Sundays (holidays are not known). */
export function addBusinessDays(iso: string, days: number): string {
  return shifted(iso, (day) => {
    let left = days;
    while (left > 0) {
      day.setUTCDate(day.getUTCDate() + 1);
      const weekday = day.getUTCDay();
      if (weekday !== 0 && weekday !== 6) left -= 1;
    }
  });
}

/** The last `weekday` (0 = Sunday) strictly before the ISO day: "last tuesday" said on a Thursday. */
export function lastWeekdayBefore(iso: string, weekday: number): string {
  const day = new Date(`${iso.slice(0, 10)}T00:00:00Z`).getUTCDay();
  return addDays(iso.slice(0, 10), -((day - weekday + 7) % 7 || 7));
}

/**
 * How a lawyer is shown: links that may be opened, practice areas, stars. Client-safe and without
 * zod (the search results sit on the intake page's first load, ADR 0069); re-exported by schemas.ts.
 */
import type { LawyerSearchQuery } from "./schemas.ts";

/**
 * A website as a link that may be opened: only http and https; "https://" is added when there is
 * no scheme ("smithlaw.com" → "https://smithlaw.com/"). Anything else (javascript:, mailto:, ftp:,
 * garbage) is null, and the Visit button is not offered.
 */
export function websiteHref(input: string | null | undefined): string | null {
  const value = (input ?? "").trim();
  if (value === "" || /\s/.test(value)) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[^:/]+:\d+(\/|$)/.test(value);
  const candidate = hasScheme ? value : `https://${value.replace(/^\/\/+/, "")}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (!url.hostname || (!url.hostname.includes(".") && url.hostname !== "localhost")) return null;
  if (url.username || url.password) return null;
  return url.href;
}

/** The `tel:` link of a phone number (digits and a leading plus), or null. */
export function telHref(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
  return digits.replace(/\D/g, "").length >= 7 ? `tel:${digits}` : null;
}

/** The `mailto:` link of an address, or null when it is not an address. */
export function mailtoHref(email: string | null | undefined): string | null {
  if (!email) return null;
  const value = email.trim();
  return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(value) ? `mailto:${value}` : null;
}

/** At most `shown` practice areas, and how many more there are ('+N more'). */
export function visiblePracticeAreas(areas: readonly string[], shown = 3): { visible: string[]; more: number } {
  return { visible: areas.slice(0, shown), more: Math.max(0, areas.length - shown) };
}

/** Whole and half stars of a 0–5 rating, rounded to the nearest half. */
export function starsOf(rating: number): { full: number; half: boolean; empty: number } {
  const clamped = Math.min(5, Math.max(0, Number.isFinite(rating) ? rating : 0));
  const halves = Math.round(clamped * 2);
  const full = Math.floor(halves / 2);
  const half = halves % 2 === 1;
  return { full, half, empty: 5 - full - (half ? 1 : 0) };
}

/** The query as URL parameters (only what is set). */
export function searchParamsOf(query: LawyerSearchQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.q) params.q = query.q;
  if (query.practiceArea) params.practiceArea = query.practiceArea;
  if (query.location) params.location = query.location;
  if (query.language) params.language = query.language;
  if (query.maxFee !== undefined) params.maxFee = String(query.maxFee);
  return params;
}

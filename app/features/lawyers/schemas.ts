import { z } from "zod";
import { requiredText } from "~/lib/schema-fields.ts";
import { websiteHref } from "./lawyer-display.ts";

/**
 * The lawyer directory's shapes (spec: chat-workspace §3 LawyerSearchResults; ADR 0026). Client-safe:
 * the search query is parsed the same way from the /lawyers form, the search_lawyers tool and the
 * tests; the management form's schema runs in the browser (Conform) and on the server. Messages
 * are i18n keys of the `lawyers` namespace.
 */

/** A lawyer as search results carry it: every field of the spec's lawyer, plus the parts of the location. */
export type LawyerResult = {
  id: string;
  name: string;
  firm: string;
  /** 0 to 5, one decimal. */
  rating: number;
  reviewCount: number;
  /** "Austin, TX, US" style label. */
  location: string;
  city: string;
  state: string;
  country: string;
  /** Years of experience. */
  experience: number;
  /** US dollars per hour; null when the lawyer publishes none. */
  consultationFee: number | null;
  languages: string[];
  practiceAreas: string[];
  bio: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  photoUrl: string | null;
};

/** The spec's LawyerSearchResults, plus the query that produced it (for Search Again and the page link). */
export type LawyerSearchResults = {
  matterType: string;
  total: number;
  lawyers: LawyerResult[];
  organizationSlug?: string;
  query?: LawyerSearchQuery;
};

/** Most results a search returns (the total counts all matches). */
export const maxSearchResults = 10;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

/** What a search may ask for. Empty strings mean "any". maxFee is US dollars per hour. */
export const LawyerSearchQuerySchema = z.object({
  q: optionalText(200),
  practiceArea: optionalText(120),
  location: optionalText(120),
  language: optionalText(60),
  maxFee: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.coerce.number().int().min(0).max(100_000).optional(),
  ),
});
export type LawyerSearchQuery = {
  q?: string;
  practiceArea?: string;
  location?: string;
  language?: string;
  maxFee?: number;
};

/** Reads a search from URL parameters; a bad value (e.g. maxFee=abc) is dropped rather than failing the page. */
export function parseSearchParams(params: URLSearchParams): { query: LawyerSearchQuery; invalid: string[] } {
  const raw: Record<string, string> = {};
  for (const key of ["q", "practiceArea", "location", "language", "maxFee"]) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  const parsed = LawyerSearchQuerySchema.safeParse(raw);
  if (parsed.success) return { query: parsed.data, invalid: [] };
  const invalid = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
  for (const key of invalid) delete raw[key];
  const retry = LawyerSearchQuerySchema.safeParse(raw);
  return { query: retry.success ? retry.data : {}, invalid };
}

/** "Family, Divorce; Custody" → ["Family", "Divorce", "Custody"], trimmed, deduplicated, non-empty. */
export function splitList(value: string): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const part of value.split(/[,;\n]/)) {
    const item = part.trim().replace(/\s+/g, " ");
    if (item && !seen.has(item.toLowerCase())) {
      seen.add(item.toLowerCase());
      items.push(item);
    }
  }
  return items;
}

const phonePattern = /^[+]?[\d\s\-()]+$/;
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const text = (max: number) => z.string().trim().max(max, "lawyers:form.errors.tooLong");
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const count = (max: number) =>
  z.coerce
    .number({ error: "lawyers:form.errors.number" })
    .int("lawyers:form.errors.wholeNumber")
    .min(0, "lawyers:form.errors.nonNegative")
    .max(max, "lawyers:form.errors.tooLarge");
/** A number from 0 to `max` (a form's text is coerced), fractions allowed. */
const fromZeroTo = (max: number, outOfRange: { below: string; above: string }) =>
  z.coerce.number({ error: "lawyers:form.errors.number" }).min(0, outOfRange.below).max(max, outOfRange.above);
const list = (maxItem: number) =>
  z
    .string()
    .transform(splitList)
    .pipe(z.array(z.string().max(maxItem, "lawyers:form.errors.tooLong")).max(20, "lawyers:form.errors.tooMany"));
const link = text(500).refine((value) => websiteHref(value) !== null, "lawyers:form.errors.website");

/** The add/edit form of /settings/organization/lawyers. Lists are comma separated; the fee is dollars per hour. */
export const LawyerFormSchema = z.object({
  name: requiredText(200, { required: "lawyers:form.errors.required", tooLong: "lawyers:form.errors.tooLong" }),
  firm: optional(text(200)),
  practiceAreas: z
    .string({ error: "lawyers:form.errors.practiceAreasRequired" })
    .transform(splitList)
    .pipe(
      z
        .array(z.string().max(120, "lawyers:form.errors.tooLong"))
        .min(1, "lawyers:form.errors.practiceAreasRequired")
        .max(20, "lawyers:form.errors.tooMany"),
    ),
  city: optional(text(120)),
  state: optional(text(120)),
  country: optional(text(120)),
  languages: optional(list(60)),
  hourlyFee: optional(
    fromZeroTo(100_000, { below: "lawyers:form.errors.nonNegative", above: "lawyers:form.errors.tooLarge" }),
  ),
  yearsExperience: optional(count(80)),
  rating: optional(
    fromZeroTo(5, { below: "lawyers:form.errors.ratingRange", above: "lawyers:form.errors.ratingRange" }),
  ),
  reviewCount: optional(count(1_000_000)),
  phone: optional(
    text(40)
      .regex(phonePattern, "lawyers:form.errors.phone")
      .refine((value) => value.replace(/\D/g, "").length >= 10, "lawyers:form.errors.phoneDigits"),
  ),
  email: optional(text(254).pipe(z.email("lawyers:form.errors.email"))),
  website: optional(link),
  bio: optional(text(2_000)),
  photoUrl: optional(link),
});
export type LawyerInput = z.infer<typeof LawyerFormSchema>;

// The display helpers live in a module without zod, so the browser can use them without it (ADR 0069).
export { mailtoHref, searchParamsOf, starsOf, telHref, visiblePracticeAreas, websiteHref } from "./lawyer-display.ts";

/** "Austin, TX, US" from the parts that are set. */
export function locationLabel(parts: { city: string; state: string; country: string }): string {
  return [parts.city, parts.state, parts.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(", ");
}

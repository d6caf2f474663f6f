import { type Expression, type SqlBool, sql } from "kysely";
import { db } from "../../../db/client.ts";
import type { LawyerRow } from "../../../db/tables.ts";
import {
  type LawyerResult,
  type LawyerSearchQuery,
  type LawyerSearchResults,
  locationLabel,
  maxSearchResults,
} from "./schemas.ts";
import { likeEscape, locationTerms, practiceAreaTerm, textTerms } from "./search-terms.ts";

/**
 * Searches one organization's active lawyers (ADR 0026). Every filter is in the SQL: the
 * organization and the active flag always; practice area, location, language, maximum fee and
 * free text when given. Results are ranked in the same query by a score:
 *
 *   practice area   +30 when an area equals the asked one, +15 when it only contains it
 *   location        +20 when the city matches, +10 when only the state (or country) does
 *   language        +10 when the asked language is the lawyer's first listed language, +5 otherwise
 *   text            +12 when the name or firm contains a searched word, +4 per word found elsewhere
 *   rating          up to +20: the rating weighted by its review count, a Bayesian average
 *                   (rating·n + 3.5·10) / (n + 10) scaled to 0–20, so 5.0 from two reviews ranks
 *                   below 4.8 from two hundred
 *
 * then more reviews, more experience, name. `total` counts every match; at most 10 are returned.
 */
export type SearchScope = { organizationId: string };

const ratingPrior = 3.5;
const ratingPriorWeight = 10;

export async function searchLawyers(
  scope: SearchScope,
  query: LawyerSearchQuery,
  limit = maxSearchResults,
): Promise<LawyerSearchResults> {
  const area = practiceAreaTerm(query.practiceArea);
  const place = locationTerms(query.location);
  const language = query.language?.toLowerCase() ?? null;
  const words = textTerms(query.q);

  const areasText = sql<string>`lower(array_to_string(l.practice_areas, ' | '))`;
  const languagesLower = sql<string[]>`array(select lower(x) from unnest(l.languages) as x)`;
  const haystack = sql<string>`lower(l.name || ' ' || l.firm || ' ' || l.bio || ' ' || array_to_string(l.practice_areas, ' ') || ' ' || l.city || ' ' || l.state || ' ' || array_to_string(l.languages, ' '))`;

  const filters: Expression<SqlBool>[] = [];
  if (area) filters.push(sql<SqlBool>`${areasText} like ${`%${likeEscape(area)}%`}`);
  if (language) filters.push(sql<SqlBool>`${language} = any(${languagesLower})`);
  if (query.maxFee !== undefined)
    filters.push(sql<SqlBool>`l.hourly_fee_cents is not null and l.hourly_fee_cents <= ${query.maxFee * 100}`);
  if (place.places.length > 0 || place.states.length > 0) {
    filters.push(
      sql<SqlBool>`(lower(l.city) = any(${place.places}::text[]) or lower(l.state) = any(${[...place.places, ...place.states]}::text[]) or lower(l.country) = any(${place.places}::text[]))`,
    );
  }
  for (const word of words) filters.push(sql<SqlBool>`${haystack} like ${`%${likeEscape(word)}%`}`);

  const areaScore = area
    ? sql<number>`case when ${area} = any(array(select lower(x) from unnest(l.practice_areas) as x)) or ${`${area} law`} = any(array(select lower(x) from unnest(l.practice_areas) as x)) then 30 when ${areasText} like ${`%${likeEscape(area)}%`} then 15 else 0 end`
    : sql<number>`0`;
  const locationScore =
    place.places.length > 0 || place.states.length > 0
      ? sql<number>`case when lower(l.city) = any(${place.places}::text[]) then 20 when lower(l.state) = any(${[...place.places, ...place.states]}::text[]) or lower(l.country) = any(${place.places}::text[]) then 10 else 0 end`
      : sql<number>`0`;
  const languageScore = language
    ? sql<number>`case when lower(l.languages[1]) = ${language} then 10 when ${language} = any(${languagesLower}) then 5 else 0 end`
    : sql<number>`0`;
  const textScore =
    words.length > 0
      ? sql.join(
          words.map(
            (word) =>
              sql<number>`(case when lower(l.name || ' ' || l.firm) like ${`%${likeEscape(word)}%`} then 12 when ${haystack} like ${`%${likeEscape(word)}%`} then 4 else 0 end)`,
          ),
          sql` + `,
        )
      : sql<number>`0`;
  const ratingScore = sql<number>`((l.rating * l.review_count + ${sql.raw(String(ratingPrior * ratingPriorWeight))}) / (l.review_count + ${sql.raw(String(ratingPriorWeight))})) * 4`;
  const score = sql<number>`(${areaScore}) + (${locationScore}) + (${languageScore}) + (${textScore}) + (${ratingScore})`;

  let builder = db
    .selectFrom("lawyers as l")
    .select([
      "l.id",
      "l.name",
      "l.firm",
      "l.practice_areas",
      "l.city",
      "l.state",
      "l.country",
      "l.languages",
      "l.hourly_fee_cents",
      "l.years_experience",
      "l.rating",
      "l.review_count",
      "l.phone",
      "l.email",
      "l.website",
      "l.bio",
      "l.photo_url",
      score.as("score"),
      sql<string>`count(*) over ()`.as("total"),
    ])
    .where("l.organization_id", "=", scope.organizationId)
    .where("l.active", "=", true);
  for (const filter of filters) builder = builder.where(filter);
  const rows = await builder
    .orderBy("score", "desc")
    .orderBy("l.review_count", "desc")
    .orderBy("l.years_experience", "desc")
    .orderBy("l.name")
    .orderBy("l.id")
    .limit(Math.max(1, Math.min(Math.trunc(limit), 50)))
    .execute();

  return {
    matterType: query.practiceArea ?? "",
    total: rows[0] ? Number(rows[0].total) : 0,
    lawyers: rows.map(toLawyerResult),
  };
}

type ResultColumns = Pick<
  LawyerRow,
  | "id"
  | "name"
  | "firm"
  | "practice_areas"
  | "city"
  | "state"
  | "country"
  | "languages"
  | "hourly_fee_cents"
  | "years_experience"
  | "rating"
  | "review_count"
  | "phone"
  | "email"
  | "website"
  | "bio"
  | "photo_url"
>;

export function toLawyerResult(row: ResultColumns): LawyerResult {
  return {
    id: row.id,
    name: row.name,
    firm: row.firm,
    rating: Number(row.rating),
    reviewCount: row.review_count,
    location: locationLabel(row),
    city: row.city,
    state: row.state,
    country: row.country,
    experience: row.years_experience,
    consultationFee: row.hourly_fee_cents === null ? null : row.hourly_fee_cents / 100,
    languages: row.languages,
    practiceAreas: row.practice_areas,
    bio: row.bio,
    phone: row.phone,
    email: row.email,
    website: row.website,
    photoUrl: row.photo_url,
  };
}

import { z } from "zod";
import {
  KEY_DATE_KINDS,
  type KeyDate,
  type NarrativeParty,
  type PartyKind,
  type PartyRole,
} from "~/features/intake/understanding/types.ts";

/**
 * The structured understanding a model passes to `create_matter` / `update_matter` (issue 13):
 * parties with roles, key dates in ISO, the practice area and the urgency's reason. The schemas
 * are strict where it matters and forgiving where a model slips: a party with an unknown role
 * becomes "other" (never the other side), a date that is not a real ISO date is dropped, an item
 * that cannot be read at all is dropped, and the rest of the call still counts. Client-safe.
 */
export const partyRoles = [
  "client",
  "opposing",
  "family",
  "witness",
  "helper",
  "official",
  "other",
] as const satisfies readonly PartyRole[];
export const partyKinds = ["person", "company", "agency", "court", "unknown"] as const satisfies readonly PartyKind[];
const isoDatePattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

/** A calendar date that exists (no 2026-02-30), optionally with a valid time; years 1900-2200. */
export function isIsoDate(value: string): boolean {
  const match = isoDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day, hour = "0", minute = "0", second = "0"] = match
    .slice(1)
    .map((part) => part ?? undefined) as string[];
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  if (y < 1900 || y > 2200 || m < 1 || m > 12 || d < 1) return false;
  if (d > new Date(Date.UTC(y, m, 0)).getUTCDate()) return false;
  return Number(hour) < 24 && Number(minute) < 60 && Number(second) < 60;
}

/**
 * Words that describe a party without naming it ("neighbor", "my boss", "landlord (name not
 * given)") and non-answers ("I just told you", "not sure"): never recorded as a name.
 */
const placeholderName =
  /^(?:(?:my|the|his|her|our|their|a|an)\s+)?(?:landlord|tenant|neighbou?r|co-?worker|supervisor|boss|manager|employer|ex|husband|wife|spouse|partner|mother|father|mom|dad|son|daughter|friend|company|agency|court|judge|lawyer|attorney|other side|opposing party|unknown|n\/?a|none|nobody|someone|not (?:sure|given|known)|i don'?t know)\b(?:\s*\([^)]*\))?$|\b(?:i just told you|not sure|don'?t know|name not (?:given|known)|no name)\b/i;

export function isPlaceholderName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed === "" || !/\p{L}/u.test(trimmed) || placeholderName.test(trimmed);
}

const nameText = z.string().trim().min(1).max(200);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

const PartyArgSchema = z
  .object({
    name: nameText.describe("The name as the visitor wrote it; a company or agency by its name."),
    role: z
      .enum(partyRoles)
      .catch("other")
      .describe("opposing = the other side only; helpers, family, witnesses are never opposing."),
    kind: z.enum(partyKinds).catch("unknown").default("unknown"),
    description: optionalText(300).describe(
      'What the text says about them, in a few words, in English ("landlord", "neighbour helping write this").',
    ),
    aliases: z.array(nameText).max(10).catch([]).default([]),
  })
  .refine((party) => !isPlaceholderName(party.name), { message: "A party needs a real name, not a description." })
  .transform((party): NarrativeParty => ({ ...party, aliases: party.aliases.filter((alias) => alias !== party.name) }));

const KeyDateArgSchema = z
  .object({
    iso: z
      .string()
      .trim()
      .refine(isIsoDate, { message: "Not a real ISO 8601 date." })
      .describe("YYYY-MM-DD, or YYYY-MM-DDTHH:mm when a time was given."),
    kind: z.enum(KEY_DATE_KINDS).catch("other"),
    phrase: z.string().trim().max(200).default("").describe('The words the date was read from ("april 1st at 9am").'),
    sentence: z.string().trim().max(1_000).default("").describe("The visitor's sentence it came from."),
    place: optionalText(200).describe('Where it happens, when said ("Halden County Court").'),
  })
  .transform((date): KeyDate => date);

/** An array whose unreadable items are dropped, not the whole call. */
function droppingInvalid<T extends z.ZodType>(item: T, max: number) {
  return z
    .array(item.nullable().catch(null))
    .max(max)
    .transform((items) => items.filter((value): value is NonNullable<typeof value> => value !== null));
}

export const understandingArgumentShape = {
  parties: droppingInvalid(PartyArgSchema, 30)
    .optional()
    .describe(
      "Everyone the story names: the visitor (client), the other side (opposing), and everyone else with their role.",
    ),
  keyDates: droppingInvalid(KeyDateArgSchema, 30)
    .optional()
    .describe("Every date the story gives, normalized to ISO, with its kind."),
  practiceArea: z
    .string()
    .trim()
    .max(120)
    .nullish()
    .describe("A finer practice area (landlord-tenant, custody, wage claim, immigration...)."),
  urgencyReason: z
    .string()
    .trim()
    .max(300)
    .nullish()
    .describe('Why the urgency is what it is, in English ("Hearing in 10 days: 2026-04-01").'),
};

export type UnderstandingArguments = {
  parties?: NarrativeParty[];
  keyDates?: KeyDate[];
  practiceArea?: string | null;
  urgencyReason?: string | null;
};

import { findKeyDates, referenceDate } from "./dates.ts";
import { sameDatePhrase } from "./date-phrases.ts";
import { findParties, findVisitorName } from "./parties.ts";
import { findPlace } from "./places.ts";
import { classifyPracticeArea, serviceForPracticeArea } from "./practice-areas.ts";
import { readAnswer } from "./non-answers.ts";
import type { KeyDate, NarrativeParty, NarrativeUnderstanding } from "./types.ts";
import { assessNarrativeUrgency } from "./narrative-urgency.ts";

/**
 * The extraction layer's entry: what a visitor's words say about parties, place, dates, practice
 * area and urgency (issue 13, ADR 0039/0040). Used by the built-in agent on every turn and by the
 * openai provider to check and complete the model's tool arguments (mergeUnderstanding).
 */

export type UnderstandOptions = {
  now: Date;
  previous?: NarrativeUnderstanding;
  firmServices?: readonly string[];
};

export { findKeyDates } from "./dates.ts";
export { opposingParty } from "./parties.ts";
export { placeText } from "./places.ts";
export { readAnswer, isNonAnswer } from "./non-answers.ts";
export { writeSummary, SUMMARY_MAX } from "./summary.ts";
export { keyDateLabel } from "./narrative-urgency.ts";
export { serviceForPracticeArea, classifyPracticeArea, practiceAreaIsClear } from "./practice-areas.ts";

/** Loads the gazetteer and the NLP lexicon once (about a second on a busy machine); the first turn otherwise pays it. */
export function warmUnderstanding(): void {
  understandNarrative(WARM_TEXT, { now: new Date(0) });
}

/** Touches every reader once, so their tables (verb forms, naming cues, whose place) are built before the first visitor. */
const WARM_TEXT =
  "My landlord in Saint Paul, Minnesota has a hearing on April 1st. I was bitten by the neighbors dog; the neighbors are Carl and Denise Whitaker and they refused to pay. I'm still in our house. I drove for Midland Funding, LLC until nov 6 and must be out by the 15th. While visiting my mom in Reno I was hit; the car belongs to my cousin dev.";

/**
 * The same warm-up in steps of a few hundred milliseconds each, yielding to the event loop between
 * them, so a server that has started listening keeps answering (health checks, first pages) while
 * it warms (ADR 0055).
 */
export async function warmUnderstandingInSteps(): Promise<void> {
  const steps = [
    () => readAnswer(WARM_TEXT),
    () => classifyPracticeArea(WARM_TEXT),
    () => findPlace(WARM_TEXT),
    () => findParties(WARM_TEXT, null),
    () => findKeyDates(WARM_TEXT, new Date(0)),
    () => findVisitorName(WARM_TEXT),
    () => warmUnderstanding(),
  ];
  for (const step of steps) {
    step();
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export function emptyUnderstanding(): NarrativeUnderstanding {
  return {
    parties: [],
    place: null,
    keyDates: [],
    practiceArea: null,
    urgency: { level: "low", reason: null, decidingDate: null },
    language: null,
  };
}

/**
 * A message typed in capitals reads as one in lower case: a capital there marks no name ("IN FT.
 * COLLINS CALLED HONEY & RYE"), and the readers of places know lower-case writing.
 */
function unshouted(text: string): string {
  const letters = text.replace(/[^A-Za-z]/g, "");
  const capitals = letters.replace(/[^A-Z]/g, "").length;
  return letters.length >= 20 && capitals >= letters.length * 0.8 ? text.toLowerCase() : text;
}

export function understandNarrative(text: string, options: UnderstandOptions): NarrativeUnderstanding {
  const cleaned = readAnswer(text).answer ?? "";
  const practiceArea = classifyPracticeArea(cleaned) ?? options.previous?.practiceArea ?? null;
  // The narrative's own "today", once stated, is the reference for every later message as well.
  const stated = options.previous?.referenceDate ? new Date(`${options.previous.referenceDate}T12:00:00Z`) : null;
  const base = stated ?? options.now;
  const now = referenceDate(cleaned, base);
  const ownToday = now !== base ? now.toISOString().slice(0, 10) : (options.previous?.referenceDate ?? null);
  const fromText: NarrativeUnderstanding = {
    parties: cleaned ? findParties(cleaned, practiceArea) : [],
    place: cleaned ? findPlace(unshouted(cleaned), practiceArea) : null,
    keyDates: cleaned ? findKeyDates(cleaned, base) : [],
    practiceArea,
    urgency: { level: "low", reason: null, decidingDate: null },
    language: options.previous?.language ?? null,
    visitorName: findVisitorName(cleaned),
    referenceDate: ownToday,
  };
  const merged = options.previous ? mergeUnderstanding(options.previous, fromText) : fromText;
  merged.urgency = assessNarrativeUrgency(merged.keyDates, [cleaned], now);
  if (
    options.previous &&
    ["high", "emergency"].includes(options.previous.urgency.level) &&
    options.previous.urgency.level === "emergency" &&
    merged.urgency.level !== "emergency"
  ) {
    merged.urgency = options.previous.urgency;
  }
  if (options.firmServices) {
    const mapping = serviceForPracticeArea(merged.practiceArea, options.firmServices);
    merged.service = mapping.service;
    merged.outsideServices = mapping.outsideServices;
  }
  return merged;
}

function sameName(a: string, b: string): boolean {
  const x = a.trim().toLowerCase();
  const y = b.trim().toLowerCase();
  return Boolean(x) && Boolean(y) && (x === y || x.includes(y) || y.includes(x));
}

function mergeParties(first: readonly NarrativeParty[], second: readonly NarrativeParty[]): NarrativeParty[] {
  const out: NarrativeParty[] = first.map((p) => ({ ...p, aliases: [...p.aliases] }));
  for (const party of second) {
    const same = out.find(
      (p) =>
        (party.name && (sameName(p.name, party.name) || p.aliases.some((a) => sameName(a, party.name)))) ||
        (!party.name && !p.name && p.role === party.role),
    );
    if (same) {
      if (!same.description && party.description) same.description = party.description;
      for (const alias of party.aliases)
        if (!same.aliases.includes(alias) && alias !== same.name) same.aliases.push(alias);
      continue;
    }
    // A named other side replaces an unnamed one with the same role ("my landlord" → "Kyle Whitfield").
    const unnamed =
      party.name && party.role === "opposing" ? out.findIndex((p) => p.role === "opposing" && !p.name) : -1;
    if (unnamed >= 0) {
      out[unnamed] = { ...party, description: party.description ?? out[unnamed]!.description };
      continue;
    }
    if (!party.name && party.role === "opposing" && out.some((p) => p.role === "opposing")) continue;
    out.push({ ...party, aliases: [...party.aliases] });
  }
  return out;
}

function mergeDates(first: readonly KeyDate[], second: readonly KeyDate[]): KeyDate[] {
  const out = [...first];
  for (const date of second) {
    // The same day, or the same words read twice ("el 1 de abril" and "1 de abril" with another year).
    const same = out.findIndex(
      (d) => d.iso.slice(0, 10) === date.iso.slice(0, 10) || sameDatePhrase(d.phrase, date.phrase),
    );
    if (same >= 0) {
      if (out[same]!.kind === "other" && date.kind !== "other") out[same] = date;
      continue;
    }
    out.push(date);
  }
  return out.sort((a, b) => a.iso.localeCompare(b.iso));
}

/**
 * What the model returned, checked and completed by what the text says: the model's parties and
 * dates stay, the text adds what the model missed; a place the gazetteer resolved fills the
 * model's gaps. Also merges an earlier turn's understanding with a later message's.
 */
export function mergeUnderstanding(
  fromModel: NarrativeUnderstanding,
  fromText: NarrativeUnderstanding,
): NarrativeUnderstanding {
  const place = fromModel.place
    ? {
        ...fromModel.place,
        city: fromModel.place.city ?? fromText.place?.city ?? null,
        county: fromModel.place.county ?? fromText.place?.county ?? null,
        state: fromModel.place.state ?? fromText.place?.state ?? null,
        country: fromModel.place.country ?? fromText.place?.country ?? null,
      }
    : fromText.place;
  // The case's place (a court) beats the visitor's home.
  const better =
    fromText.place &&
    place &&
    (fromText.place.source === "court" || fromText.place.source === "case") &&
    place.source === "home"
      ? fromText.place
      : place;
  const order = ["low", "medium", "high", "emergency"];
  return {
    parties: mergeParties(fromModel.parties, fromText.parties),
    place: better,
    keyDates: mergeDates(fromModel.keyDates, fromText.keyDates),
    practiceArea: fromModel.practiceArea ?? fromText.practiceArea,
    urgency:
      order.indexOf(fromText.urgency.level) > order.indexOf(fromModel.urgency.level)
        ? fromText.urgency
        : fromModel.urgency,
    language: fromModel.language ?? fromText.language,
    visitorName: fromModel.visitorName ?? fromText.visitorName ?? null,
    referenceDate: fromText.referenceDate ?? fromModel.referenceDate ?? null,
    service: fromModel.service ?? fromText.service,
    outsideServices: fromModel.outsideServices ?? fromText.outsideServices,
  };
}

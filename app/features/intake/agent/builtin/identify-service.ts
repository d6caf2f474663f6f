import {
  AREA_LEXICON,
  DEFAULT_SERVICE_AREAS,
  GENERAL_SERVICE_WORDS,
  type PracticeArea,
  SERVICE_NAME_NOISE,
} from "./lexicon.ts";
import { withoutBusinessNames } from "~/features/intake/understanding/business-names.ts";
import { containsPhrase, stems, words } from "./tokens.ts";

/**
 * Which of the firm's services a visitor's words point to. The firm's own service names count
 * first; the keyword lexicon of the nine default areas applies through `areaOfService`.
 */

type CompiledPhrase = { stems: string[]; weight: number };

const COMPILED_LEXICON = Object.fromEntries(
  Object.entries(AREA_LEXICON).map(([area, phrases]) => [
    area,
    Object.entries(phrases)
      .map(([phrase, weight]) => ({ stems: stems(phrase), weight }))
      .sort((a, b) => b.stems.length - a.stems.length),
  ]),
) as Record<PracticeArea, CompiledPhrase[]>;

function lexiconScore(textStems: readonly string[], area: PracticeArea): number {
  const matched: CompiledPhrase[] = [];
  for (const phrase of COMPILED_LEXICON[area]) {
    if (!containsPhrase(textStems, phrase.stems)) continue;
    // "child custody" already counted: "custody" inside it does not count again.
    if (matched.some((longer) => containsPhrase(longer.stems, phrase.stems))) continue;
    matched.push(phrase);
  }
  return matched.reduce((sum, phrase) => sum + phrase.weight, 0);
}

/** The practice area a (possibly renamed) service belongs to, or null for a firm's own area. */
export function areaOfService(service: string): PracticeArea | null {
  const key = service.trim().toLowerCase();
  const direct = DEFAULT_SERVICE_AREAS[key];
  if (direct) return direct;
  const nameStems = stems(service);
  for (const [name, area] of Object.entries(DEFAULT_SERVICE_AREAS)) {
    if (area !== "general" && containsPhrase(nameStems, stems(name))) return area;
  }
  let best: { area: PracticeArea; score: number } | null = null;
  for (const area of Object.keys(COMPILED_LEXICON) as PracticeArea[]) {
    if (area === "general") continue;
    const score = lexiconScore(nameStems, area);
    if (score > 0 && (!best || score > best.score)) best = { area, score };
  }
  if (best) return best.area;
  if (GENERAL_SERVICE_WORDS.test(service)) return "general";
  return null;
}

export type ServiceScore = { service: string; score: number };

/** Every service with a positive score for the text, best first (ties keep the firm's order). */
export function scoreServices(text: string, services: readonly string[]): ServiceScore[] {
  const textStems = stems(text);
  const scores: ServiceScore[] = [];
  for (const service of services) {
    let score = 0;
    const nameStems = stems(service);
    if (nameStems.length > 0 && containsPhrase(textStems, nameStems)) {
      score += 4;
    } else {
      const significant = words(service)
        .filter((w) => !SERVICE_NAME_NOISE.has(w))
        .map((w) => stems(w)[0] ?? w);
      score += Math.min(2, significant.filter((s) => textStems.includes(s)).length);
    }
    const area = areaOfService(service);
    if (area) score += lexiconScore(textStems, area);
    if (score > 0) scores.push({ service, score });
  }
  return scores.sort((a, b) => b.score - a.score);
}

/** The "anything else" service (General Consultation or the firm's equivalent), if the firm has one. */
export function fallbackService(services: readonly string[]): string | null {
  return services.find((service) => areaOfService(service) === "general") ?? null;
}

export type Identification =
  | { kind: "match"; service: string; score: number }
  | { kind: "ambiguous"; options: string[] }
  | { kind: "none" };

export function identifyService(text: string, services: readonly string[]): Identification {
  // The words of a business's name name no matter ("Bright Smiles Family Dentistry", "Injury Care Clinic").
  const scored = scoreServices(withoutBusinessNames(text), services);
  const specific = scored.filter((s) => areaOfService(s.service) !== "general");
  if (specific.length === 0) {
    // Only a visitor who names the general service ("a general consultation") picks it here.
    const general = scored.find((s) => s.score >= 3);
    return general ? { kind: "match", service: general.service, score: general.score } : { kind: "none" };
  }
  const top = specific[0];
  const tied = specific.filter((s) => s.score === top.score);
  if (tied.length > 1) return { kind: "ambiguous", options: tied.map((s) => s.service) };
  return { kind: "match", service: top.service, score: top.score };
}

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
};

/** The service a visitor picked from a list we offered ("the second one", "2", "employment"). */
export function resolveServiceChoice(
  reply: string,
  options: readonly string[],
  services: readonly string[],
): string | null {
  const text = reply.trim().toLowerCase();
  const exact = services.find((s) => s.toLowerCase() === text.replace(/[.!]+$/, ""));
  if (exact) return exact;
  if (words(text).length <= 5) {
    const number = /^(?:number\s+|#|option\s+)?(\d{1,2})\b/.exec(text);
    if (number && options.length > 0) return options[Number(number[1]) - 1] ?? null;
    const ordinal = /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|last)\b/.exec(text);
    if (ordinal && options.length > 0) {
      return ordinal[1] === "last" ? (options.at(-1) ?? null) : (options[(ORDINALS[ordinal[1]] ?? 0) - 1] ?? null);
    }
    if (/\b(none of (these|those|them)|something else|other|not sure|no idea|don'?t know)\b/.test(text)) {
      return fallbackService(services);
    }
  }
  if (options.length > 0) {
    const among = identifyService(reply, options);
    if (among.kind === "match") return among.service;
  }
  const any = identifyService(reply, services);
  return any.kind === "match" ? any.service : null;
}

const CORRECTION_CUE =
  /\b(actually|i meant|instead|rather|wrong|not right|incorrect|more (of|about|like)|change (it|this|that|the service)|switch|isn'?t|is not|not (a|an|about|really))\b/i;
const SERVICE_WORDS = /\b(service|category|area|type of (case|matter)|kind of (case|matter))\b/i;

export type Correction = { kind: "switch"; service: string } | { kind: "ask" } | null;

/**
 * A visitor correcting the service: "Actually it's more of an employment issue", "wrong category",
 * or simply typing another service's name.
 */
export function detectServiceCorrection(text: string, services: readonly string[], current: string): Correction {
  const bare = text
    .trim()
    .replace(/[.!]+$/, "")
    .toLowerCase();
  const named = services.find((s) => s.toLowerCase() === bare);
  if (named) return named === current ? null : { kind: "switch", service: named };
  if (!CORRECTION_CUE.test(text)) return null;
  const found = identifyService(text, services);
  if (found.kind === "match" && found.service !== current && found.score >= 2) {
    const currentScore = scoreServices(text, [current])[0]?.score ?? 0;
    if (found.score > currentScore) return { kind: "switch", service: found.service };
  }
  if (found.kind !== "match" && SERVICE_WORDS.test(text)) return { kind: "ask" };
  return null;
}

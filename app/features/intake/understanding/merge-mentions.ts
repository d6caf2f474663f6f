import nlp from "compromise";
import { countiesNamed, isCityName } from "./gazetteer.server.ts";
import { STATE_CODE_BY_NAME } from "~/features/intake/agent/builtin/us-places.ts";
import { type Mention, sameParty } from "./mention.ts";
import { SOCIAL_SPOT } from "./party-cues.ts";
import { businessLike } from "./reading-names.ts";
import { RELATION_BEFORE } from "./relation-roles.ts";

/**
 * One mention per name and place, and the places, vehicles and shouted words read as names dropped.
 */

/** What a county does as a party: sues, fines, takes, denies, tows, condemns. */
const COUNTY_ACTS =
  /^\s*(?:is |has |had |just |also )?(?:su(?:ed|es|ing)|fin(?:ed|es|ing)|took|tak(?:es|ing)|den(?:ied|ies|ying)|tow(?:ed|s)|seiz\w*|condemn\w*|cit(?:ed|es)|foreclos\w*|garnish\w*|wants|says (?:i|we) owe)\b/i;

/** "Montgomery County", "St. Louis County": the name of a real county and nothing more. */
function countyOnly(name: string): boolean {
  const county = /^(.+?)\s+(?:county|parish)$/i.exec(name.trim());
  return county !== null && countiesNamed(county[1]!).length > 0;
}

/** Car makes: as a descriptor of a vehicle ("a white ford f-150", "my Honda"), a make is no party. */
const VEHICLE_MAKES = new Set(
  "ford chevy chevrolet toyota honda nissan dodge ram jeep gmc tesla hyundai kia subaru mazda volkswagen vw bmw audi lexus acura infiniti cadillac buick lincoln chrysler mitsubishi volvo porsche mercedes".split(
    " ",
  ),
);

function vehicleMake(m: Mention, text: string): boolean {
  const words = m.name.toLowerCase().split(/\s+/);
  if (!VEHICLE_MAKES.has(words[0]!) || words.length > 2) return false;
  // Said as a vehicle: after "a", "my", "his"... (a colour or a year may stand between).
  return /\b(?:a|an|the|my|our|his|her|their|your)\s+(?:[\w-]+\s+){0,2}$/i.test(
    text.slice(Math.max(0, m.index - 30), m.index),
  );
}

const SPANISH_MONTH =
  /^(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)$/i;

/** A single dictionary word in capitals inside a stretch of capitals: the visitor is shouting, not naming. */
function shoutedWord(m: Mention, text: string): boolean {
  if (!/^[A-Z]{3,}$/.test(m.name)) return false;
  const around = text.slice(Math.max(0, m.index - 25), m.end + 25).replace(/[^A-Za-z]/g, "");
  if (around !== around.toUpperCase()) return false;
  const word = nlp(m.name.toLowerCase());
  return word.has("(#Noun|#Verb|#Adjective)") && !word.has("#Acronym");
}

/** One mention per name and place: the relation-led one carries the relation. */
export function oneMentionEach(mentions: Mention[]): Mention[] {
  const merged: Mention[] = [];
  for (const m of mentions.sort((a, b) => a.index - b.index || (b.relation ? 1 : 0) - (a.relation ? 1 : 0))) {
    const overlap = merged.find((o) => m.index < o.end && o.index < m.end);
    if (overlap) {
      const better =
        (m.kind === "company" || m.kind === "agency") &&
        (overlap.kind === "person" ||
          (businessLike(m.name) && !businessLike(overlap.name)) ||
          (businessLike(m.name) && m.name.length > overlap.name.length) ||
          // "Weltman, Weinberg & Reis" read whole and as "Weltman": the whole name.
          (overlap.kind === "company" && m.index <= overlap.index && m.end > overlap.end && / & /.test(m.name)));
      if (better && overlap.kind === "person" && overlap.relation) overlap.alias = [overlap.name];
      if (better)
        Object.assign(overlap, {
          name: m.name,
          kind: m.kind,
          index: Math.min(m.index, overlap.index),
          end: Math.max(m.end, overlap.end),
        });
      // "the Texas Workforce Commission" read as a company and as an agency is the agency.
      // "Aurora" read by the NLP and "Aurora Police" by its officers: the agency, by its longer name.
      else if (m.kind === "agency" && overlap.kind === "company" && sameParty(m.name, overlap.name))
        Object.assign(overlap, { kind: "agency", name: m.name.length > overlap.name.length ? m.name : overlap.name });
      // "my sons dad, devon price": a person's full name read by the NLP completes the first name after the relation.
      else if (
        m.kind === "person" &&
        overlap.kind === "person" &&
        m.name.toLowerCase().startsWith(`${overlap.name.toLowerCase()} `)
      )
        Object.assign(overlap, { name: m.name, end: Math.max(m.end, overlap.end) });
      // "i do aide work through BrightPath Home Care Services": the relation found by one reading is kept.
      overlap.relation ??= m.relation;
      if (m.namedForHarm) overlap.namedForHarm = true;
      continue;
    }
    if (m.kind === "person" && businessLike(m.name)) m.kind = "company";
    merged.push(m);
  }
  return merged;
}

/** "fontana ca", "Charlotte NC", a county alone, a car's make: places and vehicles read as names are no parties. */
const PERSON_TITLE = /\b(?:dr|mr|mrs|ms|judge|officer|detective|deputy|sgt|sergeant)\.?\s+\S{0,4}$/i;

export function dropPlacesAndVehicles(merged: Mention[], text: string): void {
  for (let i = merged.length - 1; i >= 0; i--) {
    const m = merged[i]!;
    const led = m.relation ?? RELATION_BEFORE.exec(text.slice(Math.max(0, m.index - 60), m.index))?.[1];
    // "Dr. Kaplan": a person after a title is no town (Kaplan, Louisiana).
    const titled = m.kind === "person" && PERSON_TITLE.test(text.slice(Math.max(0, m.index - 12), m.index + 4));
    if (!led && !titled && m.kind !== "agency" && isCityName(m.name.replace(/\s+[A-Z]{2}$/, ""))) merged.splice(i, 1);
    // "in Savannah, Georgia": a state's name is a place; "the neighborhood facebook group" a place online.
    else if (!led && (STATE_CODE_BY_NAME.has(m.name.toLowerCase()) || SOCIAL_SPOT.test(m.name))) merged.splice(i, 1);
    // "the custody order is from Montgomery County": a county alone is where a court sits, unless it acts ("Harris County sued us").
    else if (!led && countyOnly(m.name) && !COUNTY_ACTS.test(text.slice(m.end, m.end + 40))) merged.splice(i, 1);
    // "a white ford f-150 t-boned me", "I drove my Toyota Camry": a car's make names the vehicle, not who drove it.
    else if (vehicleMake(m, text)) merged.splice(i, 1);
    // "1099 contractors", "CALLED THE COPS ON ME": a number, or a plain word in a shouted sentence, names no one.
    // "a lineman for 22 years": a count of time names no one.
    else if (
      !/[A-Za-z]/.test(m.name) ||
      /^\d+\s+(?:years?|months?|weeks?|days?|hours?|yrs?)$/i.test(m.name) ||
      shoutedWord(m, text)
    )
      merged.splice(i, 1);
    // "desde julio": a Spanish month written in lower case is no one's name.
    else if (SPANISH_MONTH.test(m.name) && /^[a-z]/.test(text.slice(m.index, m.end))) merged.splice(i, 1);
  }
}

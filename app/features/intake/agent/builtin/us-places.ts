/** US places: the states (app/lib/us-states.ts); cities come from the GeoNames gazetteer (understanding/gazetteer.server.ts). */
import { STATE_CODE_BY_NAME, US_STATES } from "~/lib/us-states.ts";

export { STATE_CODE_BY_NAME, US_STATES };

/** Two-letter codes that are also everyday English words: only trusted after "City, ". */
export const AMBIGUOUS_STATE_CODES = new Set(["IN", "OR", "ME", "OK", "HI", "DE", "MA", "PA", "CO", "ID", "LA", "AL"]);

/** State names that are also first names: only trusted after "in", "from", "live in"…. */
export const AMBIGUOUS_STATE_NAMES = new Set([
  "washington",
  "georgia",
  "virginia",
  "indiana",
  "montana",
  "nevada",
  "carolina",
]);

/** Countries other than the US a visitor may name, as "in Canada". */
export const OTHER_COUNTRIES: ReadonlyMap<string, string> = new Map([
  ["canada", "Canada"],
  ["mexico", "Mexico"],
  ["the uk", "United Kingdom"],
  ["uk", "United Kingdom"],
  ["the united kingdom", "United Kingdom"],
  ["united kingdom", "United Kingdom"],
  ["england", "United Kingdom"],
  ["scotland", "United Kingdom"],
  ["wales", "United Kingdom"],
  ["ireland", "Ireland"],
  ["australia", "Australia"],
  ["new zealand", "New Zealand"],
  ["india", "India"],
  ["germany", "Germany"],
  ["france", "France"],
  ["spain", "Spain"],
  ["italy", "Italy"],
  ["the philippines", "Philippines"],
  ["philippines", "Philippines"],
  ["china", "China"],
  ["japan", "Japan"],
  ["brazil", "Brazil"],
  ["nigeria", "Nigeria"],
]);

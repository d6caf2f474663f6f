/** US states (and DC) by postal code; cities come from the GeoNames gazetteer (understanding/gazetteer.server.ts). */

export const US_STATES: Readonly<Record<string, string>> = {
  AL: "Alabama", AK: "Alaska", AZ: "Arizona", AR: "Arkansas", CA: "California", CO: "Colorado", CT: "Connecticut",
  DE: "Delaware", DC: "District of Columbia", FL: "Florida", GA: "Georgia", HI: "Hawaii", ID: "Idaho", IL: "Illinois",
  IN: "Indiana", IA: "Iowa", KS: "Kansas", KY: "Kentucky", LA: "Louisiana", ME: "Maine", MD: "Maryland",
  MA: "Massachusetts", MI: "Michigan", MN: "Minnesota", MS: "Mississippi", MO: "Missouri", MT: "Montana", NE: "Nebraska",
  NV: "Nevada", NH: "New Hampshire", NJ: "New Jersey", NM: "New Mexico", NY: "New York", NC: "North Carolina",
  ND: "North Dakota", OH: "Ohio", OK: "Oklahoma", OR: "Oregon", PA: "Pennsylvania", RI: "Rhode Island",
  SC: "South Carolina", SD: "South Dakota", TN: "Tennessee", TX: "Texas", UT: "Utah", VT: "Vermont", VA: "Virginia",
  WA: "Washington", WV: "West Virginia", WI: "Wisconsin", WY: "Wyoming",
};

export const STATE_CODE_BY_NAME: ReadonlyMap<string, string> = new Map(
  Object.entries(US_STATES).map(([code, name]) => [name.toLowerCase(), code]),
);

/** Two-letter codes that are also everyday English words: only trusted after "City, ". */
export const AMBIGUOUS_STATE_CODES = new Set(["IN", "OR", "ME", "OK", "HI", "DE", "MA", "PA", "CO", "ID", "LA", "AL"]);

/** State names that are also first names: only trusted after "in", "from", "live in"…. */
export const AMBIGUOUS_STATE_NAMES = new Set(["washington", "georgia", "virginia", "indiana", "montana", "nevada", "carolina"]);


/** Countries other than the US a visitor may name, as "in Canada". */
export const OTHER_COUNTRIES: ReadonlyMap<string, string> = new Map([
  ["canada", "Canada"], ["mexico", "Mexico"], ["the uk", "United Kingdom"], ["uk", "United Kingdom"],
  ["the united kingdom", "United Kingdom"], ["united kingdom", "United Kingdom"], ["england", "United Kingdom"],
  ["scotland", "United Kingdom"], ["wales", "United Kingdom"], ["ireland", "Ireland"], ["australia", "Australia"],
  ["new zealand", "New Zealand"], ["india", "India"], ["germany", "Germany"], ["france", "France"], ["spain", "Spain"],
  ["italy", "Italy"], ["the philippines", "Philippines"], ["philippines", "Philippines"], ["china", "China"],
  ["japan", "Japan"], ["brazil", "Brazil"], ["nigeria", "Nigeria"],
]);

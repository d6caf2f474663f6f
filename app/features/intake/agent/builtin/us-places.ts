/** US states (and DC) by postal code, plus larger cities, so "I'm in Charlotte" gives North Carolina. */

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

/** Lower-case city → [display name, state code]. Only cities that are not also common words or names. */
export const KNOWN_CITIES: ReadonlyMap<string, readonly [string, string]> = new Map(
  (
    [
      ["New York City", "NY"], ["NYC", "NY"], ["Brooklyn", "NY"], ["Queens", "NY"], ["Manhattan", "NY"], ["the Bronx", "NY"],
      ["Buffalo", "NY"], ["Los Angeles", "CA"], ["San Diego", "CA"], ["San Francisco", "CA"], ["San Jose", "CA"],
      ["Sacramento", "CA"], ["Fresno", "CA"], ["Oakland", "CA"], ["Chicago", "IL"], ["Houston", "TX"], ["Dallas", "TX"],
      ["San Antonio", "TX"], ["Austin", "TX"], ["Fort Worth", "TX"], ["El Paso", "TX"], ["Phoenix", "AZ"], ["Tucson", "AZ"],
      ["Philadelphia", "PA"], ["Pittsburgh", "PA"], ["Jacksonville", "FL"], ["Miami", "FL"], ["Tampa", "FL"],
      ["Orlando", "FL"], ["Columbus", "OH"], ["Cleveland", "OH"], ["Cincinnati", "OH"], ["Charlotte", "NC"],
      ["Raleigh", "NC"], ["Durham", "NC"], ["Greensboro", "NC"], ["Indianapolis", "IN"], ["Seattle", "WA"],
      ["Spokane", "WA"], ["Denver", "CO"], ["Nashville", "TN"], ["Memphis", "TN"], ["Oklahoma City", "OK"],
      ["Tulsa", "OK"], ["Boston", "MA"], ["Las Vegas", "NV"], ["Detroit", "MI"], ["Louisville", "KY"],
      ["Baltimore", "MD"], ["Milwaukee", "WI"], ["Albuquerque", "NM"], ["Atlanta", "GA"], ["Kansas City", "MO"],
      ["St. Louis", "MO"], ["Saint Louis", "MO"], ["Omaha", "NE"], ["Minneapolis", "MN"], ["New Orleans", "LA"],
      ["Salt Lake City", "UT"], ["Honolulu", "HI"], ["Anchorage", "AK"], ["Boise", "ID"], ["Des Moines", "IA"],
      ["Birmingham", "AL"], ["Newark", "NJ"], ["Providence", "RI"], ["Hartford", "CT"], ["Little Rock", "AR"],
      ["Charleston", "SC"], ["Columbia", "SC"], ["Richmond", "VA"], ["Virginia Beach", "VA"], ["Washington DC", "DC"],
      ["Washington, DC", "DC"], ["Washington, D.C.", "DC"],
    ] as const
  ).map(([name, code]) => [name.toLowerCase(), [name.replace(/^the /, "The "), code] as const]),
);

/** Countries other than the US a visitor may name, as "in Canada". */
export const OTHER_COUNTRIES: ReadonlyMap<string, string> = new Map([
  ["canada", "Canada"], ["mexico", "Mexico"], ["the uk", "United Kingdom"], ["uk", "United Kingdom"],
  ["the united kingdom", "United Kingdom"], ["united kingdom", "United Kingdom"], ["england", "United Kingdom"],
  ["scotland", "United Kingdom"], ["wales", "United Kingdom"], ["ireland", "Ireland"], ["australia", "Australia"],
  ["new zealand", "New Zealand"], ["india", "India"], ["germany", "Germany"], ["france", "France"], ["spain", "Spain"],
  ["italy", "Italy"], ["the philippines", "Philippines"], ["philippines", "Philippines"], ["china", "China"],
  ["japan", "Japan"], ["brazil", "Brazil"], ["nigeria", "Nigeria"],
]);

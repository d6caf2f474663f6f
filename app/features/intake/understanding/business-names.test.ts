import { describe, expect, it } from "vitest";
import { businessNames } from "./business-names.ts";

/** Businesses by the shape of their name (ADR 0063): a head noun from the trades lexicon, a legal form, Title Case or a cue in lower case. */
describe("businessNames", () => {
  it.each([
    ["I worked as a line cook at Blue Heron Bistro in Charleston", ["Blue Heron Bistro"]],
    ["i rent from pinecrest housing partners in lansing michigan", ["pinecrest housing partners"]],
    ["got fired from denver auto body on friday", ["denver auto body"]],
    ["discover bank sued me for $7,800", ["discover bank"]],
    ["portfolio recovery associates is suing me", ["portfolio recovery associates"]],
    ["a truck from ace plumbing inc rear ended me", ["ace plumbing inc"]],
    ["We paid a contractor, Summit Roofing & Exteriors, $18,000", ["Summit Roofing & Exteriors"]],
    ["my boss at jk trucking co. in gary indiana", ["jk trucking co."]],
    ["a nurse at St. Mary's Regional Medical Center", ["St. Mary's Regional Medical Center"]],
    ["I slipped and fell at a Walmart store in Omaha", ["Walmart"]],
    ["Uber's insurance keeps calling", ["Uber"]],
    ["uber's insurance keeps calling", ["uber"]],
    // A legal form after a comma, a Roman numeral: the whole name (ADR 0072).
    ["I got a letter from Cavalry SPV I, LLC saying I owe", ["Cavalry SPV I, LLC"]],
    ["midland funding, llc sued me in maricopa county", ["midland funding, llc"]],
    ["Acme Holdings II, Inc. bought the building", ["Acme Holdings II, Inc."]],
    ["portfolio recovery associates, llc keeps calling me", ["portfolio recovery associates, llc"]],
    // An adverb opening the sentence is no part of the name after it.
    ["she stopped paying. Now Lakeshore Auto Finance calls me daily", ["Lakeshore Auto Finance"]],
  ])("%s", (text, names) => {
    expect(businessNames(text).map((b) => b.name)).toEqual(names);
  });

  it.each([
    ["a description, not a name", "I fell at my apartment complex last week"],
    ["an article before lower-case words", "i work for a staffing agency"],
    ["a head followed by another noun", "the business bank account was emptied"],
    ["a court, not a business", "the case is in lansing housing court"],
    ["a person whose surname is a trade word", "My ex, Brandon Mills, keeps showing up"],
    ["a state code after a city", "im in aurora co and he lives in denver"],
    ["a visitor's 'I' before a comma is no numeral", "When I called, I was told to wait"],
  ])("no business: %s", (_why, text) => {
    expect(businessNames(text)).toEqual([]);
  });
});

describe("businessNames: lower-case names (session 20)", () => {
  it.each([
    [
      "a verb after 'i' opens no name",
      "i own copper kettle catering llc with my sister",
      ["copper kettle catering llc"],
    ],
    [
      "a made-up word with 'king' in it is no person's word",
      "i slipped on a wet floor at thrifty-king market",
      ["thrifty-king market"],
    ],
    ["a record label", "a label named ridgeway records sent us a letter", ["ridgeway records"]],
    ["a meat packer", "trabajo en una planta, high plains meats, desde mayo", ["high plains meats"]],
  ])("%s", (_why, text, names) => {
    expect(businessNames(text).map((b) => b.name)).toEqual(names);
  });
});

describe("businessNames: no name in 'his own llc', 'a food truck llc' or 'get insurance' (session 20)", () => {
  it.each([
    "he runs side jobs thru his own llc with our trucks",
    "we want to start a food truck llc next spring",
    "people ask if we need to be a nonprofit, get insurance, waivers etc.",
  ])("%s", (text) => {
    expect(businessNames(text)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { namedMentionsReader } from "./naming.ts";
import { nameGoesOn } from "./business-names.ts";
import { placeHolder } from "./whose-place.ts";
import { breaksAnObligation } from "./party-verbs.ts";

const RELATIONS = new Set([
  "neighbor",
  "tenant",
  "contractor",
  "seller",
  "owner",
  "guy",
  "management company",
  "landlord",
]);
const namings = namedMentionsReader((noun) => RELATIONS.has(noun));

/** Names given by a naming construction (ADR 0064): the noun phrase says who the name is. */
describe("namedMentions", () => {
  it.each([
    ["A software company called Brightpath Analytics sent me a contract", [["Brightpath Analytics", "company"]]],
    ["i paid a roofing contractor by the name of summit ridge $8,500", [["summit ridge", "contractor"]]],
    [
      "On Monday the dog bit her. The neighbors are Carl and Denise Whitaker.",
      [
        ["Carl Whitaker", "neighbor"],
        ["Denise Whitaker", "neighbor"],
      ],
    ],
    [
      "The tenants in the upstairs unit are Jose and Maria Ortiz and they have not paid",
      [
        ["Jose Ortiz", "tenant"],
        ["Maria Ortiz", "tenant"],
      ],
    ],
    [
      "the management company is desert palms management and nobody answers",
      [["desert palms management", "management company"]],
    ],
    ["the seller is travis boone and he swore it was fine", [["travis boone", "seller"]]],
  ])("%s", (text, expected) => {
    expect(namings(text).map((m) => [m.name, m.noun])).toEqual(expected);
  });

  it.each([
    // A copula after a phrase that does not open its clause, or a name that does not read as one.
    "i told the landlord it was late",
    "my kids are with me this week",
    "the problem is that the heat is out",
    // Whom one phones for help is no name after "called".
    "the owner called the police on us",
    "the seller called the cops when we came back",
  ])("no name in: %s", (text) => {
    expect(namings(text)).toEqual([]);
  });
});

/** A building's or a business's noun makes the words before it a name, not a town (ADR 0064). */
describe("nameGoesOn", () => {
  it.each([
    [" apts in des moines iowa", true],
    [" bldg on 5th street", true],
    [" Assn fined us", true],
    [" & Grant sent me a letter", true],
    [" housing court on monday", false],
    [" living with my sister", false],
    [", Iowa", false],
  ])("%s", (following, expected) => {
    expect(nameGoesOn(following)).toBe(expected);
  });
});

/** Whose place a locative clause tells (ADR 0064). */
describe("placeHolder", () => {
  it.each([
    ["I'm still in our house in ", "visitor"],
    ["me and the kids are still in our apartment in ", "visitor"],
    ["she moved to her parents in ", "other"],
    ["my husband left in june and is living with his girlfriend in ", "other"],
    ["My parents live in ", "other"],
    // Not a clause of dwelling: says nothing of whose place it is.
    ["when i went to register it at the MVD it came back from a flood in ", null],
  ])("%s", (before, expected) => {
    expect(placeHolder(before)).toBe(expected);
  });
});

/** Duties left undone, by the verb's root (ADR 0064). */
describe("breaksAnObligation", () => {
  it.each([
    ["and they have not paid rent since August", true],
    ["he never returned the deposit", true],
    ["refuses to fix the heat", true],
    ["the customer didn't pay the invoice", true],
    ["and they paid on time", false],
    ["he did not call back", false],
  ])("%s", (clause, expected) => {
    expect(breaksAnObligation(clause)).toBe(expected);
  });
});

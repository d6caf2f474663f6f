import { describe, expect, it } from "vitest";
import { actsAgainstTheVisitor, dealingBefore, foundedByTheVisitor } from "./party-verbs.ts";

/** The verb tables of ADR 0063, read by root: every tense counts, the object must be the visitor. */
describe("actsAgainstTheVisitor", () => {
  it.each([
    [" sued me for $7,800", true],
    [" is suing me for a card", true],
    [" rear ended me on i-35", true],
    [" served me with divorce papers on tuesday", true],
    [" has been harassing me at work", true],
    [" owes me $400", true],
    [" hit my car at 5th and main", true],
    [" sued my neighbor last year", false],
    [" keeps showing up at my job", false],
    [" said dont bother coming back", false],
    [" cut down three of our oak trees", true],
    [" took some of my tools from the shed", true],
    [" damaged my fence backing out", true],
    [" took her kids to the park", false],
  ])("%s → %s", (after, expected) => {
    expect(actsAgainstTheVisitor(after)).toBe(expected);
  });
});

describe("dealingBefore", () => {
  it.each([
    ["i rent from ", "rent"],
    ["got fired from ", "fire"],
    ["I was let go from ", "let go"],
    ["I was laid off by ", "lay off"],
    ["bought a 2019 chevy equinox from ", "buy"],
    ["i drove for ", "drive"],
    ["we hired ", "hire"],
    ["i was sued by ", "sue"],
    ["was hit by a guy named ", "hit"],
    ["my mom lives with ", null],
    ["I went to the store with ", null],
  ])("%s → %s", (before, expected) => {
    expect(dealingBefore(before)).toBe(expected);
  });
});

describe("foundedByTheVisitor", () => {
  it.each([
    ["me and my cousin dev started a landscaping business, ", true],
    ["i own a small bakery, ", true],
    ["my husband started a business with ", false],
    ["I hired a general contractor, ", false],
  ])("%s → %s", (before, expected) => {
    expect(foundedByTheVisitor(before)).toBe(expected);
  });
});

import type { FieldNarrative } from "./narratives-field.fixtures.ts";

/**
 * Hold-out narratives, round 5 (written blind by the lead, never tuned to before they were handed
 * over as training data; 8 of 12 failed then). Their misses are classes, not phrasings: a company
 * whose first word is also a town ("pinecrest housing partners in lansing"), a business named
 * without a legal form ("Blue Heron Bistro", lower-case "denver auto body") losing to a first name,
 * a relation with an appositive name ("my kids mom, alicia moreno"), the other side as the subject
 * or object of what was done ("discover bank sued me", "got fired from X", "I rent from X"), a
 * response deadline counted from the service date in the same text, and past-tense incident dates.
 * ADR 0063 records the general cues that read them; never match these texts.
 */
export const HOLDOUT_NARRATIVES_5: FieldNarrative[] = [
  {
    id: "e1 eviction, company via 'rent from'",
    text: "i rent from pinecrest housing partners in lansing michigan and they filed an eviction on me last week. the court date is monday december 7. the maintenance guy jerome says they do this to everyone. my girlfriend tasha and our baby live with me",
    other: { name: "Pinecrest Housing Partners", kind: "company" },
    never: ["Jerome", "Tasha"],
    place: { city: "Lansing", state: "MI" },
    dates: [["2026-12-07", "hearing|court_date"]],
    urgency: "high",
    court: true,
  },
  {
    id: "e2 wage, title case company, no suffix",
    text: "I worked as a line cook at Blue Heron Bistro in Charleston, SC from March to October 15. The owner, Philip Grant, paid me in cash and never paid overtime even though I worked 60 hours a week. My friend Maria worked there too.",
    other: { name: "Blue Heron Bistro|Philip Grant", kind: "company|person" },
    never: ["Maria"],
    place: { city: "Charleston", state: "SC" },
    dates: [["2026-10-15", "employment_end"]],
  },
  {
    id: "e3 custody, mother of kids, court in words",
    text: "my kids mom, alicia moreno, is keeping my daughters from me even though our order says every other weekend. we have a hearing in travis county on the eighteenth of december. im in pflugerville. my lawyer from the divorce retired",
    other: { name: "Alicia Moreno", kind: "person" },
    place: { county: "Travis County", state: "TX" },
    dates: [["2026-12-18", "hearing|court_date"]],
    urgency: "high",
    court: true,
  },
  {
    id: "e4 debt, bank sued",
    text: "discover bank sued me for $7,800 on a credit card. i was served at my job on nov 19 and the papers say 21 days to file an answer. the court is the district court of oklahoma county. i live in edmond ok",
    other: { name: "Discover Bank|Discover", kind: "company" },
    place: { county: "Oklahoma County", state: "OK" },
    dates: [
      ["2026-11-19", "incident|other"],
      ["2026-12-10", "response_deadline|filing_deadline"],
    ],
    urgency: "high",
    court: true,
  },
  {
    id: "e5 slip at apartment complex",
    text: "I fell down the broken stairs at my apartment complex, Maple Grove Apartments in Fort Wayne, Indiana on November 2nd. I tore my ACL. The property manager Sheila said they had a work order for months. My neighbor Dave saw it happen.",
    other: { name: "Maple Grove Apartments", kind: "company" },
    never: ["Sheila", "Dave"],
    place: { city: "Fort Wayne", state: "IN" },
    dates: [["2026-11-02", "incident"]],
  },
  {
    id: "e6 fired, city in company",
    text: "got fired from denver auto body on friday because i was out sick with covid for a week. i had a doctors note. the manager kyle said dont bother coming back. im in aurora co",
    other: { name: "Denver Auto Body", kind: "company" },
    never: ["Kyle"],
    place: { state: "CO" },
    dates: [["2026-11-20", "employment_end"]],
  },
  {
    id: "e7 criminal, no other side",
    text: "My son (19) was charged with assault after a fight at a bar in Bozeman, Montana on November 14. His first appearance is on December 3rd. The other guy, Tanner Hale, had a broken nose. We need a criminal defense lawyer.",
    other: null,
    never: ["Tanner Hale"],
    place: { city: "Bozeman", state: "MT" },
    dates: [
      ["2026-11-14", "incident"],
      ["2026-12-03", "court_date|hearing"],
    ],
    urgency: "emergency",
  },
  {
    id: "e8 elder, caregiver",
    text: "our mom (91) lives in a memory care home in sioux falls sd and we think her caregiver, a woman named crystal dunn, has been using mom's debit card. about 6k in charges since september. the home, prairie view senior care, says its not their problem",
    other: { name: "Crystal Dunn|Prairie View Senior Care", kind: "person|company" },
    place: { city: "Sioux Falls", state: "SD" },
  },
  {
    id: "e9 contract with title-case person",
    text: "I hired a general contractor, Dale Whitmore of Whitmore Home Improvements LLC, to finish my basement in Rochester, NY. I paid $14,000 of $20,000 and he stopped showing up on September 28. His work also failed the city inspection.",
    other: { name: "Whitmore Home Improvements LLC|Whitmore Home Improvements|Dale Whitmore", kind: "company|person" },
    place: { city: "Rochester", state: "NY" },
    dates: [["2026-09-28", "incident|other"]],
  },
  {
    id: "e10 divorce in words and county",
    text: "my husband marcus bell served me with divorce papers on tuesday. the case is in fulton county superior court and i have 30 days to answer. we live in alpharetta. we have 2 kids and a house. my sister keisha is here with me",
    other: { name: "Marcus Bell", kind: "person" },
    never: ["Keisha"],
    place: { county: "Fulton County", state: "GA" },
    dates: [
      ["2026-11-24", "incident|other"],
      ["2026-12-24", "response_deadline|filing_deadline"],
    ],
    urgency: "high",
    court: true,
  },
  {
    id: "e11 employment, agency complaint deadline",
    text: "My employer Northstar Credit Union in Eau Claire, WI denied my request for accommodation for my disability and then demoted me on October 5th. HR director Janet Olsen handled it. I heard I have 300 days to file with the EEOC.",
    other: { name: "Northstar Credit Union", kind: "company" },
    never: ["Janet Olsen", "EEOC"],
    place: { city: "Eau Claire", state: "WI" },
    dates: [["2026-10-05", "incident|other"]],
  },
  {
    id: "e12 injury, dog, county only",
    text: "was bitten by a german shepherd while jogging in washtenaw county michigan on 11/8. the owner, a man named paul reinholt, didn't have it on a leash. i needed 12 stitches and a rabies shot",
    other: { name: "Paul Reinholt", kind: "person" },
    place: { county: "Washtenaw County", state: "MI" },
    dates: [["2026-11-08", "incident"]],
  },
];

import type { FieldNarrative } from "./narratives-field.fixtures.ts";

/**
 * Hold-out narratives, round 8: written by the helper of issue 13's sixth round before changing any
 * code for it (ADR 0064), to exercise the classes the lead's sixth blind set showed in other words
 * and other practice areas: names introduced by "called", "named", "by the name of" after a generic
 * noun; copular namings whose subject is a role ("the seller is", "the tenants upstairs are", "the
 * police report says his name is"); a relation followed directly by a name, in lower case, with
 * "co" or an abbreviated head ("our vendor bluewave paper co", "desert palms mgmt"); places said of
 * another person ("my parents live in Tucson") beside the visitor's own; and buildings or
 * associations whose first word is a town ("the riverside apts", "the franklin bldg", "the cedar
 * hills assn"). The message's time is FIELD_NOW, Thursday 2026-11-26.
 */
export const HOLDOUT_NARRATIVES_8: FieldNarrative[] = [
  {
    id: "g1 roofer introduced 'by the name of', paid up front",
    text: "i paid a roofing contractor by the name of summit ridge $8,500 up front in september to replace our roof and they never showed up. the guy who took the check was named kyle. we live in lakewood colorado",
    other: { name: "Summit Ridge", kind: "company|person" },
    never: ["Kyle", "Roofing Contractor"],
    place: { city: "Lakewood", state: "CO" },
  },
  {
    id: "g2 unpaid overtime, restaurant 'called', chef named",
    text: "I worked nine months as a line cook at a restaurant called Fig & Fennel in Portland, Oregon. They never paid my overtime and my last paycheck bounced on November 13. The chef, Andre, says it's not his problem.",
    other: { name: "Fig & Fennel", kind: "company" },
    never: ["Andre", "Restaurant"],
    place: { city: "Portland", state: "OR" },
    dates: [["2026-11-13", "incident|other"]],
  },
  {
    id: "g3 landlord's side, the tenants upstairs are a couple",
    text: "I own a duplex in Toledo, Ohio. The tenants in the upstairs unit are Jose and Maria Ortiz and they have not paid rent since August. I want to start an eviction.",
    other: { name: "Jose Ortiz|Maria Ortiz|Jose and Maria Ortiz|Ortiz", kind: "person" },
    place: { city: "Toledo", state: "OH" },
  },
  {
    id: "g4 used truck, 'the seller is', marketplace in passing",
    text: "bought a used f-150 off facebook marketplace in october. the seller is travis boone and he swore the transmission was fine. it died two days later and he wont return my texts. im in odessa tx",
    other: { name: "Travis Boone", kind: "person" },
    never: ["Facebook Marketplace", "Facebook"],
    place: { city: "Odessa", state: "TX" },
  },
  {
    id: "g5 crash, driver named only in the report, passenger hurt",
    text: "A guy ran a red light and t-boned me at 3rd and Pine in Billings MT on november 2nd. The police report says his name is Curtis Wade. My passenger Emily broke her wrist and I have a concussion.",
    other: { name: "Curtis Wade", kind: "person" },
    never: ["Emily"],
    place: { city: "Billings", state: "MT" },
    dates: [["2026-11-02", "incident"]],
  },
  {
    id: "g6 print shop, vendor in lower case with 'co', demand letter",
    text: "we run a print shop in worcester ma. our vendor bluewave paper co shipped us 40 cases of the wrong stock in october and now their lawyer sent a demand letter for $7,200. the sales rep was named gina",
    other: { name: "Bluewave Paper Co|Bluewave Paper", kind: "company" },
    never: ["Gina"],
    place: { city: "Worcester", state: "MA" },
  },
  {
    id: "g7 contractor named right after the relation, no head noun",
    text: "My contractor Delgado Brothers walked off the job in September with half the kitchen torn out. I paid them $14,000 and they stopped answering. The house is in Henderson, Nevada.",
    other: { name: "Delgado Brothers", kind: "company|person" },
    place: { city: "Henderson", state: "NV" },
  },
  {
    id: "g8 divorce, husband lives with his girlfriend elsewhere",
    text: "my husband marcus bell left in june and is living with his girlfriend in gresham. me and the kids are still in our apartment in beaverton oregon. i want a divorce and child support",
    other: { name: "Marcus Bell", kind: "person" },
    place: { city: "Beaverton", state: "OR" },
  },
  {
    id: "g9 fired after asking about overtime, parents live elsewhere",
    text: "My parents live in Tucson and they are helping me pay for a lawyer. I got fired from Desert Sun Pools on November 6 after I asked about overtime. I live and work in Chandler, Arizona.",
    other: { name: "Desert Sun Pools", kind: "company" },
    place: { city: "Chandler", state: "AZ" },
    dates: [["2026-11-06", "employment_end"]],
  },
  {
    id: "g10 no heat, building and management company abbreviated",
    text: "the heat has been out since nov 10 at the riverside apts where i live, in tucson az. the mgmt company is desert palms mgmt and nobody answers the phone. i have a 2 year old",
    other: { name: "Desert Palms Mgmt|Desert Palms Management", kind: "company" },
    place: { city: "Tucson", state: "AZ" },
    dates: [["2026-11-10", "incident|other"]],
  },
  {
    id: "g11 hoa fine, association abbreviated, board president named",
    text: "our hoa, the cedar hills assn, fined us $1,500 for a shed they approved in writing last spring. we live in olathe kansas. the board president is rick hammond and he says pay or they put a lien on the house",
    other: { name: "Cedar Hills Assn|Cedar Hills Association", kind: "company" },
    never: ["Rick Hammond"],
    place: { city: "Olathe", state: "KS" },
  },
  {
    id: "g12 debt letter from a law office 'by the name of', dispute window",
    text: "a law office by the name of Hollis & Grant sent me a letter saying i owe $2,100 to a payday lender. the letter is dated november 12 and gives me 30 days to dispute it. im in jackson mississippi",
    other: { name: "Hollis & Grant", kind: "company" },
    place: { city: "Jackson", state: "MS" },
    dates: [["2026-12-12", "response_deadline|filing_deadline"]],
  },
  {
    id: "g13 landlord enters without notice, building abbreviated",
    text: "i rent a unit in the franklin bldg on 5th street in columbus ohio and my landlord marco russo keeps coming in without notice. my roommate dana saw him in my room last week",
    other: { name: "Marco Russo", kind: "person" },
    never: ["Dana"],
    place: { city: "Columbus", state: "OH" },
  },
  {
    id: "g14 slip on ice, 'the owner is' after a business without a name",
    text: "I slipped on ice in the parking lot of a laundromat on Elm Street in Rochester, NY on November 18 and broke my ankle. The owner is Patrice Lowe and she says salting is not her job.",
    other: { name: "Patrice Lowe", kind: "person" },
    place: { city: "Rochester", state: "NY" },
    dates: [["2026-11-18", "incident"]],
  },
];

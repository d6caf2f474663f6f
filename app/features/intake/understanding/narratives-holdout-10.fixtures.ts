import type { FieldNarrative } from "./narratives-field.fixtures.ts";

/**
 * Hold-out narratives, round 10: written by the helper of issue 13's seventh round after the fixes
 * of round 9 and before any further change (ADR 0072), to check that the rules hold in other
 * words: the same eight kinds of misses and mixed stories, with typos, lower case, several
 * parties and dates in words. The message's time is FIELD_NOW, Thursday 2026-11-26.
 */
export const HOLDOUT_NARRATIVES_10: FieldNarrative[] = [
  {
    id: "k1 delivered for an app until a day, tips withheld, roommate helping",
    text: "so i delivered for dashly until october 28 and they kept like $600 of my tips. my roommate kai is helping me type this. i live in tacoma washington",
    other: { name: "Dashly", kind: "company" },
    never: ["Kai"],
    helpers: ["Kai"],
    place: { city: "Tacoma", state: "WA" },
    dates: [["2026-10-28", "employment_end"]],
  },
  {
    id: "k2 nanny worked for a family up to a day, owed pay",
    text: "I worked as a nanny for the Hendersons until November 14th, they still owe me three weeks of pay and my last check bounced. I'm in Naperville, IL.",
    other: { name: "Hendersons|Henderson", kind: "person|company" },
    place: { city: "Naperville", state: "IL" },
    dates: [["2026-11-14", "employment_end"]],
  },
  {
    id: "k3 lender with comma and L.L.C., garnishment",
    text: "LVNV Funding, L.L.C. got a judgment against me in 2024 and now they are garnishing my paycheck at Walgreens. I am in Dayton, Ohio.",
    other: { name: "LVNV Funding, L.L.C.|LVNV Funding L.L.C.|LVNV Funding", kind: "company" },
    never: ["Walgreens"],
    place: { city: "Dayton", state: "OH" },
  },
  {
    id: "k4 property company with Roman numeral III and comma LLC",
    text: "we rent from Lakeshore Villas III, LLC and they have not fixed the mold in our bathroom since september. we are in Kenosha, Wisconsin and my son has asthma",
    other: { name: "Lakeshore Villas III, LLC|Lakeshore Villas III LLC", kind: "company" },
    place: { city: "Kenosha", state: "WI" },
  },
  {
    id: "k5 out of the apartment by next friday, landlord named",
    text: "my landlord mike ferraro said i have to be out of the apartment by next friday because i complained about the roaches. i live in hialeah fl",
    other: { name: "Mike Ferraro", kind: "person" },
    place: { city: "Hialeah", state: "FL" },
    dates: [["2026-12-04", "move_out"]],
  },
  {
    id: "k6 leave before the 1st, no written notice",
    text: "The owner of our trailer park, Sunny Acres, told us we have to leave before the 1st. We never got anything in writing. We live in Yuma, Arizona.",
    other: { name: "Sunny Acres", kind: "company|person" },
    place: { city: "Yuma", state: "AZ" },
    dates: [["2026-12-01", "move_out"]],
  },
  {
    id: "k7 a bar in a city called, assault by a bouncer",
    text: "i was thrown out of a bar in downtown nashville called the rusty nail and the bouncer broke my nose on november 21. i have the er bills",
    other: { name: "The Rusty Nail|Rusty Nail", kind: "company" },
    place: { city: "Nashville", state: "TN" },
    dates: [["2026-11-21", "incident"]],
  },
  {
    id: "k8 a gym near a place named, membership keeps charging",
    text: "I joined a gym near my office in Bellevue named IronWorks Fitness and they keep charging my card $89 a month after I cancelled in August.",
    other: { name: "IronWorks Fitness", kind: "company" },
    place: { city: "Bellevue" },
  },
  {
    id: "k9 the owner in the next sentence, a fall on stairs",
    text: "I fell down the broken back stairs at my friend's rental house on November 9 and tore a ligament. The house is owned by a man named Victor Osei.",
    other: { name: "Victor Osei", kind: "person" },
    dates: [["2026-11-09", "incident"]],
  },
  {
    id: "k10 visiting a sister, the crash near her town",
    text: "I drove down to visit my sister in Tulsa for the weekend. On sunday a pickup ran a red light in Broken Arrow and hit my car. The driver was Cody Nash. I live in Wichita, Kansas.",
    other: { name: "Cody Nash", kind: "person" },
    place: { city: "Broken Arrow", state: "OK" },
    dates: [["2026-11-22", "incident"]],
  },
  {
    id: "k11 ex-fiance kept the ring and the truck",
    text: "my ex fiance brandon keeps my truck at his dads place and refuses to give it back, the truck is in my name. we broke up in october. im in lafayette louisiana",
    other: { name: "Brandon", kind: "person" },
    place: { city: "Lafayette", state: "LA" },
    service: "Civil|Criminal",
  },
  {
    id: "k12 grandmother's caregiver, daughter writes, cousin helped",
    text: "my grandma is 88 and her caregiver, a woman named denise porter, has been using grandma's debit card. my cousin tia noticed it first. grandma lives in fort wayne indiana",
    other: { name: "Denise Porter", kind: "person" },
    never: ["Tia"],
    helpers: ["Tia"],
    place: { city: "Fort Wayne", state: "IN" },
  },
  {
    id: "k13 custody hearing, mother-in-law helping, dates in words",
    text: "my husband Cole Brennan filed for custody of our twins in pima county and the hearing is on the ninth of december. my mother in law rita is on my side and will testify. we live in tucson",
    other: { name: "Cole Brennan", kind: "person" },
    never: ["Rita"],
    place: { county: "Pima County", state: "AZ" },
    dates: [["2026-12-09", "hearing|court_date"]],
    urgency: "high",
    court: true,
    service: "Family",
  },
  {
    id: "k14 fired by a clinic, boss named, last day in words",
    text: "My last day at Riverbend Family Clinic was the second of November. My supervisor, Dr. Amy Choi, fired me the day after I reported a billing problem. Springfield, Missouri.",
    other: { name: "Riverbend Family Clinic", kind: "company" },
    never: ["Amy Choi"],
    place: { city: "Springfield", state: "MO" },
    dates: [["2026-11-02", "employment_end"]],
    service: "Employment",
  },
];

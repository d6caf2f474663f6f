import type { FieldNarrative } from "./narratives-field.fixtures.ts";

/**
 * Hold-out narratives, round 2, added by the lead while this work was under way (written blind,
 * like round 1 in narratives-holdout.fixtures.ts). Failure classes here: the first word of a
 * company name dropped ("Akron Metropolitan Housing Authority", "Summit Roofing & Exteriors"), a
 * month taken for a city ("in August"), a business name taken for a city ("Sunrise Senior
 * Living"), "X is suing me" losing to a creditor named later, "landlord is X", the court's county
 * giving the state ("harris county justice court"), where the visitor worked vs where they live.
 * Fix the classes by general rules, never by matching these texts.
 */
export const HOLDOUT_NARRATIVES_2: FieldNarrative[] = [
  {
    id: "b1 eviction notice from housing authority",
    text: "the akron metropolitan housing authority says they are terminating my section 8 voucher. i got the letter on november 18 and i only have 14 days to request an informal hearing. my caseworker ms. patterson wont call me back. i live in akron ohio with my 3 kids",
    other: { name: "Akron Metropolitan Housing Authority", kind: "agency|company" },
    never: ["Patterson"],
    place: { city: "Akron", state: "OH" },
    dates: [["2026-11-18", "incident|other"]],
  },
  {
    id: "b2 custody title case",
    text: "My daughter's father, Anthony Ruiz, has not returned her since Sunday. We have a custody order from Pima County that says I have her during the week. I called the Tucson police and Officer Grant said it's a civil matter. I need an emergency hearing.",
    other: { name: "Anthony Ruiz", kind: "person" },
    never: ["Grant"],
    place: { county: "Pima County", state: "AZ" },
  },
  {
    id: "b3 wrongful termination with date words",
    text: "I was let go from Harborview Medical Group on the twenty-second of October after 9 years, two weeks after I came back from FMLA leave. My director, Lisa Tran, said it was a restructuring but they posted my job a week later. I live in Tacoma but worked in Seattle.",
    other: { name: "Harborview Medical Group", kind: "company" },
    never: ["Lisa Tran"],
    place: { city: "Seattle", state: "WA" },
    dates: [["2026-10-22", "employment_end"]],
  },
  // b4: Harris County exists in Texas and Georgia and the text names no state, so the state is left open.
  {
    id: "b4 collections lowercase with court",
    text: "portfolio recovery associates is suing me for a 2019 synchrony bank credit card. the summons says i have 30 days to answer, i was served on november 12. the case is in harris county justice court precinct 5. my husband is really stressed",
    other: { name: "Portfolio Recovery Associates", kind: "company" },
    never: ["Synchrony Bank", "Synchrony"],
    place: { county: "Harris County" },
    dates: [["2026-11-12", "incident|other"]],
  },
  {
    id: "b5 dog bite",
    text: "my 6 year old got bit by the neighbors pit bull on saturday nov 21 in sandy springs ga. the owner is a guy named brett coleman. we went to the er at northside hospital and she got 8 stitches",
    other: { name: "Brett Coleman", kind: "person" },
    never: ["Northside Hospital"],
    place: { city: "Sandy Springs", state: "GA" },
    dates: [["2026-11-21", "incident"]],
  },
  {
    id: "b6 contractor fraud",
    text: "We paid a contractor, Summit Roofing & Exteriors, $18,000 up front in August to redo our roof in Overland Park, Kansas. They tore off the old roof and disappeared. The owner Jake Morrow stopped answering. Our homeowner's insurance won't cover the water damage.",
    other: { name: "Summit Roofing & Exteriors|Summit Roofing and Exteriors|Summit Roofing", kind: "company" },
    never: ["Jake Morrow"],
    place: { city: "Overland Park", state: "KS" },
  },
  {
    id: "b7 criminal with court",
    text: "my boyfriend got arrested friday for possession in milwaukee. his bail hearing already happened, next court date is december 9 at the milwaukee county courthouse. his public defender is mr okonkwo. can you help him",
    other: null,
    never: ["Okonkwo"],
    place: { county: "Milwaukee County", state: "WI" },
    dates: [["2026-12-09", "court_date|hearing"]],
    urgency: "high",
  },
  {
    id: "b8 probate relative date",
    text: "My mother died three weeks ago in Boise, Idaho. My stepfather Gerald is refusing to let us into the house to get her things and says the will leaves everything to him. There's a probate hearing in Ada County on January 14.",
    other: { name: "Gerald", kind: "person" },
    place: { county: "Ada County", state: "ID" },
    dates: [["2027-01-14", "hearing|court_date"]],
    urgency: "low|medium",
  },
  {
    id: "b9 wages restaurant all lower",
    text: "i'm a server at la cocina mexican grill in san antonio. the owners, mr and mrs garza, take part of our tips every night and we never get paid for the side work. im still working there. me and 4 other servers want to do something",
    other: { name: "La Cocina Mexican Grill|Garza", kind: "company|person" },
    place: { city: "San Antonio", state: "TX" },
  },
  {
    id: "b11 HOA",
    text: "our hoa (willow creek homeowners association) fined us $2,500 for a fence we built with their approval in 2024. they're threatening to put a lien on the house if we dont pay by december 31. the board president is karen ellis. we're in frisco tx",
    other: { name: "Willow Creek Homeowners Association|Willow Creek HOA", kind: "company|agency" },
    never: ["Karen Ellis"],
    place: { city: "Frisco", state: "TX" },
    dates: [["2026-12-31", "response_deadline|filing_deadline|other|offer_expiry"]],
  },
  {
    id: "b12 car dealer",
    text: "bought a used 2019 honda civic from fast lane auto sales in lubbock on oct 3, they said it had a clean title but it was a salvage. the salesman, danny, says no refunds. i financed through westlake financial",
    other: { name: "Fast Lane Auto Sales", kind: "company" },
    never: ["Danny", "Westlake Financial", "Honda"],
    place: { city: "Lubbock", state: "TX" },
    dates: [["2026-10-03", "incident|other"]],
  },
  {
    id: "b13 divorce, dates in words",
    text: "Hi, I'm Rachel. My husband, Thomas Becker, told me on the first of November he wants a divorce and he's already moved out to his brother's place in Naperville. We own a house in Aurora, Illinois. We have been married since June 2010. No papers have been filed yet.",
    other: { name: "Thomas Becker", kind: "person" },
    never: ["Rachel"],
    place: { state: "IL" },
    dates: [["2026-11-01", "incident|other"]],
  },
  {
    id: "b14 nursing home neglect",
    text: "my grandmother fell twice at sunrise senior living in scottsdale and broke her hip the second time on october 30. the staff (a nurse named pam) didnt tell us for 2 days. my aunt linda has power of attorney",
    other: { name: "Sunrise Senior Living", kind: "company" },
    never: ["Pam", "Linda"],
    place: { city: "Scottsdale", state: "AZ" },
    dates: [["2026-10-30", "incident"]],
  },
  {
    id: "b15 eviction with hearing tomorrow",
    text: "EVICTION HEARING TOMORROW 9AM. landlord is cornerstone apartments in kansas city mo. i have a baby and nowhere to go. i paid november rent but they say i didnt",
    other: { name: "Cornerstone Apartments", kind: "company" },
    place: { city: "Kansas City", state: "MO" },
    dates: [["2026-11-27", "hearing|court_date"]],
    urgency: "emergency",
    court: true,
  },
];

import type { FieldNarrative } from "./narratives-field.fixtures.ts";

/**
 * Hold-out narratives, round 4 (written blind by the lead, like rounds 1-3). On the merged code
 * 5 of these 12 failed in the extraction layer: a lower-case company that opens the message ("lvnv
 * funding got a judgment"), a company served "from" ("served an unlawful detainer ... from bayview
 * terrace apartments") and "5 court days to respond", generic words ending in a company suffix
 * ("the business bank account"), a person named after a relation and a phrase ("my business
 * partner in our food truck, Gina Russo"), the visitor's employer in a debt matter ("my paycheck at
 * home depot"), another party's insurer ("Uber's insurance, James River") and the driver who hit
 * the visitor, a county followed by its state ("Clark County, Washington") beating a city someone
 * moved to, and a past-tense "found out on the 12th". Fix the classes by general rules, never by
 * matching these texts.
 */
export const HOLDOUT_NARRATIVES_4: FieldNarrative[] = [
  {
    id: "d1 eviction, property manager, county court",
    text: "i got served an unlawful detainer on monday from bayview terrace apartments, the manager is named rosa. i have 5 court days to respond. im in oakland ca and the case is in alameda county superior court. my cousin marco is staying with me",
    other: { name: "Bayview Terrace Apartments", kind: "company" },
    never: ["Rosa", "Marco"],
    place: { county: "Alameda County", state: "CA" },
    urgency: "emergency|high",
    court: true,
  },
  {
    id: "d2 employer title case, words date",
    text: "Good evening. I was terminated by Cascade Freight Solutions on November the 3rd, the day after I complained to my supervisor, Bill Haney, about unpaid overtime. I worked at their Spokane, Washington warehouse for six years. My union rep, Dana, said I should call a lawyer.",
    other: { name: "Cascade Freight Solutions", kind: "company" },
    never: ["Bill Haney", "Dana"],
    place: { city: "Spokane", state: "WA" },
    dates: [["2026-11-03", "employment_end"]],
  },
  {
    id: "d3 custody, father, hearing in words",
    text: "my sons dad, devon price, hasnt paid child support in 8 months and now he wants more visitation. we have court on the ninth of december in cuyahoga county. i live in parma ohio. my grandma watches my son when i work",
    other: { name: "Devon Price", kind: "person" },
    place: { county: "Cuyahoga County", state: "OH" },
    dates: [["2026-12-09", "hearing|court_date"]],
    urgency: "high",
    court: true,
  },
  {
    id: "d4 debt, garnishment",
    text: "lvnv funding got a judgment against me in 2023 i didnt even know about and now my paycheck at home depot is being garnished starting next week. im in jacksonville florida",
    other: { name: "LVNV Funding|Lvnv Funding", kind: "company" },
    never: ["Home Depot"],
    place: { city: "Jacksonville", state: "FL" },
  },
  {
    id: "d5 car accident, uber",
    text: "I was rear-ended by an Uber driver on 10/21 in Atlanta on Peachtree St. The driver's name is Kwame Asante. Uber's insurance, James River, keeps asking for a recorded statement. My passenger Keisha also got hurt.",
    other: { name: "Kwame Asante|Uber", kind: "person|company" },
    never: ["Keisha", "James River"],
    place: { city: "Atlanta", state: "GA" },
    dates: [["2026-10-21", "incident"]],
  },
  {
    id: "d6 landlord person title, repairs",
    text: "My landlord Mr. Phillip Duarte refuses to fix the mold in my bathroom in Providence, RI. My doctor says it's making my daughter's asthma worse. I told him in writing on October 2nd. I want to withhold rent.",
    other: { name: "Phillip Duarte", kind: "person" },
    place: { city: "Providence", state: "RI" },
    dates: [["2026-10-02", "incident|other"]],
  },
  {
    id: "d7 dui with words",
    text: "got pulled over in lincoln nebraska saturday night and blew a .09. my arraignment is december fourth. i have a cdl and drive for a living. the officer was really nice actually",
    other: null,
    place: { city: "Lincoln", state: "NE" },
    dates: [["2026-12-04", "court_date|hearing"]],
    urgency: "high|emergency",
  },
  {
    id: "d8 business partner",
    text: "My business partner in our food truck, Gina Russo, emptied the business bank account ($22k) and changed the passwords to our Square account. We have an LLC together, Russo & Kim Eats LLC, in Pittsburgh PA. It happened on Thanksgiving week, like the 20th.",
    other: { name: "Gina Russo", kind: "person" },
    never: ["Russo & Kim Eats LLC", "Square"],
    place: { city: "Pittsburgh", state: "PA" },
    dates: [["2026-11-20", "incident"]],
  },
  {
    id: "d9 wrongful death",
    text: "my brother died at work on october 17 at the ridgeline quarry near prescott az when a loader backed over him. osha is investigating. the company is ridgeline aggregates inc. his wife (my sister in law) amber wants to know what we can do",
    other: { name: "Ridgeline Aggregates Inc|Ridgeline Aggregates Inc.|Ridgeline Aggregates", kind: "company" },
    never: ["Amber", "OSHA"],
    place: { city: "Prescott", state: "AZ" },
    dates: [["2026-10-17", "incident"]],
  },
  {
    id: "d10 nothing specific but a place",
    text: "Do you handle wills? I'm 67 and live in Asheville, North Carolina. I want to make sure my house goes to my grandkids and not my son's ex.",
    other: null,
    place: { city: "Asheville", state: "NC" },
  },
  {
    id: "d11 employment no name job, 2 weeks",
    text: "they cut my hours at the warehouse after i got hurt on the job on nov 2 and now my workers comp claim got denied. the hearing at the workers comp board is in two weeks. im in allentown pa",
    other: null,
    place: { city: "Allentown", state: "PA" },
    dates: [
      ["2026-11-02", "incident"],
      ["2026-12-10", "hearing|court_date"],
    ],
    urgency: "high",
  },
  {
    id: "d12 ex-wife, modification",
    text: "My ex-wife Stephanie Lowe moved with our twins to Boise without telling me, in violation of our parenting plan from Clark County, Washington. I found out on the 12th. I live in Vancouver WA.",
    other: { name: "Stephanie Lowe", kind: "person" },
    place: { county: "Clark County", state: "WA" },
    dates: [["2026-11-12", "incident|other"]],
  },
];

import type { FieldNarrative } from "./narratives-field.fixtures.ts";

/**
 * Hold-out narratives, round 9: written by the helper of issue 13's seventh round before changing
 * any code for it (ADR 0072). The first part exercises eight kinds of misses the lead described
 * (never quoted), each in several wordings and practice areas: the end of a job told as working or
 * driving "until" a day; company names with a comma before the legal form or a Roman numeral;
 * deadlines to leave a home ("out by the 15th"); a business named after its place ("a restaurant
 * in Portland called ..."); lower-case first names of family and helpers; an owner named in
 * another sentence than the incident; a place visited beside the place of the matter; an ex
 * partner keeping property without any family-law signal. The second part is twelve varied
 * narratives across the default services and two the demo firm does not offer. The message's time
 * is FIELD_NOW, Thursday 2026-11-26.
 */
export const HOLDOUT_NARRATIVES_9: FieldNarrative[] = [
  // 1. The end of a job, told as working or driving for them until a day.
  {
    id: "h1 drove for a courier until a day, deactivated",
    text: "i drove for swiftline couriers until nov 6 when they deactivated my account with no reason. they still owe me for my last 2 weeks. i live in kent washington",
    other: { name: "Swiftline Couriers", kind: "company" },
    place: { city: "Kent", state: "WA" },
    dates: [["2026-11-06", "employment_end"]],
  },
  {
    id: "h2 worked there till a day, the company named after",
    text: "I worked there till march 3rd. The place is Harbor Point Marine in Mobile, Alabama, and my manager Lyle told me not to come back after I asked about my overtime.",
    other: { name: "Harbor Point Marine", kind: "company" },
    never: ["Lyle"],
    place: { city: "Mobile", state: "AL" },
    dates: [["2026-03-03", "employment_end"]],
  },
  {
    id: "h3 my last day was, cashier let go after a complaint",
    text: "my last day was october 30. i was a cashier at Sunny Mart for 4 years and they let me go a week after i filed a complaint about my manager. im in el paso tx",
    other: { name: "Sunny Mart", kind: "company" },
    place: { city: "El Paso", state: "TX" },
    dates: [["2026-10-30", "employment_end"]],
  },
  {
    id: "h4 employed from a year until a full date",
    text: "I was employed by Northgate Dental Group from 2019 until September 12, 2026, when they terminated me right after I came back from maternity leave. I am in Raleigh NC.",
    other: { name: "Northgate Dental Group", kind: "company" },
    place: { city: "Raleigh", state: "NC" },
    dates: [["2026-09-12", "employment_end"]],
  },
  // 2. Company names with a comma before the legal form, Roman numerals.
  {
    id: "h5 debt buyer with a Roman numeral and a comma before LLC",
    text: "I got a letter from Cavalry SPV I, LLC saying I owe $4,120 on an old Citibank card. They say they will sue if I don't pay by December 15. I live in Mesa, Arizona.",
    other: { name: "Cavalry SPV I, LLC|Cavalry SPV I LLC", kind: "company" },
    never: ["Citibank"],
    place: { city: "Mesa", state: "AZ" },
    dates: [["2026-12-15", "response_deadline|offer_expiry|other"]],
  },
  {
    id: "h6 lower-case debt buyer with a comma, served, days to answer",
    text: "midland funding, llc sued me in maricopa county justice court. i was served on november 20 and the papers say i have 20 days to answer.",
    other: { name: "Midland Funding, LLC|Midland Funding LLC", kind: "company" },
    place: { county: "Maricopa County", state: "AZ" },
    dates: [["2026-12-10", "response_deadline|filing_deadline"]],
    court: true,
  },
  {
    id: "h7 landlord company with a Roman numeral and a comma before Inc.",
    text: "Acme Holdings II, Inc. bought the building where my bakery is and now they say our lease is void. We are in Spokane, WA.",
    other: { name: "Acme Holdings II, Inc.|Acme Holdings II Inc.|Acme Holdings II Inc", kind: "company" },
    place: { city: "Spokane", state: "WA" },
  },
  {
    id: "h8 collector with a comma, calling at work, wife answered",
    text: "portfolio recovery associates, llc keeps calling me at work about a debt i dont recognize from 2019. my wife answered once and they were rude to her. we live in knoxville tennessee",
    other: { name: "Portfolio Recovery Associates, LLC|Portfolio Recovery Associates LLC", kind: "company" },
    place: { city: "Knoxville", state: "TN" },
  },
  {
    id: "h9 repossession by a finance company with a comma",
    text: "Bluebird Auto Finance, Inc. repossessed my car on november 18 even though i was only one payment behind. i am in lubbock tx",
    other: {
      name: "Bluebird Auto Finance, Inc.|Bluebird Auto Finance Inc.|Bluebird Auto Finance Inc",
      kind: "company",
    },
    place: { city: "Lubbock", state: "TX" },
    dates: [["2026-11-18", "incident"]],
  },
  // 3. Deadlines to leave a home.
  {
    id: "h10 leave by the end of the month, cash rent, no lease",
    text: "my landlord told me i have to leave by the end of the month because he is selling the house. i never signed a lease, i just pay him cash every month. his name is doug pratt. i live in fresno ca",
    other: { name: "Doug Pratt", kind: "person" },
    place: { city: "Fresno", state: "CA" },
    dates: [["2026-11-30", "move_out"]],
  },
  {
    id: "h11 out by the 15th or the locks change",
    text: "the property manager at Cedar Court Apartments says we need to be out by the 15th or they will change the locks. we are in flint michigan and I have 3 kids",
    other: { name: "Cedar Court Apartments", kind: "company" },
    place: { city: "Flint", state: "MI" },
    dates: [["2026-12-15", "move_out"]],
  },
  {
    id: "h12 vacate by friday, a room in the landlady's house",
    text: "landlord texted me to vacate by friday. i have a lease until june 2027 and i am paid up. she is Karen Liu and I rent a room in her house in Sacramento.",
    other: { name: "Karen Liu", kind: "person" },
    place: { city: "Sacramento", state: "CA" },
    dates: [["2026-11-27", "move_out"]],
  },
  {
    id: "h13 must move out by a date, owner wants the unit",
    text: "we got a notice saying we must move out by december 31st because the owner wants the unit for his son. the owner is Paul Brandt. we rent in Eugene, Oregon",
    other: { name: "Paul Brandt", kind: "person" },
    place: { city: "Eugene", state: "OR" },
    dates: [["2026-12-31", "move_out"]],
  },
  // 4. A business named after its place.
  {
    id: "h14 a restaurant in a city called a name with an article",
    text: "I worked as a server at a restaurant in Portland, Oregon called The Gilded Fork and they kept my tips for months.",
    other: { name: "The Gilded Fork|Gilded Fork", kind: "company" },
    place: { city: "Portland", state: "OR" },
  },
  {
    id: "h15 the store on a street called a possessive name",
    text: "i bought a generator at the store on main street called joe's hardware and it caught fire in my garage on nov 8. we live in keene nh",
    other: { name: "Joe's Hardware", kind: "company" },
    place: { city: "Keene", state: "NH" },
    dates: [["2026-11-08", "incident"]],
  },
  {
    id: "h16 a company out of a city named a name",
    text: "i was hired by a company out of Dallas named BrightPath Logistics to drive a box truck and they never paid me for october",
    other: { name: "BrightPath Logistics", kind: "company" },
    place: { city: "Dallas", state: "TX" },
  },
  {
    id: "h17 a nursing home in a city called a name",
    text: "My mom is in a nursing home in Toledo called Maple Crest Manor and she has bruises on her arms that nobody will explain.",
    other: { name: "Maple Crest Manor", kind: "company" },
    place: { city: "Toledo", state: "OH" },
  },
  // 5. Lower-case first names of family and helpers.
  {
    id: "h18 cousin helping, deposit kept by an apartment complex",
    text: "my cousin dev is helping me with this. my landlord at Pine Ridge Apartments kept my whole $1,800 deposit when i moved out on october 31. im in boise idaho",
    other: { name: "Pine Ridge Apartments", kind: "company" },
    never: ["Dev"],
    helpers: ["Dev"],
    place: { city: "Boise", state: "ID" },
  },
  {
    id: "h19 sister helped write, rear-ended by a named driver",
    text: "my sister jo helped me write this. i got rear ended on i-35 in austin on november 14 by a guy in a white pickup, his name is Brent Cole.",
    other: { name: "Brent Cole", kind: "person" },
    never: ["Jo"],
    helpers: ["Jo"],
    place: { city: "Austin", state: "TX" },
    dates: [["2026-11-14", "incident"]],
  },
  {
    id: "h20 neighbor typing, grandson taking money",
    text: "my neighbor bev is typing this bc my eyes are bad. my grandson ray has been taking money out of my checking account and wont tell me where it went. i am 81 and live in mesa az",
    other: { name: "Ray", kind: "person" },
    never: ["Bev"],
    helpers: ["Bev"],
    place: { city: "Mesa", state: "AZ" },
  },
  {
    id: "h21 brother drove me, fired by a warehouse",
    text: "my brother sam drove me here today. i got fired from Kestrel Supply on nov 20 for missing one shift when my kid was sick. i live in cedar rapids",
    other: { name: "Kestrel Supply", kind: "company" },
    never: ["Sam"],
    helpers: ["Sam"],
    place: { city: "Cedar Rapids", state: "IA" },
    dates: [["2026-11-20", "employment_end"]],
  },
  // 6. The owner named in another sentence than the incident.
  {
    id: "h22 dog bite, the owner in the next sentence",
    text: "A dog bit my son on November 12 while he was walking home from school. The dog belongs to our neighbor Greg Tate. We live in Boise, Idaho.",
    other: { name: "Greg Tate", kind: "person" },
    place: { city: "Boise", state: "ID" },
    dates: [["2026-11-12", "incident"]],
  },
  {
    id: "h23 bitten at a park, the owner is a guy named",
    text: "i got bit by a pit bull at the park on nov 3, needed 11 stitches. turns out the owner is a guy named marcus webb who lives on my street. this was in columbus georgia",
    other: { name: "Marcus Webb", kind: "person" },
    place: { city: "Columbus", state: "GA" },
    dates: [["2026-11-03", "incident"]],
  },
  {
    id: "h24 a van ran a stop sign, owned by a company",
    text: "Our car was totaled on November 1 when a delivery van ran a stop sign. The van is owned by Rapid Route Delivery Inc. and the driver was a kid named Josh. This was in Greenville, SC.",
    other: { name: "Rapid Route Delivery Inc.|Rapid Route Delivery Inc|Rapid Route Delivery", kind: "company" },
    never: ["Josh"],
    place: { city: "Greenville", state: "SC" },
    dates: [["2026-11-01", "incident"]],
  },
  {
    id: "h25 thrown from a horse, the stable's owner",
    text: "My daughter was thrown from a horse during a riding lesson on October 20 and broke her collarbone. The stable is owned by Linda Marsh and the instructor wasn't even there. We live outside Lexington, Kentucky.",
    other: { name: "Linda Marsh", kind: "person" },
    place: { city: "Lexington", state: "KY" },
    dates: [["2026-10-20", "incident"]],
  },
  // 7. A place visited beside the place of the matter.
  {
    id: "h26 visited mom in one town, the accident in another",
    text: "I visited my mom in Reno last week and on the way back the accident happened in Sparks. The other driver, Tom Hill, ran a red light.",
    other: { name: "Tom Hill", kind: "person" },
    place: { city: "Sparks", state: "NV" },
  },
  {
    id: "h27 hit while visiting, home elsewhere",
    text: "while visiting my mom in reno i was hit by a car in a crosswalk. the driver was tom hill. i live in boise idaho",
    other: { name: "Tom Hill", kind: "person" },
    place: { city: "Reno", state: "NV" },
  },
  {
    id: "h28 staying with friends in one town, the fall in another",
    text: "We were staying with friends in Scottsdale for the holidays; the fall happened at a grocery store in Tempe on november 22. I slipped on a spilled drink and broke my wrist.",
    other: null,
    place: { city: "Tempe", state: "AZ" },
    dates: [["2026-11-22", "incident"]],
  },
  {
    id: "h29 in a town for a wedding when rear-ended, home elsewhere",
    text: "I was in Savannah for my brother's wedding when my rental car was rear ended by a truck from Coastal Freight LLC. I live in Atlanta.",
    other: { name: "Coastal Freight LLC", kind: "company" },
    place: { city: "Savannah", state: "GA" },
  },
  // 8. An ex partner keeping property: not family law.
  {
    id: "h30 ex boyfriend took the car",
    text: "my ex boyfriend took my car and won't give it back. the title is in my name and he stopped answering. im in dayton ohio",
    other: null,
    place: { city: "Dayton", state: "OH" },
    service: "Civil|Criminal",
  },
  {
    id: "h31 ex girlfriend keeps belongings",
    text: "My ex-girlfriend Tasha Green still has my laptop, my TV and my dog since I moved out in September and she refuses to return them. I live in Memphis.",
    other: { name: "Tasha Green", kind: "person" },
    place: { city: "Memphis", state: "TN" },
    service: "Civil|Criminal",
  },
  {
    id: "h32 ex stole the dog, never married, no kids",
    text: "My ex stole my dog when she moved out and won't give him back. We were never married and we have no kids together. Her name is Kayla Brooks. Houston TX.",
    other: { name: "Kayla Brooks", kind: "person" },
    place: { city: "Houston", state: "TX" },
    service: "Civil|Criminal",
  },
  // Twelve varied narratives across the services.
  {
    id: "v1 dui, weekday behind, arraignment next week",
    text: "got pulled over on saturday night in st. cloud mn and they charged me with a dui. my arraignment is next tuesday at 8:30. my girlfriend kim picked me up from jail",
    other: null,
    never: ["Kim"],
    place: { city: "St. Cloud|Saint Cloud", state: "MN" },
    dates: [["2026-12-01", "hearing|court_date"]],
    urgency: "emergency",
    court: true,
    service: "Criminal",
  },
  {
    id: "v2 custody, baby's dad keeps the child after a holiday",
    text: "my babys dad jaylen ross wont bring our daughter back after thanksgiving. we have a custody order from jackson county and my mom nita says i should call the police. i live in kansas city mo. our next court date is jan 5",
    other: { name: "Jaylen Ross", kind: "person" },
    never: ["Nita"],
    place: { state: "MO" },
    dates: [["2027-01-05", "hearing|court_date"]],
    court: true,
    service: "Family",
  },
  {
    id: "v3 wage claim, relative date in words",
    text: "I quit my job at Copper Kettle Catering two weeks ago and they still haven't sent my final paycheck. It's about $1,900. The owner, Gail Foster, says I owe them for a broken mixer. I'm in Missoula, Montana.",
    other: { name: "Copper Kettle Catering", kind: "company" },
    never: ["Gail Foster"],
    place: { city: "Missoula", state: "MT" },
    service: "Employment",
  },
  {
    id: "v4 artwork on t-shirts, company called",
    text: "a company called Pixelwave Studios is selling t-shirts with my artwork on them on their website. i found out on november 2 when a friend sent me the link. i am an illustrator in asheville nc",
    other: { name: "Pixelwave Studios", kind: "company" },
    place: { city: "Asheville", state: "NC" },
    service: "Intellectual Property",
  },
  {
    id: "v5 commercial lease to review before a signing day",
    text: "can someone look over a commercial lease before i sign it? the landlord is Granite Peak Properties LLC and they want it signed by december 1st. its for my hair salon in boulder co",
    other: { name: "Granite Peak Properties LLC", kind: "company" },
    place: { city: "Boulder", state: "CO" },
    dates: [["2026-12-01", "filing_deadline|offer_expiry|other|response_deadline"]],
    service: "Contract Review",
  },
  {
    id: "v6 hurt by a falling shelf, date in words",
    text: "On the third of November a shelf full of paint cans fell on me at the Home Depot in Tulsa, Oklahoma. I had to get 6 stitches and I missed a week of work. My husband Dale took pictures.",
    other: { name: "Home Depot", kind: "company" },
    never: ["Dale"],
    place: { city: "Tulsa", state: "OK" },
    dates: [["2026-11-03", "incident"]],
    service: "Personal Injury",
  },
  {
    id: "v7 neighbor's tree on the garage, hoa won't help",
    text: "our neighbor's oak tree fell on our garage during the storm on nov 15. the neighbor is frank delgado and he says its an act of god. our hoa wont get involved. we live in ocala fl",
    other: { name: "Frank Delgado", kind: "person" },
    place: { city: "Ocala", state: "FL" },
    dates: [["2026-11-15", "incident"]],
    service: "Civil",
  },
  {
    id: "v8 business partner locked the visitor out",
    text: "Me and my business partner Ravi Mehta own a cleaning company, Spotless Pro LLC, 50/50. Last month he changed the bank passwords and locked me out of the company account. We are in Columbus, Ohio.",
    other: { name: "Ravi Mehta", kind: "person" },
    never: ["Spotless Pro LLC"],
    place: { city: "Columbus", state: "OH" },
    service: "Business",
  },
  {
    id: "v9 son arrested, bail hearing tomorrow, mother writes",
    text: "my son tyler was arrested last night in duluth for possession. his bail hearing is tomorrow at 10am and i dont know if he has a lawyer. im his mom",
    other: null,
    never: ["Tyler"],
    // Duluth is a town of Minnesota and of Georgia: without a state the place is not guessed.
    place: { city: "Duluth", state: null },
    dates: [["2026-11-27", "hearing|court_date"]],
    urgency: "emergency",
    court: true,
    service: "Criminal",
  },
  {
    id: "v10 estate, brother the executor sold the house",
    text: "my brother kevin is the executor of our dads estate and hasnt told us anything in 8 months. he sold dads house in october and wont show us the papers. dad lived in yakima washington",
    other: { name: "Kevin", kind: "person" },
    place: { city: "Yakima", state: "WA" },
  },
  {
    id: "v11 removal hearing, outside the firm's services",
    text: "my wife was picked up by ice on nov 19 in san antonio. she has a hearing at the immigration court on december 8. my brother in law luis is helping me",
    other: { name: "ICE|Immigration and Customs Enforcement", kind: "agency" },
    never: ["Luis"],
    place: { city: "San Antonio", state: "TX" },
    dates: [["2026-12-08", "hearing|court_date"]],
    urgency: "high",
    outside: true,
  },
  {
    id: "v12 unemployment appeal, laid off on a day in words",
    text: "i got laid off from Cascade Plastics in salem oregon on october second and now unemployment denied my claim. my appeal hearing is december 9 by phone",
    other: { name: "Cascade Plastics|Oregon Employment Department", kind: "company|agency" },
    place: { city: "Salem", state: "OR" },
    dates: [
      ["2026-10-02", "employment_end"],
      ["2026-12-09", "hearing|court_date"],
    ],
    urgency: "high",
    service: "Employment",
  },
];

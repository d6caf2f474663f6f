import type { FieldNarrative } from "./narratives-field.fixtures.ts";

/**
 * Hold-out narratives, round 3, added by the lead while this work was under way (written blind,
 * like rounds 1 and 2). Failure classes here: a company named only by its brand ("a Greyhound
 * bus"), "my job fired me" as an employment end, a relative who is the other side because of what
 * she does (an executor who sold the house), lower-case names after an opposing relation ("my ex
 * boyfriend tyrell jackson"), a city named as an adjective ("their Orlando property"), Spanish
 * honorifics ("el señor Ramón Castillo"), an injury date in a medical story. Fix the classes by
 * general rules, never by matching these texts.
 */
export const HOLDOUT_NARRATIVES_3: FieldNarrative[] = [
  {
    id: "c1 long eviction, many people",
    text: "Sorry this is long. I've rented a duplex on Grand Ave in Des Moines for 4 years. In September the house was sold to a new owner, Hawkeye Property Holdings LLC, and their agent Melissa started texting me that I have to be out by December 15th. I never got anything in writing until last Monday when a sheriff's deputy handed me a Petition for Forcible Entry and Detainer. The trial is set for Dec. 8 at the Polk County Courthouse. My upstairs neighbor Carlos got the same papers. My brother Luis is helping me translate. I have a lease until May 2027.",
    other: { name: "Hawkeye Property Holdings LLC|Hawkeye Property Holdings", kind: "company" },
    never: ["Melissa", "Carlos", "Luis"],
    place: { city: "Des Moines", county: "Polk County", state: "IA" },
    dates: [["2026-12-08", "hearing|court_date"]],
    urgency: "high",
    court: true,
  },
  {
    id: "c2 typo-ridden wage claim",
    text: "my boss at jk trucking co. in gary indiana didnt pay my last 2 checks, like 3,400 dollers. i drove for them from april till i quit on the 6th of this month. the owners son jimmy keeps saying next week next week. my wife says i shud sue",
    other: { name: "JK Trucking Co.|Jk Trucking Co.|JK Trucking|Jk Trucking|Jk Trucking Co", kind: "company" },
    never: ["Jimmy"],
    place: { city: "Gary", state: "IN" },
    dates: [["2026-11-06", "employment_end"]],
  },
  {
    id: "c3 custody, petitioner named, relative dates",
    text: "my mother in law, deborah stanton, filed for grandparent visitation against me and my husband. we got served yesterday. the hearing is in 3 weeks in washoe county family court. we live in sparks nv. she hasnt seen the kids since she was rude to my son at his birthday in june",
    other: { name: "Deborah Stanton", kind: "person" },
    place: { county: "Washoe County", state: "NV" },
    dates: [
      ["2026-11-25", "incident|other"],
      ["2026-12-17", "hearing|court_date"],
    ],
    urgency: "high",
    court: true,
  },
  {
    id: "c4 injury, bus company",
    text: "On 11/14 I was a passenger on a Greyhound bus that crashed on I-80 outside Reno. I have two broken ribs. The driver was cited. Greyhound's claims person, Todd, called me and offered $5,000 if I sign by December 1.",
    other: { name: "Greyhound|Greyhound Lines", kind: "company" },
    never: ["Todd"],
    place: { state: "NV" },
    dates: [
      ["2026-11-14", "incident"],
      ["2026-12-01", "offer_expiry|response_deadline|other"],
    ],
  },
  {
    id: "c5 no names at all",
    text: "my job fired me after i told them i was pregnant. it was last friday. i live in memphis. what are my rights",
    other: null,
    place: { city: "Memphis", state: "TN" },
    dates: [["2026-11-20", "employment_end"]],
  },
  {
    id: "c6 estate, siblings",
    text: "hi my name is Ronald Pierce. my father passed away last year in Savannah Georgia and my sister Janet Pierce-Holloway is the executor. she sold his house in august and won't tell me where the money went. my other brother Mike agrees with me.",
    other: { name: "Janet Pierce-Holloway|Janet Pierce Holloway", kind: "person" },
    never: ["Ronald Pierce", "Mike"],
    place: { city: "Savannah", state: "GA" },
  },
  {
    id: "c7 small business, customer didn't pay",
    text: "I own a small web design company, Pixel North Studio, in Duluth MN. A client, Lakeshore Dental Group, owes us $9,800 for a website we delivered on September 30. Their office manager Kim stopped replying. Invoice was due October 30.",
    other: { name: "Lakeshore Dental Group", kind: "company" },
    never: ["Pixel North Studio", "Kim"],
    place: { city: "Duluth", state: "MN" },
    dates: [["2026-10-30", "other|response_deadline|filing_deadline|offer_expiry|incident"]],
  },
  {
    id: "c8 criminal, protective order",
    text: "my ex boyfriend tyrell jackson broke my car window last night and threatened me. i called the police in gainesville fl and they arrested him. i want a restraining order. he gets out tomorrow",
    other: { name: "Tyrell Jackson", kind: "person" },
    place: { city: "Gainesville", state: "FL" },
    dates: [["2026-11-25", "incident"]],
  },
  {
    id: "c9 deposit, 'Saint'",
    text: "moved out of my apt in saint louis park on oct 31, landlord (steve brandt, brandt properties) hasnt returned my $1,450 deposit. its been 26 days. he says the carpet was ruined but it was old.",
    other: { name: "Brandt Properties|Steve Brandt", kind: "company|person" },
    place: { city: "St. Louis Park|Saint Louis Park", state: "MN" },
    dates: [["2026-10-31", "move_out|incident"]],
  },
  {
    id: "c10 discrimination agency deadline",
    text: "I filed a charge with the EEOC against my former employer, Meridian Hotels, in March. I got my right to sue letter on November 2nd, 2026 and I know I only have 90 days to file in court. I worked at their Orlando property.",
    other: { name: "Meridian Hotels", kind: "company" },
    never: ["EEOC"],
    place: { city: "Orlando", state: "FL" },
    dates: [["2026-11-02", "incident|other"]],
  },
  {
    id: "c11 spanish eviction",
    text: "Buenas tardes. El dueño del apartamento, el señor Ramón Castillo, me dijo que tengo que salir antes del 1 de diciembre porque quiere rentarlo a su sobrino. Vivo en El Paso, Texas. No me dio ningún papel.",
    other: { name: "Ramón Castillo|Ramon Castillo", kind: "person" },
    place: { city: "El Paso", state: "TX" },
    dates: [["2026-12-01", "move_out|response_deadline|other"]],
  },
  {
    id: "c12 medical malpractice",
    text: "my husband went in for a routine gallbladder surgery at st. mary's medical center in evansville on oct 8 and they nicked his bowel. dr. alan whitaker did the surgery. he was in icu for 2 weeks. the hospital says it was a known risk",
    other: {
      name: "St. Mary's Medical Center|St. Marys Medical Center|Alan Whitaker|Dr. Alan Whitaker",
      kind: "company|person",
    },
    place: { city: "Evansville", state: "IN" },
    dates: [["2026-10-08", "incident"]],
  },
];

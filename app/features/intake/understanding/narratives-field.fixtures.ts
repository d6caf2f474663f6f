/**
 * Field narratives (issue 13): long, messy first messages of the kind real prospects type into a
 * law firm's intake chat, written before the extraction layer was tuned to them. Each states what a
 * careful paralegal would file: the other side, the case's place, the key dates with their kinds and
 * the urgency. "a|b" accepts either value where a reader could fairly take either; `undefined`
 * leaves a field unchecked, `null` demands that nothing is invented.
 */

export type ExpectedPlace = { city?: string | null; county?: string | null; state?: string | null };

export type FieldNarrative = {
  id: string;
  /** The message's time; the narrative's own "today" wins when it states one. */
  now?: string;
  text: string;
  /** The other side: names that would be right ("A|B"), and its kinds ("company|agency"); null: none is named. */
  other: { name: string; kind: string } | null;
  /** People and bodies that must never be recorded as the other side. */
  never?: string[];
  place?: ExpectedPlace | null;
  /** [ISO day(s) "a|b", kind(s) "a|b"]. */
  dates?: [string, string][];
  /** Expected urgency level(s) "a|b"; unchecked when absent. */
  urgency?: string;
  /** The text says court papers, a hearing or a case exist: never ask whether a lawsuit was filed. */
  court?: boolean;
  /** The firm does not offer this kind of matter. */
  outside?: boolean;
  /** Family and helpers named in the text ("my cousin dev is helping me"): recorded, each as family or a helper. */
  helpers?: string[];
  /** The firm's service(s) the matter belongs to ("Civil|Criminal"); unchecked when absent. */
  service?: string;
};

export const FIELD_NOW = "2026-11-26T15:00:00Z";

export const FIELD_NARRATIVES: FieldNarrative[] = [
  {
    id: "eviction, suburb, helper typing, management company",
    text: "ok so i dont really know how this works. my neighbor jeanette is typing this for me because my hands shake. i rent a townhouse in brooklyn park from Lakeview Commons, the property management company is Northpoint Residential Management LLC and the manager there is a guy named Trent Olsen. they taped a paper on my door saying i owe $2,340 and theres a court date. the paper says hearing december 3rd at 1:30pm hennepin county district court. my daughter kiara lives with me shes 9. i have receipts for most of the rent",
    other: { name: "Northpoint Residential Management LLC|Lakeview Commons", kind: "company" },
    never: ["jeanette", "kiara"],
    place: { city: "Brooklyn Park", county: "Hennepin County", state: "MN" },
    dates: [["2026-12-03", "hearing|court_date"]],
    urgency: "emergency",
    court: true,
  },
  {
    id: "custody, home in one state, case in another",
    text: "my ex Brandon Kessler (we were never married) took our son Eli to his moms house in ft worth for thanksgiving and now he says hes not bringing him back. i live in shreveport louisiana. he just filed something in tarrant county asking for custody, i got an email from the court saying theres a hearing on december 15. my sister Monique says i need to file my own thing. what do i do??",
    other: { name: "Brandon Kessler", kind: "person" },
    never: ["Eli", "Monique"],
    place: { county: "Tarrant County", state: "TX" },
    dates: [["2026-12-15", "hearing|court_date"]],
    urgency: "high",
    court: true,
  },
  {
    id: "divorce, no dates",
    text: "me and my wife have been married 11 years and i think its over. she moved in with her boyfriend last spring. her name is Danielle Marie Pruitt. we have a house in cedar rapids iowa and 2 kids, Mason 8 and Ava 5. i just want to know what my options are and if i'll lose the house",
    other: { name: "Danielle Marie Pruitt|Danielle Pruitt", kind: "person" },
    never: ["Mason", "Ava"],
    place: { city: "Cedar Rapids", state: "IA" },
    urgency: "low|medium",
  },
  {
    id: "child support, no name, no place",
    text: "my kids dad hasnt paid a dime of child support since june. the order says $450 a month. i called the child support office and the caseworker ms. Ferreira said they cant do anything until he gets a job. i'm so tired",
    other: null,
    never: ["Ferreira", "Ms. Ferreira"],
    place: null,
    urgency: "low|medium",
  },
  {
    id: "wage theft, restaurant LLC, owner and coworker named",
    text: "i worked at Rosita's Cantina LLC as a line cook from april till october 17 when i quit. the owner Hector Villanueva never paid overtime even tho i did like 55 hours a week and my last check bounced. my coworker Luis Ortega can back me up. this was in san antonio tx. can i get my money",
    other: { name: "Rosita's Cantina LLC", kind: "company" },
    never: ["Luis Ortega"],
    place: { city: "San Antonio", state: "TX" },
    dates: [["2026-10-17", "employment_end"]],
    urgency: "low|medium",
  },
  {
    id: "wrongful termination, stated today, severance offer",
    text: "Today is October 2nd 2026. I was fired yesterday from Keystone Freight Inc. after 9 years. my manager Dale Hutchins told me it was for 'attitude' but it was 2 weeks after i reported that the forklifts had no brakes to OSHA. HR lady (Pam) gave me a paper that says if i sign the severance agreement by october 16 i get 6 weeks pay. I live in Allentown Pennsylvania, the warehouse is in Bethlehem.",
    other: { name: "Keystone Freight Inc.", kind: "company" },
    never: ["Pam", "OSHA"],
    place: { state: "PA" },
    dates: [
      ["2026-10-01", "employment_end"],
      ["2026-10-16", "offer_expiry"],
    ],
  },
  {
    id: "pregnancy discrimination at a hospital",
    text: "hi, I'm a nurse at St. Mary's Regional Medical Center in reno nevada. since I told my charge nurse I was pregnant they took me off the schedule, my director Karen Albright said 'maybe this isnt the job for a new mom'. two other nurses Tasha and Beth heard it. i filed with HR on the 3rd and nothing happened. i think this is discrimination",
    other: { name: "St. Mary's Regional Medical Center", kind: "company" },
    never: ["Tasha", "Beth"],
    place: { city: "Reno", state: "NV" },
    urgency: "low|medium",
  },
  {
    id: "debt collection summons, county circuit court",
    text: "got a letter from Apex Recovery Collections saying i owe $4,812 on an old Capital One card. then yesterday a man came to my work in st louis and handed me a summons, its from St. Louis County circuit court. says i have 30 days to answer. i honestly dont remember this card. my husband Greg thinks its a scam.",
    other: { name: "Apex Recovery Collections", kind: "company|agency" },
    never: ["Greg"],
    place: { county: "St. Louis County", state: "MO" },
    dates: [["2026-12-25|2026-12-26", "response_deadline"]],
    urgency: "high",
    court: true,
  },
  {
    id: "hit and run, mpls, no other side named",
    text: "i was t-boned at the intersection of lake st and hiawatha in mpls on the twelth of september, the other driver ran the red light and took off before cops came. my passenger Jordyn had a concussion and I have 2 herniated discs. my insurance (State Farm) is dragging its feet. I dont even know who hit me",
    other: null,
    never: ["Jordyn", "State Farm"],
    place: { city: "Minneapolis", state: "MN" },
    dates: [["2026-09-12", "incident"]],
    urgency: "low|medium",
  },
  {
    id: "slip and fall at a store, saint paul",
    now: "2026-06-15T15:00:00Z",
    text: "On march 3rd I slipped on a puddle of what i think was floor cleaner at the Fresh Thyme market on university ave in saint paul. there was no sign. i broke my ankle and had surgery at Regions. the store manager (Ahmed?) took pictures and said corporate would call me but nobody has. my son Terrell drove me to the ER",
    other: { name: "Fresh Thyme|Fresh Thyme Market", kind: "company" },
    never: ["Terrell", "Regions"],
    place: { city: "Saint Paul", state: "MN" },
    dates: [["2026-03-03", "incident"]],
    urgency: "low|medium",
  },
  {
    id: "DWI with license hearing deadline and court date",
    text: "I got a DWI last saturday night in plano texas. I blew a .09. They took my license and gave me a paper that says I have 15 days to request a hearing or it gets suspended automatically. My court date for the criminal part is jan 8. My girlfriend Sierra picked me up from the jail. I have a CDL and drive for work",
    other: null,
    never: ["Sierra"],
    place: { city: "Plano", state: "TX" },
    dates: [
      ["2026-11-21", "incident"],
      ["2026-12-06|2026-12-11", "response_deadline|filing_deadline"],
      ["2027-01-08", "court_date|hearing"],
    ],
    urgency: "high",
    court: true,
  },
  {
    id: "brother arrested, first appearance this coming tuesday",
    text: "my brother Dominic was arrested for shoplifting at a Target in Brooklyn Park on nov 20 and they put him in the Hennepin County jail. his first appearance is this coming tuesday before Judge Karen Lindqvist. the public defender is Mr. Abernathy but he hasnt called back. our mom is freaking out. can you help him? we live in Brooklyn Center",
    other: null,
    never: ["Dominic", "Karen Lindqvist", "Judge Karen Lindqvist", "Abernathy", "Mr. Abernathy"],
    place: { county: "Hennepin County", state: "MN" },
    dates: [
      ["2026-11-20", "incident"],
      ["2026-12-01", "court_date|hearing"],
    ],
    urgency: "emergency",
    court: true,
  },
  {
    id: "probate, stepmother holds the house, visitor out of state",
    text: "My dad Walter Pruitt passed away on August 30. He had a will that left the house in Ocala, Florida to me and my sister Janelle, but our stepmother Deborah has been living there and says dad changed the will before he died and won't show it to us. She also cleaned out his bank account. The funeral home (Hiers-Baxley) is still waiting to be paid. I live in Georgia.",
    other: { name: "Deborah", kind: "person" },
    never: ["Walter Pruitt", "Janelle", "Hiers-Baxley"],
    place: { city: "Ocala", state: "FL" },
    dates: [["2026-08-30", "incident|other"]],
    urgency: "low|medium",
  },
  {
    id: "elder financial abuse by an advisor",
    text: "writing for my grandmother (Evelyn Marsh, 84). she lives at Willow Creek Senior Living in Scottsdale AZ. A man who calls himself her 'financial advisor', Gary Tomlin of Tomlin Wealth Partners, got her to sign over power of attorney in july and since then about $60,000 has gone missing from her accounts. my uncle Ray noticed when her rent check bounced on october 1st. adult protective services caseworker is Denise Howell and she said to get a lawyer.",
    other: { name: "Tomlin Wealth Partners|Gary Tomlin", kind: "company|person" },
    never: ["Evelyn Marsh", "Ray", "Denise Howell", "Willow Creek Senior Living"],
    place: { city: "Scottsdale", state: "AZ" },
    dates: [["2026-10-01", "incident|other"]],
    urgency: "low|medium",
  },
  {
    id: "consumer fraud, used car dealer",
    text: "bought a 2019 chevy equinox from Sunbelt Auto Sales LLC in mesa arizona on 9/14 for 14,900. they swore it had a clean title but when i went to register it at the MVD it came back as a salvage title from a flood in houston. the salesman Rico said all sales final. my cousin Andre who knows cars says the frame is rusted. i want my money back",
    other: { name: "Sunbelt Auto Sales LLC", kind: "company" },
    never: ["Andre", "MVD"],
    place: { city: "Mesa", state: "AZ" },
    dates: [["2026-09-14", "incident|other"]],
    urgency: "low|medium",
  },
  {
    id: "unemployment appeal hearing",
    text: "My unemployment claim got denied because my old job (Coastal Call Solutions) told the state I quit, but I was laid off on August 14. I appealed and got a letter that my telephone hearing with the Appeal Tribunal is on December 9 at 10:00 am. I live in Jacksonville FL. My former supervisor Nicole said she would write a statement for me.",
    other: { name: "Coastal Call Solutions", kind: "company" },
    never: ["Nicole"],
    place: { city: "Jacksonville", state: "FL" },
    dates: [
      ["2026-08-14", "employment_end"],
      ["2026-12-09", "hearing"],
    ],
    urgency: "high",
    court: true,
  },
  {
    id: "roofing contractor took the deposit",
    text: "we paid a contractor, Summit Peak Roofing & Exteriors, a $9,000 deposit in may to replace our roof. they tore off half the shingles and never came back, now theres water coming into my daughter's bedroom. the owner Jake Marlow stopped answering my calls on like july 2nd. we are in Colorado Springs. my husband wants to go to small claims but isnt the limit lower than that",
    other: { name: "Summit Peak Roofing & Exteriors|Summit Peak Roofing", kind: "company" },
    place: { city: "Colorado Springs", state: "CO" },
    dates: [["2026-07-02", "incident|other"]],
    urgency: "low|medium",
  },
  {
    id: "small claims against a roommate, next friday from a saturday",
    now: "2026-06-13T15:00:00Z",
    text: "My old roommate Cheyenne Brooks moved out of our apartment in Lawrence KS owing me $1,150 for her half of rent and utilities and won't answer texts. I already filed in small claims at the Douglas County District Court and my hearing is next friday. My mom Patrice co-signed the lease. whats my chances",
    other: { name: "Cheyenne Brooks", kind: "person" },
    never: ["Patrice"],
    place: { city: "Lawrence", county: "Douglas County", state: "KS" },
    dates: [["2026-06-19", "hearing|court_date"]],
    urgency: "emergency",
    court: true,
  },
  {
    id: "immigration detention, court in another state",
    text: "my husband Arturo was picked up by ICE at his job in Salem Oregon on tuesday. they took him to the tacoma detention center. his lawyer from before (Ms. Kwan) retired. we got a paper that says he has a master calendar hearing at the Tacoma immigration court on december 2. our 3 kids are US citizens. please i dont know what to do",
    other: { name: "ICE|DHS", kind: "agency" },
    never: ["Arturo", "Kwan", "Ms. Kwan"],
    place: { city: "Tacoma", state: "WA" },
    dates: [["2026-12-02", "hearing|court_date"]],
    urgency: "emergency",
    court: true,
    outside: true,
  },
  {
    id: "patent, copycat company",
    text: "I invented a folding dog ramp and filed a provisional patent application last year. Now a company called PawLift Products Inc. out of Boise is selling basically my exact design on Amazon. My friend Clare, who is an engineer, compared them and they are identical down to the hinge. The provisional expires on january 10 and I need to file the real application before that.",
    other: { name: "PawLift Products Inc.", kind: "company" },
    never: ["Clare", "Amazon"],
    dates: [["2027-01-10", "filing_deadline|response_deadline|other"]],
    urgency: "low|medium",
  },
  {
    id: "restraining order, petitioner named",
    text: "i got served with a temporary restraining order today. the petitioner is my ex girlfriend Alexis Romero, she says i threatened her which is a lie, I have the texts. it says i cant go to my own apartment and the hearing is on december 1 at the Maricopa County Superior Court. my roommate Devin was there the whole time and saw everything.",
    other: { name: "Alexis Romero", kind: "person" },
    never: ["Devin"],
    place: { county: "Maricopa County", state: "AZ" },
    dates: [["2026-12-01", "hearing"]],
    urgency: "emergency",
    court: true,
  },
  {
    id: "owner wants us out in 10 days, no place",
    text: "landlord (Mr. Petrakis, he owns the building) says he is selling and we have to be out 10 days from now or he will change the locks. we have lived here 6 years and never missed rent. he never gave us anything in writing. my wife Sofia is 7 months pregnant. is this legal",
    other: { name: "Petrakis|Mr. Petrakis", kind: "person" },
    never: ["Sofia"],
    place: null,
    dates: [["2026-12-06", "move_out|response_deadline|other"]],
  },
  {
    id: "home health drive time, complaint by end of the month",
    text: "I do home health aide work through BrightPath Home Care Services. They pay us per visit but dont pay for the drive time between clients, sometimes 3 hours a day. I talked to a lady at the Department of Labor, Ms. Greene, she said to file a complaint but I have to do it by the end of the month. Im in Yonkers New York. my coworkers Fatima and Grace have the same problem",
    other: { name: "BrightPath Home Care Services", kind: "company" },
    never: ["Greene", "Ms. Greene", "Fatima", "Grace", "Department of Labor"],
    place: { city: "Yonkers", state: "NY" },
    dates: [["2026-11-30", "filing_deadline|response_deadline"]],
    urgency: "emergency",
  },
  {
    id: "truck crash, 3/14, offer good for two weeks",
    text: "car accident 3/14 on I-94 near st cloud. a semi from Red River Trucking Co merged into my lane and pushed me into the median. driver's name on the police report is Kurt Ostrander. Officer Bjork wrote the report. their insurance adjuster says the $18,000 offer is only good for two weeks. my physical therapist says i need 6 more months of therapy",
    other: { name: "Red River Trucking Co|Red River Trucking Co.|Red River Trucking", kind: "company" },
    never: ["Bjork", "Officer Bjork"],
    // St. Cloud is a city of Minnesota and of Florida, and the text names no state: the state stays open.
    place: { city: "St. Cloud|Saint Cloud" },
    dates: [
      ["2026-03-14", "incident"],
      ["2026-12-10", "offer_expiry"],
    ],
  },
  {
    id: "son arrested on vacation in another state",
    text: "my 19 yo son Caleb got arrested in gatlinburg tennessee on vacation for possession of a small amount of weed and they let him go but now he has to come back for court. we live in ohio, near dayton. he is a good kid, first time ever. the officer name was Deputy Hensley. how do we handle this from out of state",
    other: null,
    never: ["Caleb", "Hensley", "Deputy Hensley"],
    place: { city: "Gatlinburg", state: "TN" },
    court: true,
  },
  {
    id: "eviction summons, the twelth of december, friend helps",
    text: "Hello my name is Abdi Farah. I live at the Riverbend apartments in Saint Paul MN. Yesterday I get a summons for eviction from Crestline Property Management Inc. They say I did not pay november rent but I pay with money order, I have the receipt. The summons say I must go to court on the twelth of december at Ramsey County Courthouse. My english is not so good, my friend Hodan help me write.",
    other: { name: "Crestline Property Management Inc.", kind: "company" },
    never: ["Hodan", "Abdi Farah", "Riverbend"],
    place: { city: "Saint Paul", county: "Ramsey County", state: "MN" },
    dates: [["2026-12-12", "court_date|hearing"]],
    urgency: "high",
    court: true,
  },
  {
    id: "collector on a paid medical bill, stated today, no place",
    text: "today is february 20 2026. i keep getting calls from a debt collector called Meridian Portfolio Services about a medical bill from when my daughter had her appendix out. I already paid the hospital (Mercy General) i have the receipt!! they sent a letter saying if i dont dispute by march 3rd they will report it to the credit bureaus and they might sue",
    other: { name: "Meridian Portfolio Services", kind: "company|agency" },
    never: ["Mercy General"],
    place: null,
    dates: [["2026-03-03", "response_deadline|filing_deadline"]],
    urgency: "high",
  },
  {
    id: "kids taken out of state, order from a florida county",
    text: "my childrens father took the kids out of state without asking me. we have joint custody from a court order in pinellas county florida. he says hes not coming back and i havent seen them since the 5th. my lawyer from the divorce, Mr. Castellano, doesnt do custody anymore. my mom Gloria is helping me look for a lawyer",
    other: null,
    never: ["Castellano", "Mr. Castellano", "Gloria"],
    place: { county: "Pinellas County", state: "FL" },
    dates: [["2026-11-05", "incident|other"]],
    court: true,
  },
  {
    id: "business partner emptied the account",
    text: "me and my business partner Trevor Nguyen own a food truck company together, Rolling Pho LLC, 50/50. last week he emptied the business bank account ($23k) and changed the passwords on our square account. our accountant Priya noticed it. we're in Sacramento. I want to dissolve the LLC and get my half",
    other: { name: "Trevor Nguyen", kind: "person" },
    never: ["Rolling Pho LLC", "Priya"],
    place: { city: "Sacramento", state: "CA" },
    urgency: "low|medium",
  },
  {
    id: "non-compete review before signing",
    text: "Hi, I was offered a job as a sales director at Halcyon Biotech Inc. and they sent me an offer letter with a non compete that says I can't work in the industry for 2 years anywhere in the US. They want it signed by friday december 4. my current employer is Vantage Labs and I haven't told them yet. I'm in Raleigh, North Carolina. can someone review this before i sign",
    other: { name: "Halcyon Biotech Inc.", kind: "company" },
    never: ["Vantage Labs"],
    place: { city: "Raleigh", state: "NC" },
    dates: [["2026-12-04", "offer_expiry|response_deadline"]],
  },
  {
    id: "work visa after a layoff, nothing named",
    text: "my work visa (H-1B) employer laid me off and I only have 60 days to find a new sponsor or leave. I dont know what to do. my wife and kids are here too",
    other: null,
    place: null,
    outside: true,
  },
  {
    id: "deposit kept, small claims hearing in two weeks",
    text: "moved out of my apartment in ft worth on october 31 and the landlord, a lady named Brenda Castillo who owns like 4 duplexes, kept my whole $1,500 deposit and says the carpet was ruined, it was not, i have move out video. my friend Jasmine helped me clean. i filed in small claims at the Tarrant County justice of the peace court and the hearing is in two weeks.",
    other: { name: "Brenda Castillo", kind: "person" },
    never: ["Jasmine"],
    place: { city: "Fort Worth", county: "Tarrant County", state: "TX" },
    dates: [
      ["2026-10-31", "move_out|incident|other"],
      ["2026-12-10", "hearing|court_date"],
    ],
    urgency: "high",
    court: true,
  },
  {
    id: "fall on icy stairs in brooklyn ny",
    now: "2026-05-20T15:00:00Z",
    text: "I slipped on ice on the stairs outside my building in Brooklyn, NY on january 14th. the super never salted even tho everyone complained. the building is owned by Atlantic Ave Holdings LLC, managed by Kings Realty Group. i tore my rotator cuff. my neighbor Mrs. Okafor saw me fall and called 911",
    other: { name: "Atlantic Ave Holdings LLC|Kings Realty Group", kind: "company" },
    never: ["Okafor", "Mrs. Okafor"],
    place: { city: "Brooklyn", state: "NY" },
    dates: [["2026-01-14", "incident"]],
    urgency: "low|medium",
  },
  {
    id: "trailer park in a made-up town",
    text: "my landlord at the Sunnyvale Trailer Park in Dunmore Falls says i have to get my trailer off the lot by the 1st because he sold the land. the owner is Rusty Tilman. ive lived there 12 yrs",
    other: { name: "Rusty Tilman", kind: "person" },
    place: null,
    dates: [["2026-12-01", "move_out|response_deadline|other"]],
  },
  {
    id: "retaliation, answer to the EEOC in 10 days from now, fired by a named company",
    now: "2026-08-03T15:00:00Z",
    text: "so my old employer Granite State Plumbing Supply fired me on july 17 right after i asked for time off for my chemo. i filed a charge with the EEOC and the investigator Mr. Patel emailed that the company responded and i have to send my rebuttal 10 days from now. my wife Dana is helping me write all this. we live in manchester new hampshire",
    other: { name: "Granite State Plumbing Supply", kind: "company" },
    never: ["Patel", "Mr. Patel", "Dana", "EEOC"],
    place: { city: "Manchester", state: "NH" },
    dates: [
      ["2026-07-17", "employment_end"],
      ["2026-08-13", "response_deadline|filing_deadline"],
    ],
    urgency: "high",
  },
  {
    id: "DUI in kansas city missouri, 3/28 court",
    now: "2026-03-22T15:00:00Z",
    text: "arrested for dui on saturday night in kansas city missouri, my buddy Marcus was driving behind me and saw the whole stop. the cop (officer Reyes) didnt read me my rights. i have court 3/28 at the jackson county courthouse. i work for UPS and need my license",
    other: null,
    never: ["Marcus", "Reyes", "UPS"],
    place: { city: "Kansas City", county: "Jackson County", state: "MO" },
    dates: [
      ["2026-03-21", "incident"],
      ["2026-03-28", "court_date|hearing"],
    ],
    urgency: "emergency",
    court: true,
  },
];

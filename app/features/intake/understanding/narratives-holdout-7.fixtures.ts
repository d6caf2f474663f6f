import type { FieldNarrative } from "./narratives-field.fixtures.ts";

/**
 * Hold-out narratives, round 7 (the lead's sixth blind set, handed over as training data; 5 of 16
 * failed then). Their misses are classes, not phrasings: a name introduced by "called"/"named"
 * ("a software company called Brightpath Analytics"), a copular naming whose subject is the other
 * side ("the neighbors are Carl and Denise Whitaker"), a relation followed directly by a lower-case
 * name with "co" ("our supplier golden wheat flour co"), a place said of another person ("she moved
 * to her parents in Plano") beating the visitor's own, and a building's name read as a town ("the
 * oakwood apts in des moines"). ADR 0064 records the general cues that read them; never match these
 * texts. The asylum case (f10) was unchecked for the other side in the lead's set: the agency that
 * brings removal proceedings is what a paralegal files.
 */
export const HOLDOUT_NARRATIVES_7: FieldNarrative[] = [
  {
    id: "f1 notice to quit, llc lower case",
    text: "hi so my landlord is ridgeview property management llc and they gave me a notice to quit saying i have to be out by december 15th. i live at the oakwood apts in des moines iowa. my mother in law linda lives with us and shes on oxygen. the manager, todd, wont return calls",
    other: { name: "Ridgeview Property Management LLC|Ridgeview Property Management", kind: "company" },
    never: ["Linda", "Todd"],
    place: { city: "Des Moines", state: "IA" },
    dates: [["2026-12-15", "move_out|response_deadline"]],
  },
  {
    id: "f2 unpaid wages, boss named",
    text: "My boss at Sunrise Landscaping, Greg Tomlin, still owes me three weeks of pay ($2,340). I quit on October 30th after he kept cutting my hours. We're in Boise, Idaho. My coworker Luis is owed money too.",
    other: { name: "Sunrise Landscaping|Greg Tomlin", kind: "company|person" },
    never: ["Luis"],
    place: { city: "Boise", state: "ID" },
    dates: [["2026-10-30", "employment_end"]],
  },
  {
    id: "f3 collection letter, dispute window",
    text: "got a letter from midland credit management saying i owe $3,412 on an old capital one card. the letter is dated november 10 and says i have 30 days to dispute. i live in tulsa oklahoma",
    other: { name: "Midland Credit Management", kind: "company" },
    never: ["Capital One"],
    place: { city: "Tulsa", state: "OK" },
    dates: [["2026-12-10", "response_deadline|filing_deadline"]],
  },
  {
    id: "f4 separation, wife named",
    text: "Me and my wife Jennifer Park have been separated since august. she moved to her parents in Plano with our son. I want joint custody. I'm still in our house in Frisco TX. no court case yet",
    other: { name: "Jennifer Park", kind: "person" },
    place: { city: "Frisco", state: "TX" },
  },
  {
    id: "f5 truck crash, insurer and driver",
    text: "I was rear ended by a delivery truck from Coastal Freight Lines on I-95 near Savannah GA on the evening of nov 3. the driver gave his name as Ray. my back and neck hurt and I've been seeing a chiropractor. my insurance is state farm",
    other: { name: "Coastal Freight Lines", kind: "company" },
    never: ["Ray", "State Farm"],
    place: { state: "GA" },
    dates: [["2026-11-03", "incident"]],
  },
  {
    id: "f6 dui, arraignment soon",
    text: "i got a dui saturday night in spokane. blew a .09. my arraignment is dec 2 at spokane municipal court. my girlfriend bailed me out",
    other: null,
    place: { city: "Spokane", state: "WA" },
    dates: [
      ["2026-11-21", "incident"],
      ["2026-12-02", "court_date|hearing"],
    ],
    urgency: "emergency",
  },
  {
    id: "f7 contract to sign by friday",
    text: "A software company called Brightpath Analytics sent me a consulting agreement and wants it signed by friday. it has a non compete for 2 years. I'm a freelancer in Austin, Texas.",
    other: { name: "Brightpath Analytics", kind: "company" },
    place: { city: "Austin", state: "TX" },
    dates: [["2026-11-27", "offer_expiry|response_deadline|filing_deadline"]],
  },
  {
    id: "f8 etsy copycat",
    text: "Someone on Etsy, a shop called WillowAndWick, is selling candles with my exact logo and product photos. I own the trademark, registered in 2021. I run my business out of Asheville North Carolina.",
    other: { name: "WillowAndWick", kind: "company" },
    never: ["Etsy"],
    place: { city: "Asheville", state: "NC" },
  },
  {
    id: "f9 grandfather, cousin with poa",
    text: "my grandfather is 84 and my cousin derek hollis got him to sign a power of attorney in may. since then derek has drained about 40 thousand from his savings at first national bank. grandpa lives in lubbock texas",
    other: { name: "Derek Hollis", kind: "person" },
    never: ["First National Bank"],
    place: { city: "Lubbock", state: "TX" },
  },
  {
    id: "f10 asylum hearing, not offered",
    text: "My husband has an immigration court hearing on January 12 in Chicago. He got a notice to appear from ICE last spring. We need help with his asylum case.",
    other: { name: "ICE|DHS|Department of Homeland Security", kind: "agency" },
    place: { city: "Chicago", state: "IL" },
    dates: [["2027-01-12", "hearing|court_date"]],
    outside: true,
  },
  {
    id: "f11 nurse harassment, St. in company",
    text: "I'm a nurse at St. Luke's Regional Medical Center in Meridian, Idaho and my charge nurse Brenda keeps making comments about my hijab. I reported it to HR on november 4 and two weeks later I was moved to nights.",
    other: { name: "St. Luke's Regional Medical Center|St Lukes Regional Medical Center", kind: "company" },
    never: ["Brenda"],
    place: { city: "Meridian", state: "ID" },
    dates: [["2026-11-04", "other|incident"]],
  },
  {
    id: "f12 fence over the line, county only",
    text: "our neighbor, harold jenkins, built his fence 3 feet onto our property in september and now refuses to move it. we have a survey from 2019 that shows the line. we're in knox county tennessee, outside knoxville. my husband talked to him twice",
    other: { name: "Harold Jenkins", kind: "person" },
    place: { county: "Knox County", state: "TN" },
  },
  {
    id: "f13 dog bite, date in words, couple",
    text: "On the twenty-first of October my daughter (7) was bitten on the face by our neighbors pit bull. The neighbors are Carl and Denise Whitaker. It happened in their yard in Mesa, AZ. She needed plastic surgery.",
    other: { name: "Carl Whitaker|Denise Whitaker|Carl and Denise Whitaker|Whitaker", kind: "person" },
    place: { city: "Mesa", state: "AZ" },
    dates: [["2026-10-21", "incident"]],
  },
  {
    id: "f14 small claims next tuesday, mr.",
    text: "landlord (mr. okafor) is suing me in small claims for damages after i moved out. the hearing is next tuesday at 1:30. its in the hennepin county conciliation court. i moved to st louis park",
    other: { name: "Okafor|Mr. Okafor|Mr Okafor", kind: "person" },
    place: { county: "Hennepin County", state: "MN" },
    dates: [["2026-12-01", "hearing|court_date"]],
    urgency: "emergency",
    court: true,
  },
  {
    id: "f15 let go after osha complaint",
    text: "I was let go from Pacific Rim Logistics, Inc. on the second of November, two days after I filed a safety complaint with OSHA. My supervisor, Mark Jensen, told me it was 'restructuring'. I work at their warehouse in Tacoma, WA.",
    other: { name: "Pacific Rim Logistics, Inc.|Pacific Rim Logistics Inc|Pacific Rim Logistics", kind: "company" },
    never: ["Mark Jensen", "OSHA"],
    place: { city: "Tacoma", state: "WA" },
    dates: [["2026-11-02", "employment_end"]],
  },
  {
    id: "f16 supplier shorted bakery",
    text: "we're a small bakery in providence ri. our supplier golden wheat flour co shorted three deliveries and then sent us to collections for $5,600. their collections guy is named vince. we got the collection notice on 11/16",
    other: { name: "Golden Wheat Flour Co|Golden Wheat Flour", kind: "company" },
    never: ["Vince"],
    place: { city: "Providence", state: "RI" },
    dates: [["2026-11-16", "other|incident"]],
  },
];

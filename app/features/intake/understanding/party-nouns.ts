/**
 * Kinds of things the party rules name in more than one place, written once: the animals that bite
 * or charge, and the words for a business a visitor owns.
 */

/** Animals that do harm ("the pit bull attacked", "bitten by their german shepherd"), as a regex alternation. */
export const ANIMALS = String.raw`dogs?|pit ?bulls?|pitbulls?|rottweilers?|german shepherds?|huskies|husky|horses?|bulls?|cows?|cattle`;

/** What a visitor's own business is called ("my daycare", "a coffee roaster", "our food truck"). */
export const BUSINESS_NOUNS: readonly string[] = [
  "company",
  "business",
  "bakery",
  "shop",
  "store",
  "llc",
  "firm",
  "startup",
  "restaurant",
  "truck",
  "practice",
  "brewery",
  "drive-thru",
  "drive-through",
  "cafe",
  "café",
  "salon",
  "clinic",
  "studio",
  "agency",
  "cafe",
  "café",
  "roaster",
  "roastery",
  "daycare",
  "day care",
  "gym",
  "farm",
  "ranch",
  "boutique",
  "barbershop",
  "spa",
  "kennel",
  "hotel",
  "motel",
  "garage",
  "pharmacy",
  "nonprofit",
  "non-profit",
  "franchise",
  "winery",
  "distillery",
  "bookstore",
  "food truck",
  "coffee cart",
  "cart",
  "kiosk",
  "stand",
  "landscaping",
  "cleaning service",
  "contracting",
];

/** Spanish verbs and small words that follow a relation ("mi esposo tiene fotos"): never a name. */
export const SPANISH_COMMON = new Set(
  "tiene tienen tenia es esta estaba fue era son dice dijo dijeron da dan dio dieron quiere queria puede pudo trabaja trabajaba vive vivia sabe va iba hizo hace me nos le les se lo la los las no ya tambien siempre nunca vio vi vimos todo toda todos nada pasado pasada domingo lunes martes miercoles jueves viernes sabado aqui alla ahi".split(
    " ",
  ),
);

/** Common nouns a business name puts in the possessive ("Children's Hospital", "Women's Clinic"): never the possessor. */
export const COMMON_POSSESSORS = new Set([
  "children",
  "women",
  "men",
  "people",
  "kids",
  "veterans",
  "farmers",
  "workers",
  "citizens",
]);

/** Departments, units and things the NLP may read as organisations: a part of a party or a thing, never one. */
export const DEPARTMENTS = new Set([
  "ER",
  "ED",
  "ICU",
  "NICU",
  "PICU",
  "OR",
  "HR",
  "IT",
  "PT",
  "QA",
  "CEO",
  "CFO",
  "COO",
  // Titles, papers and boards said by their initials: "the GC sent it", "the LOI says", "filed at the TTAB".
  "CTO",
  "CMO",
  "GC",
  "VP",
  "SVP",
  "EVP",
  "GM",
  "CPA",
  "LOI",
  "NDA",
  "MOU",
  "SOW",
  "FDD",
  "DBA",
  "EIN",
  "FMLA",
  "PTO",
  "TTAB",
  // Things in a home or a car, not bodies: "the AC went out", "the ATM ate my card".
  "AC",
  "HVAC",
  "TV",
  "ATM",
  "GPS",
  "SUV",
]);

/** Where things are posted, sold or paid: a venue of the story, not its other side ("a Google review", "a guy on Facebook Marketplace"). */
export const PLATFORMS = new Set(
  "google|facebook|facebook marketplace|marketplace|instagram|tiktok|yelp|nextdoor|craigslist|offerup|zelle|venmo|cash app|cashapp|paypal|etsy|ebay|amazon|youtube|twitter|reddit|linkedin|whatsapp|snapchat".split(
    "|",
  ),
);
/** Said as a venue: "on X", "via X", "by X", or "X review", "X post", "X listing". */
export const AS_VENUE_BEFORE = /\b(?:on|via|through|by|in|using|with)\s+(?:the\s+)?$/i;
export const AS_VENUE_AFTER =
  /^\s+(?:marketplace|reviews?|posts?|page|group|listing|account|payments?|ads?|messages?|stor(?:y|ies)|reels?|comments?|profile|shop|store)\b/i;

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
  "landscaping",
  "cleaning service",
  "contracting",
];

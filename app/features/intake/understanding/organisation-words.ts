/**
 * Words a business's or an organisation's name ends with (ADR 0063): the head nouns of a noun
 * phrase that names a business ("Blue Heron Bistro", "pinecrest housing partners", "denver auto
 * body") and the legal forms that may follow it ("LLC", "Inc."). Data, not patterns: the business
 * name detector (business-names.ts) and the place reader (a town's name inside a business's name is
 * no town) both read it. Lower case; a head of several words is matched word for word.
 */

/** Legal forms: a name followed by one is a company whatever its other words. */
export const LEGAL_FORMS: ReadonlySet<string> = new Set(["llc", "l.l.c.", "l.l.c", "inc", "inc.", "incorporated", "corp", "corp.", "corporation", "company", "ltd", "ltd.", "lp", "llp", "pllc", "plc"]);
/** Legal forms that are also everyday nouns: a form only as written in a name ("Acme Company"), a head in lower case ("a software company"). */
const EVERYDAY_FORMS: ReadonlySet<string> = new Set(["company", "corporation"]);

/** What businesses and organisations call themselves, by trade. */
const HEADS_BY_TRADE: Readonly<Record<string, readonly string[]>> = {
  general: ["company", "corporation", "group", "holdings", "enterprises", "industries", "associates", "partners", "partnership", "solutions", "services", "systems", "technologies", "products", "brands", "ventures", "international", "worldwide", "unlimited", "agency", "association", "homeowners association", "cooperative", "co-op", "foundation", "works", "sales", "labs", "lab", "biotech", "studios", "studio", "media",
    // Abbreviations written in names ("cedar hills assn", "desert palms mgmt", "delgado bros").
    "assn", "assoc", "svc", "svcs", "mgmt", "intl", "bros", "brothers"],
  housing: ["properties", "property management", "residential management", "management", "realty", "real estate", "apartments", "apartment homes", "homes", "housing", "housing partners", "rentals", "residences", "townhomes", "lofts", "villas", "estates", "mobile home park", "trailer park", "rv park", "communities", "living",
    // Buildings, as their names are written ("the oakwood apts", "the franklin bldg").
    "apts", "apt", "bldg", "towers", "condos", "condominiums", "commons", "manor"],
  money: ["bank", "credit union", "credit", "financial", "finance", "capital", "funding", "lending", "loans", "mortgage", "portfolio", "recovery", "collections", "acceptance", "insurance", "assurance", "investments", "trust"],
  food: ["bistro", "cafe", "café", "restaurant", "grill", "diner", "bar", "bar & grill", "pub", "tavern", "bakery", "pizzeria", "pizza", "eatery", "kitchen", "cantina", "taqueria", "steakhouse", "brewery", "brewing", "winery", "catering", "foods", "market", "supermarket", "grocery", "farms", "dairy", "coffee", "eats", "deli"],
  vehicles: ["auto body", "auto sales", "auto repair", "auto", "automotive", "motors", "collision", "towing", "tire", "tires", "dealership", "car wash", "transport", "transportation", "trucking", "freight", "logistics", "lines", "couriers", "courier", "express", "delivery", "movers", "moving", "airlines", "cab", "limo"],
  care: ["hospital", "clinic", "medical center", "medical group", "medical", "health", "healthcare", "health care", "pharmacy", "dental", "dentistry", "orthodontics", "chiropractic", "physical therapy", "rehab", "rehabilitation", "senior care", "senior living", "assisted living", "memory care", "nursing home", "nursing", "care center", "care home", "home care", "hospice", "daycare", "child care", "center", "centre", "urgent care", "veterinary", "animal hospital"],
  trades: ["construction", "builders", "building", "contracting", "contractors", "remodeling", "renovations", "home improvements", "improvements", "roofing", "exteriors", "plumbing", "electric", "electrical", "hvac", "heating", "heating & cooling", "landscaping", "lawn care", "tree service", "fencing", "fence", "painting", "paving", "concrete", "masonry", "flooring", "cleaning", "janitorial", "pest control", "security", "staffing", "installations", "handyman"],
  retail: ["store", "stores", "shop", "boutique", "mart", "outlet", "supply", "supplies", "wholesale", "distributors", "distribution", "warehouse", "depot", "hardware", "furniture", "appliances", "electronics", "jewelers", "florist"],
  leisure: ["marina", "hotel", "hotels", "motel", "inn", "resort", "casino", "spa", "salon", "barbershop", "fitness", "gym", "golf club", "country club", "academy"],
  making: ["manufacturing", "mfg", "fabrication", "machining", "plastics", "metals", "steel", "mills", "quarry", "aggregates", "mining", "energy", "utilities", "power", "telecom", "wireless", "communications"],
};

/** Every head, as word lists, longest first ("auto body" before "body"). */
export const ORGANISATION_HEADS: readonly (readonly string[])[] = [...new Set(Object.values(HEADS_BY_TRADE).flat())]
  .map((head) => head.split(" "))
  .sort((a, b) => b.length - a.length);

/** Every word that occurs in some head: a name's modifiers stop being "generic" past these. */
export const ORGANISATION_WORDS: ReadonlySet<string> = new Set(ORGANISATION_HEADS.flat());

/** The head (as words) that `words` end with, or null. */
export function organisationHeadAtEnd(words: readonly string[]): readonly string[] | null {
  const lower = words.map((w) => w.toLowerCase());
  for (const head of ORGANISATION_HEADS) {
    if (head.length > lower.length) continue;
    if (head.every((w, i) => lower[lower.length - head.length + i] === w)) return head;
  }
  return null;
}

/** "Co" and "Co." as written ("Brightleaf Candle Co"); lower-case "co" and "CO" are Colorado. */
export function isLegalForm(word: string): boolean {
  const lower = word.toLowerCase();
  if (EVERYDAY_FORMS.has(lower)) return word !== lower;
  return LEGAL_FORMS.has(lower) || word === "Co" || word === "Co.";
}

/** A name that ends like a business's ("Whitfield Properties LLC", "Blue Heron Bistro"). */
export function endsLikeOrganisation(name: string): boolean {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length === 0) return false;
  return isLegalForm(words[words.length - 1]!) || organisationHeadAtEnd(words) !== null;
}

/** Abbreviations people type for the words of a business or a relation ("the mgmt company", "cedar hills assn"), read as the words. */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  mgmt: "management", mgt: "management", assn: "association", assoc: "association", apts: "apartments", bldg: "building", svc: "service", svcs: "services",
  bros: "brothers", intl: "international", mfg: "manufacturing", dept: "department", mgr: "manager",
};

/** Who a business is to the visitor ("our supplier golden wheat flour co"): such a word in lower case ends a name on its left and introduces the one after it. */
export const TRADING_ROLES: ReadonlySet<string> = new Set(["supplier", "vendor", "distributor", "wholesaler", "manufacturer", "contractor", "subcontractor", "seller", "buyer", "dealer", "lender", "insurer", "landlord", "landlady", "employer", "client", "customer", "carrier", "shipper", "broker", "creditor", "collector", "processor", "franchisor", "licensor", "publisher"]);

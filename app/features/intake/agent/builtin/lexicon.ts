/**
 * Words the interviewer knows. The nine default services are "canonical" practice areas; a firm may
 * rename or add services, and each of its services is mapped to the closest canonical area (if any)
 * so the lexicon still applies ("Family Law", "Divorce & Custody" → family).
 */

export type PracticeArea =
  | "family"
  | "business"
  | "contract"
  | "ip"
  | "employment"
  | "injury"
  | "criminal"
  | "civil"
  | "general"
  // Common extra practice areas a firm may add; not among the nine defaults.
  | "immigration"
  | "estate"
  | "bankruptcy"
  | "housing";

/** The default service names, by area. */
export const DEFAULT_SERVICE_AREAS: Readonly<Record<string, PracticeArea>> = {
  family: "family",
  business: "business",
  "contract review": "contract",
  "intellectual property": "ip",
  employment: "employment",
  "personal injury": "injury",
  criminal: "criminal",
  civil: "civil",
  "general consultation": "general",
};

/**
 * Phrase → weight. Weight 3 names the area on its own ("divorce"), 2 is a strong hint ("boss"),
 * 1 a weak one ("partner"). Phrases are matched on word stems, so "divorcing" matches "divorce".
 */
export const AREA_LEXICON: Readonly<Record<PracticeArea, Readonly<Record<string, number>>>> = {
  family: {
    divorce: 3, separating: 3, separation: 3, "legal separation": 3, "split up": 2, "splitting up": 2, custody: 3,
    "child custody": 3, "child support": 3, alimony: 3, "spousal support": 3, visitation: 2, "parenting time": 3,
    "parenting plan": 3, adoption: 3, adopt: 3, prenup: 3, prenuptial: 3, postnuptial: 3, paternity: 3, guardianship: 2,
    "my ex": 1, "ex husband": 2, "ex wife": 2, marriage: 1, married: 1, "family court": 3, "domestic violence": 1,
    "protective order": 1, "restraining order": 1, "co parent": 2,
  },
  employment: {
    fired: 3, "wrongful termination": 3, terminated: 2, "laid off": 3, "let go": 2, wage: 2, "unpaid wages": 3,
    overtime: 2, paycheck: 2, "final paycheck": 3, harassment: 2, harassing: 2, "sexual harassment": 3, discrimination: 2,
    discriminated: 2, boss: 2, employer: 2, "my job": 2, "at work": 1, coworker: 2, "co worker": 2, supervisor: 2,
    manager: 1, workplace: 1, eeoc: 3, severance: 2, "hostile work environment": 3, retaliation: 1, "demoted": 2,
    "not paid": 1, "didnt pay me": 1, "hr": 1, "human resources": 2, fmla: 3, "non compete": 1, "work for": 1,
  },
  injury: {
    "car accident": 3, "car crash": 3, accident: 2, crash: 2, collision: 2, "rear ended": 3, "hit by": 2,
    "slip and fall": 3, slipped: 2, tripped: 2, fell: 1, injured: 3, injury: 3, injuries: 3, hurt: 2,
    "broke my": 2, "broken bone": 3, "medical malpractice": 3, malpractice: 3, "dog bite": 3, bitten: 2, whiplash: 3,
    "wrongful death": 3, "hurt at work": 3, "injured at work": 3, "workers comp": 3, "workers compensation": 3,
    concussion: 3, "other driver": 2, "insurance company": 1, hospital: 1,
  },
  criminal: {
    arrested: 3, arrest: 3, "charged with": 3, charges: 2, charged: 2, dui: 3, dwi: 3, owi: 3, "drunk driving": 3,
    police: 2, jail: 3, felony: 3, misdemeanor: 3, probation: 2, parole: 2, warrant: 2, "public defender": 3, plea: 2,
    shoplifting: 3, possession: 2, assault: 2, theft: 2, burglary: 3, robbery: 3, "criminal record": 3, expunge: 3,
    expungement: 3, "cited for": 2, "speeding ticket": 2, "reckless driving": 3, prosecutor: 3, arraignment: 3,
    "bail": 2, "bond hearing": 3, "search warrant": 3, "detective": 2, "investigated": 2,
  },
  ip: {
    trademark: 3, copyright: 3, patent: 3, "trade secret": 3, infringement: 3, infringing: 3, "cease and desist": 2,
    logo: 2, brand: 1, "brand name": 2, "stole my idea": 2, "copied my": 2, "my invention": 3, invention: 2,
    royalties: 2, licensing: 1, dmca: 3, "intellectual property": 3, plagiarism: 2, "using my photos": 2,
  },
  business: {
    llc: 3, "business partner": 3, partner: 1, partnership: 2, corporation: 2, incorporate: 3, "start a business": 3,
    "starting a business": 3, "my business": 2, "our business": 2, "my company": 2, "our company": 2, shareholder: 3,
    "operating agreement": 3, "co founder": 3, cofounder: 3, startup: 2, vendor: 1, business: 1, franchise: 2,
    "sole proprietor": 3, investor: 2, "business dispute": 3, "buy a business": 3, "sell my business": 3,
  },
  contract: {
    contract: 2, agreement: 2, "lease review": 3, "review my lease": 3, "review a lease": 3, "review my contract": 3,
    "review a contract": 3, "look over": 2, "before i sign": 3, "before signing": 3, lease: 1, terms: 1, nda: 3,
    "non disclosure": 3, "non compete": 2, "breach of contract": 2, clause: 2, "sign it": 1, review: 1, "to sign": 1,
  },
  civil: {
    sue: 2, suing: 2, lawsuit: 2, "small claims": 3, neighbor: 2, neighbour: 2, "neighbor dispute": 3,
    "owes me": 2, "owe me": 2, "security deposit": 2, landlord: 2, tenant: 1, evict: 2, eviction: 2,
    "property damage": 2, defamation: 3, slander: 3, libel: 3, fence: 1, sued: 2, "being sued": 3, "served with": 1,
    debt: 1, "debt collector": 2, hoa: 2, "property line": 3, "damaged my": 2, "wont pay": 1, "refuses to pay": 1,
  },
  general: { "general consultation": 3, consultation: 1, "not sure": 0 },
  immigration: {
    immigration: 3, visa: 3, "green card": 3, deport: 3, deportation: 3, citizenship: 3, asylum: 3, ice: 1,
    naturalization: 3, "work permit": 3, daca: 3, uscis: 3,
  },
  estate: {
    "my will": 3, "a will": 2, "living trust": 3, probate: 3, estate: 2, inheritance: 3,
    executor: 3, "power of attorney": 3, "passed away": 2, died: 1, beneficiary: 3,
  },
  bankruptcy: {
    bankruptcy: 3, bankrupt: 3, "chapter 7": 3, "chapter 13": 3, foreclosure: 3, creditors: 2, garnish: 3,
    garnishment: 3, repossess: 3, "debt collector": 1, "cant pay my debts": 3,
  },
  housing: {
    landlord: 3, tenant: 3, eviction: 3, evict: 3, "security deposit": 3, lease: 1, rent: 2, "notice to vacate": 3,
    mold: 2, repairs: 1, apartment: 1,
  },
};

/** Words in a service's own name that say nothing about the area ("Law", "Services"). */
export const SERVICE_NAME_NOISE = new Set([
  "law", "legal", "lawyer", "attorney", "services", "service", "matters", "matter", "issues", "issue", "help", "and", "of",
  "the", "for", "a", "an", "rights", "planning", "practice", "cases", "case", "claims", "defense", "disputes", "general",
  "consultation", "other", "review",
]);

/** Names of services that mean "anything else". */
export const GENERAL_SERVICE_WORDS = /\b(general|consultation|consult|other|not sure|something else|miscellaneous|misc)\b/i;

/**
 * Other ways to say an option a firm's question offers ("How were you injured (car accident, fall…)?").
 * Keyed by the option's own words; each value is a list of phrases.
 */
export const OPTION_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  "car accident": ["car accident", "crash", "collision", "rear ended", "hit by a car", "hit my car", "other driver", "truck", "motorcycle"],
  fall: ["fall", "fell", "slipped", "tripped", "slip and fall"],
  workplace: ["at work", "on the job", "workplace", "at my job"],
  "medical care": ["malpractice", "doctor", "surgeon", "surgery", "hospital", "nurse", "misdiagnosed", "medical care"],
  divorce: ["divorce", "divorcing", "divorced"],
  separation: ["separating", "separated", "separation", "split up", "splitting up"],
  "child custody": ["custody", "visitation", "parenting time", "parenting plan"],
  support: ["child support", "spousal support", "alimony"],
  adoption: ["adopt", "adoption", "adopting"],
  wages: ["wage", "wages", "overtime", "paycheck", "unpaid", "not paid", "didnt pay", "pay me"],
  "wrongful termination": ["fired", "terminated", "termination", "laid off", "let go", "wrongful termination"],
  discrimination: ["discrimination", "discriminated", "because of my race", "because of my age", "because i am pregnant"],
  harassment: ["harassment", "harassed", "harassing", "hostile work environment"],
  trademark: ["trademark", "logo", "brand name"],
  copyright: ["copyright", "copied my", "using my photos", "plagiarism", "dmca"],
  patent: ["patent", "invention", "invented"],
  "trade secret": ["trade secret", "client list", "confidential information"],
  "forming the business": ["forming", "form an llc", "start a business", "starting a business", "set up", "incorporate"],
  dispute: ["dispute", "disagreement", "fight", "suing", "sue"],
  contract: ["contract", "agreement"],
  compliance: ["compliance", "regulation", "license", "permit"],
  llc: ["llc"],
  corporation: ["corporation", "corp", "inc"],
  partnership: ["partnership", "business partner"],
  "sole proprietor": ["sole proprietor", "sole proprietorship", "just me"],
  employment: ["employment contract", "job offer", "offer letter"],
  lease: ["lease", "rental agreement", "rent"],
  purchase: ["purchase", "buying", "buy"],
  services: ["services", "service agreement", "contractor"],
  hr: ["hr", "human resources"],
  eeoc: ["eeoc"],
  "state agency": ["state agency", "department of labor", "labor board", "labor department"],
  deadline: ["deadline", "due by", "due on"],
  "demand letter": ["demand letter", "letter from their lawyer", "letter from a lawyer", "letter from his lawyer", "letter from her lawyer"],
  lawsuit: ["lawsuit", "sued", "suing", "served"],
};

/** A visitor-side word that, for a yes/no question about X, also speaks to X. */
export const ANCHOR_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  arrest: ["arrested", "jail", "booked", "detained", "picked up by the police", "in custody"],
  employ: ["fired", "laid off", "let go", "terminated", "quit", "resigned", "still work there", "no longer work"],
  job: ["fired", "laid off", "let go", "terminated", "quit", "resigned", "still work there", "no longer work"],
  insuranc: ["insurance", "insurer", "adjuster", "claim number"],
  offer: ["offered", "settlement offer"],
  public: ["public defender", "represented by"],
  sign: ["signed", "signing", "signature"],
  register: ["registered", "registration", "filed for a trademark", "filed a patent"],
  ceas: ["cease and desist"],
  letter: ["letter", "notice"],
};

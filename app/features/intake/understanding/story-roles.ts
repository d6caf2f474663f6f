import type { NarrativeParty, PartyKind } from "./types.ts";
import { type Mention, sameParty } from "./mention.ts";
import { subArea, VISITOR_ACCUSED } from "./practice-areas.ts";
import { sentencesOf } from "./text.ts";
import {
  AGENT_RELATIONS,
  CHILD_RELATIONS,
  EMPLOYMENT_RELATIONS,
  employmentMatter,
  NO_FALLBACK_AREAS,
  OPPOSING_PATTERN,
  SPOUSE_RELATIONS,
} from "./relations.ts";
import { CARE_PROVIDER, HELPER_CUE, INSURER_REFUSES, MEDICAL_HARM } from "./party-cues.ts";
import { escapeRegExp } from "~/lib/escape-reg-exp.ts";

/**
 * The rules that read the whole story once every mention has a role of its own: who acts with the
 * visitor, who holds an older parent's power of attorney, the company behind a person, the employer
 * behind a boss... Each is a named pass over the mentions, run in order (STORY_PASSES). When no one
 * is the other side after them, the fallbacks (FALLBACKS) are tried in order on the parties until
 * one names the other side.
 */

export type Story = {
  mentions: Mention[];
  text: string;
  practiceArea: string | null;
  /** The matter is about the visitor's job. */
  employment: boolean;
};

/** The other party of a deal, beside whom the deal's lender is a bystander. */
const DEAL_COUNTERPARTIES = new Set(["seller", "buyer", "builder", "contractor", "landlord", "dealer", "dealership"]);

/** What an immigration agency does against a person: detains, removes, denies, revokes. */
const IMMIGRATION_ADVERSE =
  /\b(?:removal|deport\w*|detain\w*|detenid[oa]|arrest\w*|denied|denial|revoked|notice to appear|ice)\b/i;

/** "... got power of attorney", "who has her POA": the person before it holds it. */
const HOLDS_POWER_OF_ATTORNEY =
  /^[\s,]*(?:[\w'’]+\s+){0,4}?(?:got|gets|has|had|took|holds?|was given|became)\s+(?:(?:her|his|their|the|mom'?s|dad'?s)\s+)?(?:durable\s+)?(?:power of attorney|poa)\b/i;

/** An older parent's money gone: an account empty or drained, money missing, a balance fallen ("went from $60k to $3k"). */
const MONEY_GONE =
  /\b(?:account|savings|money)\b[^.!?]{0,30}\b(?:is|was|are|were)\s+(?:almost |nearly |completely )?(?:empty|gone|drained|missing)|\b(?:drained|emptied|cleaned out)\b|\bwent from (?:about |around |over )?\$[\d,.]+k? (?:down )?to (?:about |around |under )?\$[\d,.]+k?/i;

/** "... (her son) moved in with her", "got her to sign": the person before it took charge of an older parent's life. */
const TOOK_CHARGE =
  /^[\s,]*(?:\([^)]{0,30}\)\s*)?(?:[\w'’]+\s+){0,3}?(?:moved in with (?:her|him|them)|got (?:her|him|them) to sign|took over (?:her|his|their) (?:finances|accounts?|money|bills|checkbook)|added (?:himself|herself|themselves) (?:to|on))\b/i;

/** A police force, a sheriff's office, a highway patrol, a state trooper post. */
const POLICE = /\b(?:police|pd|sheriff'?s?|highway patrol|state patrol|troopers?|constables?|marshals?)\b/i;

/** "... and I own", "and I started": the person before it owns the business with the visitor. */
const CO_OWNS = /^[\s,]*(?:and|&)\s+(?:i|me)\s+(?:\w+\s+)?(?:own|co-own|run|started|opened|founded|bought)\b/i;
/** "me and my buddy Marco Reyes started a taco truck": the visitor and the person named, then what they started. */
const WITH_THE_VISITOR_BEFORE = /\b(?:me|i)\s+(?:and|&)\s+(?:my\s+(?:[\w'’-]+\s+){0,2})?(?:(?:mr|mrs|ms|dr)\.?\s+)?$/i;
const STARTED_TOGETHER =
  /^[\s,]*(?:(?:\w+\s+)?(?:own|co-own|run|started|opened|founded|bought)\b|(?:are|were)\s+(?:(?:50\/50|50-50|fifty[- ]fifty|equal)\s+)?(?:co-?)?(?:owners?|partners)\b)/i;

/** "we called adult protective services", "I reported it to the Better Business Bureau": turned to for help. */
function calledForHelp(text: string, name: string): boolean {
  const at = text.toLowerCase().indexOf(name.toLowerCase());
  return (
    at > 0 &&
    // "we called", not "a shop called": the call is made by someone.
    /\b(?:(?:i|we|he|she|they)\s+(?:also\s+|then\s+|already\s+|finally\s+)?(?:called|contacted)|reported (?:it |this |him |her |them )?to|filed a (?:report|complaint) with|reached out to)\s+(?:the\s+)?$/i.test(
      text.slice(Math.max(0, at - 50), at),
    )
  );
}

/** "The owner Tony Russo", "the owner, Mr. Patel,": a person named as the owner (of the visitor's workplace). */
function employerOwner(text: string, name: string): boolean {
  const at = text.indexOf(name);
  return (
    at > 0 &&
    /\b(?:the|its|their)\s+(?:owner|manager|boss|supervisor|gm|general manager)\s*,?\s*(?:mr\.?|mrs\.?|ms\.?)?\s*$/i.test(
      text.slice(Math.max(0, at - 40), at),
    )
  );
}

/** Competing for the visitor's customers: "started his own company", "calling my customers", "took our client list". */
const COMPETES =
  /\b(?:started (?:his|her|their) own (?:company|business|shop|crew)|(?:calling|contacting|soliciting|poaching|stealing) (?:my|our) (?:customers|clients|accounts|employees)|(?:took|stole|taking|copied) (?:my|our|the) (?:client|customer|route) (?:list|base|book))\b/i;

/** A marital agreement: a prenup, a postnup. */
const PRENUP = /\b(?:pre-?nups?|prenuptial|post-?nups?|postnuptial|marital agreement)\b/i;

/** Matters in which a neighbor or a roommate is never the other side by the relation alone. */
const NO_NEIGHBOR_SIDE = new Set([
  "wills-estates",
  "public-benefits",
  "tax",
  "bankruptcy",
  "immigration-removal",
  // A charge: the other side is the state.
  "criminal-defense",
  "dui",
]);
/** "my roommate Kayla was with me": someone at the visitor's side when it happened. */
const COMPANION = /^[^.!?]{0,40}?\b(?:was|were) (?:there )?with (?:me|us)\b/i;

/** A relation that makes a person the other side, said without a name ("my landlord"): the role, no invented name. */
function unnamedOpposing(text: string, practiceArea: string | null): NarrativeParty | null {
  const spouse =
    practiceArea && /divorce|custody|family|domestic|support|protective/.test(practiceArea)
      ? `|${SPOUSE_RELATIONS.join("|")}`
      : "";
  const re = new RegExp(
    `\\b(?:my|our|her|his|their|the)\\s+(?:(?:old|new|former|current|previous|abusive|other)\\s+(?!driver\\b|party\\b|side\\b))?(${OPPOSING_PATTERN}${spouse})\\b`,
    "i",
  );
  for (const sentence of sentencesOf(text)) {
    const match = re.exec(sentence);
    if (!match) continue;
    const relation = match[1]!.toLowerCase();
    if (EMPLOYMENT_RELATIONS.has(relation) && !employmentMatter(practiceArea, text)) continue;
    // "my insurance company is handling it": the visitor's own insurer, unless it refuses to pay.
    if (/insur/.test(relation) && /^(?:my|our)\b/i.test(match[0]) && !INSURER_REFUSES.test(sentence)) continue;
    if (relation === "neighbor" || relation === "neighbour" || relation === "roommate" || relation === "tenant") {
      if (HELPER_CUE.test(sentence.slice(match.index)) || COMPANION.test(sentence.slice(match.index))) continue;
      // "we want to make our wills ... our neighbor Joan used a lawyer": a matter with an agency or none against the visitor.
      if (practiceArea && NO_NEIGHBOR_SIDE.has(practiceArea)) continue;
    }
    const kind: PartyKind =
      /company|agency|office|complex|collector|creditor|lender|insur|dealer|home|association|hoa|district|management/.test(
        relation,
      )
        ? "company"
        : "person";
    return { name: "", role: "opposing", kind, description: relation, aliases: [] };
  }
  return null;
}

// Someone acting with the visitor is on their side when another is against them: "my partner Omar and I want out of the contract with X".
// A partner who only says what to do about the matter ("my business partner Jake thinks we should fight it") is with the visitor, whoever else is named.
function sideWithTheVisitor({ mentions: merged }: Story): void {
  if (merged.some((m) => m.role === "opposing" && !m.withVisitor)) {
    for (const m of merged.filter((o) => o.role === "opposing" && o.withVisitor)) {
      m.role = "other";
      m.score = 0;
    }
  } else
    for (const m of merged.filter((o) => o.role === "opposing" && o.withVisitor && o.advises)) {
      m.role = "other";
      m.score = 0;
    }
}

// "Sharon got power of attorney ... now mom's checking account is almost empty": in a story of an older
// parent's money gone, the one who holds their power of attorney is the other side when no one else is.
function powerOfAttorneyHolder({ mentions: merged, text, practiceArea }: Story): void {
  if (practiceArea === "elder-abuse" && MONEY_GONE.test(text) && !merged.some((m) => m.role === "opposing")) {
    const holder = merged.find(
      (m) =>
        m.kind === "person" &&
        m.role !== "client" &&
        (HOLDS_POWER_OF_ATTORNEY.test(text.slice(m.end, m.end + 60)) ||
          TOOK_CHARGE.test(text.slice(m.end, m.end + 70))),
    );
    if (holder) {
      holder.role = "opposing";
      holder.score = Math.max(holder.score, 3);
    }
  }
}

// "my sister Renata and I own a hair salon together ... she wants out": in a dispute over a business
// where no one else is against the visitor, the one who co-owns it with them is the other side.
function businessCoOwner({ mentions: merged, text, practiceArea }: Story): void {
  if ((practiceArea === "business" || practiceArea === null) && !merged.some((m) => m.role === "opposing")) {
    const coOwner = merged.find(
      (m) =>
        m.kind === "person" &&
        (m.role === "family" || m.role === "other" || m.role === "witness") &&
        !m.advises &&
        (CO_OWNS.test(text.slice(m.end, m.end + 60)) ||
          (WITH_THE_VISITOR_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index)) &&
            STARTED_TOGETHER.test(text.slice(m.end, m.end + 40)))),
    );
    if (coOwner) {
      coOwner.role = "opposing";
      coOwner.score = Math.max(coOwner.score, 3);
    }
  }
}

// "the seller is Mark Hale and the lender is X": who finances a deal is no side of it unless it acts against the visitor.
function lenderBesideTheDeal({ mentions: merged }: Story): void {
  if (merged.some((m) => m.role === "opposing" && m.relation !== null && DEAL_COUNTERPARTIES.has(m.relation))) {
    for (const m of merged.filter((o) => o.role === "opposing" && o.relation === "lender" && !o.actsAgainst)) {
      m.role = "other";
      m.score = 0;
    }
  }
}

// "my landlord Kyle from/at/of Whitfield Properties LLC": the company is the other side, Kyle its alias.
function companyOverItsPerson({ mentions: merged, text }: Story): void {
  for (const person of merged.filter((m) => m.role === "opposing" && m.kind === "person")) {
    const company = merged.find(
      (o) =>
        (o.kind === "company" || o.kind === "agency") &&
        o.index > person.end &&
        /^\s*(?:,|\(|from|at|of|de|with|(?:,?\s*and\s+)?(?:his|her|their)\s+(?:company|business|firm|llc)|who works (?:for|at)|who owns|who runs|(?:the\s+)?(?:owner|manager|agent|collector|rep\w*|supervisor) (?:of|at|for)|(?:from|at|of)\s+the)\s*$/i.test(
          text.slice(person.end, o.index),
        ),
    );
    if (company) {
      company.role = "opposing";
      company.relation ??= person.relation;
      company.score = Math.max(company.score, person.score + 1);
      company.alias = [person.name];
      person.role = "other";
      person.score = -1;
    }
  }
}

// "our neighbors, Tom and Linda Pruitt": a couple sharing the family name, both the other side.
function coupleByTheirSurname({ mentions: merged, text }: Story): void {
  for (const m of merged.filter((o) => o.role === "opposing" && o.kind === "person" && !o.name.includes(" "))) {
    const partner = merged.find(
      (o) =>
        o.kind === "person" &&
        o.index > m.end &&
        /^\s+(?:and|&)\s+$/i.test(text.slice(m.end, o.index)) &&
        o.name.split(" ").length === 2,
    );
    if (!partner) continue;
    m.name = `${m.name} ${partner.name.split(" ")[1]}`;
    partner.role = "opposing";
    partner.relation ??= m.relation;
    partner.score = Math.max(partner.score, m.score - 0.1);
  }
}

// "The property manager, Ellen, won't send receipts" about Maple Street Properties LLC: an agent acts for the
// company the story deals with, which is the other side, the agent its alias.
function principalOfTheAgent({ mentions: merged }: Story): void {
  const agent = merged
    .filter((m) => m.role === "opposing" && m.kind === "person" && m.relation && AGENT_RELATIONS.has(m.relation))
    .sort((a, b) => b.score - a.score)[0];
  if (agent && !merged.some((m) => m.role === "opposing" && m.kind !== "person")) {
    const principal = merged.find(
      (m) =>
        m.kind === "company" &&
        m.role === "other" &&
        m.relation === null &&
        !m.name.includes(agent.name) &&
        !EMPLOYMENT_RELATIONS.has(agent.relation ?? "") &&
        agent.relation !== "owner",
    );
    if (principal) {
      principal.role = "opposing";
      principal.score = Math.max(principal.score, agent.score + 1);
      principal.alias = [agent.name];
      agent.role = "other";
      agent.score = -1;
    }
  }
}

function employerOverTheBoss({ mentions: merged, text, practiceArea, employment }: Story): void {
  const jobMatter = subArea(practiceArea as Parameters<typeof subArea>[0])?.area === "employment";
  // "my manager Lyle told me not to come back" at Harbor Point Marine: in a matter about the job, the company named is the
  // employer and the other side, the boss its agent (kept as an alias).
  const boss = merged
    .filter(
      (m) =>
        m.role === "opposing" &&
        m.kind === "person" &&
        // "The owner, Mr. Patel, fired me" at the Seaside Inn: in a job matter the owner is the employer's agent too.
        ((m.relation && EMPLOYMENT_RELATIONS.has(m.relation)) ||
          (jobMatter && (m.relation === "owner" || employerOwner(text, m.name)))),
    )
    .sort((a, b) => b.score - a.score)[0];
  if (boss && employment && !merged.some((m) => m.role === "opposing" && m.kind !== "person")) {
    const company = merged.find(
      (m) =>
        m.kind === "company" &&
        m.role === "other" &&
        (m.relation === null || m.relation === "employer") &&
        !m.name.includes(boss.name),
    );
    if (company) {
      company.role = "opposing";
      company.relation ??= "employer";
      company.score = Math.max(company.score, boss.score + 1);
      company.alias = [boss.name];
      boss.role = "other";
      boss.score = -1;
    }
  }
}

// "My son Jayden ... another kid said Jayden threatened him": the visitor's child named again is still the child.
function childNamedAgain({ mentions: merged }: Story): void {
  for (const m of merged) {
    if (m.relation) continue;
    const child = merged.find((o) => o.relation && CHILD_RELATIONS.has(o.relation) && sameParty(o.name, m.name));
    if (child) Object.assign(m, { role: child.role, relation: child.relation, score: child.score });
  }
}

// No other side named, but an agency acts against the visitor ("City of Springfield code enforcement says...").
// An immigration application or interview pending with USCIS has no other side until the agency acts against the visitor.
function agencyActing(parties: NarrativeParty[], { text, practiceArea }: Story): void {
  const pendingApplication = practiceArea === "immigration-removal" && !IMMIGRATION_ADVERSE.test(text);
  if (pendingApplication) return;
  const agency = parties.find((p) => p.kind === "agency" && p.role === "other");
  if (agency) agency.role = "opposing";
}

// No one named as the other side: the company the story is about ("bought a car from Sunbelt Auto Sales LLC"), first named first.
function companyTheStoryIsAbout(parties: NarrativeParty[], { text, practiceArea, employment }: Story): void {
  if (!(practiceArea && NO_FALLBACK_AREAS.has(practiceArea))) {
    const company = parties
      .filter(
        (p) =>
          p.kind === "company" &&
          p.role === "other" &&
          p.description !== "the visitor's insurer" &&
          p.description !== "the visitor's company" &&
          !(p.description && EMPLOYMENT_RELATIONS.has(p.description) && !employment) &&
          // "we called adult protective services": a body the visitor turned to for help.
          !calledForHelp(text, p.name) &&
          // "Dr. Patel at Mercy Hospital treated my whiplash": where the visitor was treated, unless the care harmed.
          !(CARE_PROVIDER.test(p.name) && !MEDICAL_HARM.test(text) && !employment),
      )
      .find(
        (p) =>
          !new RegExp(
            `\\b(?:my|our|we own|i own)\\s+(?:(?!(?:from|by|at|with|to|for)\\b)[\\w-]+\\s+){0,3}?${escapeRegExp(p.name.split(" ")[0]!)}`,
            "i",
          ).test(text),
      );
    if (company) company.role = "opposing";
  }
}

// A relation without a name: the role is kept, no name is invented ("my landlord" → landlord, name unknown).
function unnamedRelation(parties: NarrativeParty[], { mentions: merged, text, practiceArea }: Story): void {
  const unnamed = unnamedOpposing(text, practiceArea);
  // "the tenant in apt 3C, Rosa Delgado, ...": the relation has its name already.
  // Not one who acts with the visitor ("my business partner Nina thinks we should settle").
  const withVisitor = new Set(merged.filter((m) => m.withVisitor).map((m) => m.name));
  const named =
    unnamed &&
    parties.find(
      (p) => p.name && p.role === "other" && p.description === unnamed.description && !withVisitor.has(p.name),
    );
  if (named) named.role = "opposing";
  else if (unnamed) parties.push(unnamed);
}

// "A former client left a review saying we stole ... her name is Patricia Gwinn": in a story of false words,
// the person who said or wrote them is the other side when no one else is.
function whoSaidIt({ mentions: merged, practiceArea }: Story): void {
  if (practiceArea !== "defamation" || merged.some((m) => m.role === "opposing")) return;
  const author = merged.find(
    (m) => m.kind === "person" && (m.role === "other" || m.role === "witness") && m.score >= 0,
  );
  if (author) {
    author.role = "opposing";
    author.score = Math.max(author.score, 3);
  }
}

// "I was charged with battery after a guy named Cody shoved my girlfriend": the visitor accused faces the
// State; the person the charge is about is a witness to it, never the other side.
function complainantOfTheCharge({ mentions: merged, text, practiceArea }: Story): void {
  if ((practiceArea !== "criminal-defense" && practiceArea !== "dui") || !VISITOR_ACCUSED.test(text)) return;
  for (const m of merged)
    if (m.role === "opposing" && m.kind === "person") {
      m.role = "witness";
      m.score = Math.min(m.score, 1);
    }
}

// "a Lawrence police officer gave me a notice to appear": in the visitor's defence the police arrest, cite
// and testify; the case is the State's, and the officers are officials of it, never the other side.
function policeInADefence({ mentions: merged, practiceArea }: Story): void {
  if (practiceArea !== "criminal-defense" && practiceArea !== "dui") return;
  for (const m of merged)
    if ((m.role === "opposing" || m.role === "other") && m.kind === "agency" && POLICE.test(m.name)) {
      m.role = "official";
      m.score = 0;
    }
}

// "my fiancé Preston sent me a prenup to sign": the one the visitor is to marry is the other party to the agreement.
function partyToThePrenup({ mentions: merged, text }: Story): void {
  if (!PRENUP.test(text) || merged.some((m) => m.role === "opposing")) return;
  const partner = merged.find(
    (m) =>
      m.kind === "person" &&
      m.relation !== null &&
      /^(?:fianc[eé]e?|husband|wife|spouse|partner|boyfriend|girlfriend)$/.test(m.relation),
  );
  if (partner) {
    partner.role = "opposing";
    partner.score = Math.max(partner.score, 3);
  }
}

// "one of my techs, Brett, quit and started his own company and has been calling MY customers": who
// competes for the visitor's customers with what they took is the other side.
function workerWhoCompetes({ mentions: merged, text }: Story): void {
  if (merged.some((m) => m.role === "opposing")) return;
  const rival = merged.find((m) => {
    if (m.kind !== "person" || m.role !== "other") return false;
    const sentenceEnd = text.slice(m.end).search(/[.!?](?:\s|$)/);
    return COMPETES.test(text.slice(m.end, sentenceEnd < 0 ? text.length : m.end + sentenceEnd));
  });
  if (rival) {
    rival.role = "opposing";
    rival.score = Math.max(rival.score, 3);
  }
}

/** "Atlas Portfolio Recovery LLC v. me", "Gregory A. Pruitt petitioner, me respondent": a case's caption against the visitor's side. */
const AGAINST_THE_VISITOR_AFTER =
  /^\s*,?\s*(?:(?:v\.?|vs\.?|versus)\s+(?:me|us|myself|my\s+(?:\w+\s+)?(?:mom|mother|dad|father|son|daughter|husband|wife|brother|sister|aunt|uncle|grandmother|grandfather|client))\b|\(?\s*(?:(?:is|as)\s+(?:the\s+)?)?(?:petitioner|plaintiff)\b(?![^.!?]{0,40}\b(?:is|was)\s+(?:me|my)\b))/i;

// "Atlas Portfolio Recovery LLC v. me, in Reno Justice Court": the plaintiff of a case against the visitor is the other side.
function plaintiffOfTheCaption({ mentions: merged, text }: Story): void {
  const plaintiff = merged.find((m) => AGAINST_THE_VISITOR_AFTER.test(text.slice(m.end, m.end + 40)));
  if (!plaintiff) return;
  plaintiff.role = "opposing";
  plaintiff.score = Math.max(...merged.map((m) => m.score)) + 1;
}

/** "their biological father is ", "the kids' birth mom, ": the children's other parent, named next. */
const CHILDRENS_BIRTH_PARENT_BEFORE =
  /\b(?:their|the (?:kids|children|boys|girls)['’]?|(?:my|our) (?:son|daughter|kids|children)['’]s|his|her)\s+(?:biological|birth|bio|real)\s+(?:father|dad|mother|mom)\s*(?:,|is|was|\(|-)?\s*$/i;

// "their biological father is Derek Haines": with no person against the visitor yet, the children's other parent is the other side.
function childrensOtherParent({ mentions: merged, text }: Story): void {
  if (merged.some((m) => m.role === "opposing" && m.kind === "person")) return;
  const parent = merged.find(
    (m) => m.kind === "person" && CHILDRENS_BIRTH_PARENT_BEFORE.test(text.slice(Math.max(0, m.index - 60), m.index)),
  );
  if (!parent) return;
  parent.role = "opposing";
  parent.score = Math.max(parent.score, 3);
}

/** "... Aaron Stroud is his name": a name given for the one the story called "he" or "she". */
const IS_THEIR_NAME_AFTER = /^\s*(?:is|was)\s+(?:his|her)\s+(?:full\s+|real\s+)?name\b/i;

// "he filed for divorce ... Aaron Stroud is his name": with no person against the visitor yet, the one named so is.
function namedAfterTheStory({ mentions: merged, text }: Story): void {
  if (merged.some((m) => m.role === "opposing")) return;
  const named = merged.find((m) => m.kind === "person" && IS_THEIR_NAME_AFTER.test(text.slice(m.end, m.end + 30)));
  if (!named) return;
  named.role = "opposing";
  named.score = Math.max(named.score, 3);
}

/** The story's passes, in the order they run. */
/** "on behalf of their client ", "for its client, ", "representing a client, ": the one a lawyer acts for follows. */
const LAWYERS_CLIENT_BEFORE =
  /\b(?:on behalf of|for|representing)\s+(?:their|its|his|her|a|the)\s+client\s*,?\s*(?:named\s+|called\s+)?$/i;
/** A firm of lawyers by its name: "Kessler & Ward LLP", "Ortiz Legal Group", "the Law Office of Dana Ruiz". */
const LAW_FIRM_NAME = /\b(?:LLP|PLLC|law|legal|attorneys?|lawyers?|counsel)\b/i;

// "a cease and desist from Kessler & Ward LLP on behalf of their client Summit Peak Coffee Company": the
// lawyers' client is the other side; its lawyers only speak for it.
function clientOfTheirLawyers({ mentions: merged, text }: Story): void {
  const client = merged.find(
    (m) => m.kind !== "agency" && LAWYERS_CLIENT_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index)),
  );
  if (!client) return;
  const lawyers = merged.filter((m) => m !== client && m.role === "opposing" && LAW_FIRM_NAME.test(m.name));
  client.role = "opposing";
  client.score = Math.max(client.score, ...lawyers.map((m) => m.score + 1), 3);
  for (const m of lawyers) m.role = "other";
}

export const STORY_PASSES: readonly ((story: Story) => void)[] = [
  sideWithTheVisitor,
  powerOfAttorneyHolder,
  businessCoOwner,
  lenderBesideTheDeal,
  companyOverItsPerson,
  coupleByTheirSurname,
  principalOfTheAgent,
  clientOfTheirLawyers,
  employerOverTheBoss,
  childNamedAgain,
  whoSaidIt,
  complainantOfTheCharge,
  policeInADefence,
  partyToThePrenup,
  workerWhoCompetes,
  childrensOtherParent,
  namedAfterTheStory,
  plaintiffOfTheCaption,
];

/** Who is the other side when no rule named one, tried in order until one does (each runs only while no one is). */
export const FALLBACKS: readonly ((parties: NarrativeParty[], story: Story) => void)[] = [
  agencyActing,
  companyTheStoryIsAbout,
  unnamedRelation,
];

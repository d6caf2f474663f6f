import { sentencesOf } from "./text.ts";
import {
  actsAgainstTheVisitor,
  breaksAnObligation,
  dealingBefore,
  EMPLOYMENT_DEALINGS,
  foundedByTheVisitor,
} from "./party-verbs.ts";
import { WRITTEN_FOR_ANOTHER } from "./writer.ts";
import { happeningTold } from "./whose-place.ts";
import { type Mention, sameParty } from "./mention.ts";
import { AS_VENUE_AFTER, AS_VENUE_BEFORE, PLATFORMS, ANIMALS, BUSINESS_NOUNS } from "./party-nouns.ts";
import {
  AGENT_RELATIONS,
  CHILD_RELATIONS,
  EMPLOYMENT_RELATIONS,
  employmentMatter,
  FAMILY_RELATIONS,
  OFFICIAL_RELATIONS,
  PARENT_WORDS,
  SPOUSE_RELATIONS,
} from "./relations.ts";
import {
  CARE_FACILITY,
  CARE_NEGLECT,
  TOLD_FALSELY,
  CARE_HARM,
  CARE_PROVIDER,
  CLAIM_REFUSED,
  HARM_DONE,
  HARMED_BY,
  HELPER_CUE,
  HOSTILE_AFTER,
  HOSTILE_BEFORE,
  HOSTILE_LATER,
  INSURER_REFUSES,
  MEDICAL_HARM,
  PREMISES,
  STAYED_AT,
  FELL,
  pronounActs,
  SENT_FROM,
} from "./party-cues.ts";
import { ALL_RELATIONS } from "./relation-names.ts";
import {
  RELATION_BEFORE,
  RELATION_AFTER,
  roleOfRelation,
  opposingScore,
  relationActsAgainstTheVisitor,
  relationOwnsWhatHarmed,
  favouredByTheWill,
} from "./relation-roles.ts";
import { afterOwnershipCue } from "./owner-names.ts";
import { HURT_ON } from "./entity-mentions.ts";

/**
 * Each mention's relation and role from the words around it, one mention at a time.
 */

/** Partners in the visitor's business, and what they say about the matter ("wants to just pay it", "thinks we should settle"). */
const BUSINESS_PARTNERS = /^(?:business partner|co-?founder|partner in the business)$/;
const ADVISES =
  /^[\s,]*(?:[\w']+\s+){0,2}?(?:wants? (?:us |me )?to|thinks? (?:we|i)|says? (?:we|i) should|agrees?|would rather|suggest\w*)\b/i;
/** An animal that attacked or bit, in either order ("the pit bull attacked my husband", "bitten by their dog"). */
const ANIMAL_HARM = new RegExp(
  String.raw`\b(?:${ANIMALS})\b[^.!?]{0,80}\b(?:bit|bites|bitten|attacked|mauled|charged at|knocked (?:me|him|her) down)\b|\b(?:bit|bitten|attacked|mauled) by (?:a|an|the|their|his|her|our|my)\s+(?:[\w'’-]+\s+){0,2}?(?:${ANIMALS})\b`,
  "i",
);
/** "we complained to the HOA (", "I reported it to the city's": the body the visitor turned to, named next. */
const COMPLAINED_TO =
  /\b(?:complained|complain|reported|report|wrote|went|turned|appealed|talked|called|emailed)(?:\s+(?:it|this|him|her|them))?\s+to\s+(?:the|our|my)\s+(?:[\w-]+\s+){0,2}?[\w-]*[\s(,]*$/i;
/** The visitor hired for work ("X hired me in June"), and the work not paid for. */
const HIRED_THE_VISITOR = /^[\s,]*(?:[\w']+\s+){0,2}?(?:hired|contracted|engaged|retained|commissioned) (?:me|us)\b/i;
const UNPAID =
  /\b(?:paid (?:me |us )?only|only paid|never paid|has(?:n'?t| not) paid|have(?:n'?t| not) paid|did(?:n'?t| not) pay|won'?t pay|still owes?|unpaid|owes? (?:me|us))\b/i;
/** Deals for work done for the visitor ("we hired X", "signed with X", "contracted with X"). */
const SERVICE_DEALS = new Set(["hire", "contract", "sign"]);

/** "X which is the company that runs our building", "X (the people who own our complex)": who runs the visitor's home. */
const RUNS_THE_HOME_AFTER =
  /^[\s,(]*(?:(?:which|who|that)\s+(?:is|are)\s+)?(?:the|our|my)\s+(?:company|people|ones|outfit|management(?: company)?|corporation)\s+(?:that|who|which)\s+(?:runs?|owns?|manages?|operates?)\s+(?:our|my|the)\s+(?:building|apartments?|complex|unit|place|property|trailer park|mobile home park|park|community|rental|house)\b/i;

/** "the rent checks started going to a Mr. ", "we pay our rent to ": the words before the one the rent is paid to. */
const RENT_GOES_TO =
  /\brent(?:\s+(?:checks?|money|payments?))?\s+(?:\w+\s+){0,2}?(?:going|goes|went|paid|sent|go)\s+to\s+(?:a\s+)?(?:(?:mr|mrs|ms)\.?\s+)?$|\b(?:pay|paid|paying|send|sent)\s+(?:my|our|the)\s+rent\s+to\s+(?:a\s+)?(?:(?:mr|mrs|ms)\.?\s+)?$/i;

/** "we own a coffee roasting company called X", "we run a brewery in burlington vermont called X": what the visitor owns, named after "called" (never "my landlord, a company called X"). */
const BUSINESS_NOUN = `(?:${BUSINESS_NOUNS.join("|")})`;
const OWN_COMPANY_CALLED = new RegExp(
  String.raw`\b(?:we own|i own|we run|i run|we started|i started|we opened|i opened)\b[^.!?]{0,40}\b${BUSINESS_NOUN}(?:\s+(?:and|&)\s+[\w-]+)?(?:\s+(?:in|out of|based in)\s+[\w ,]{1,30}?)?\s+(?:called|named)\s+$`,
  "i",
);
/** "... the LLC is Brasa Tapas LLC" in a story of a business the visitor opened with a partner. */
const THE_BUSINESS_IS = /\bthe (?:llc|company|business|corporation|partnership) (?:is|was|is called|is named)\s+$/i;
const OPENED_BY_THE_VISITOR =
  /\b(?:we|i|me and (?:my|a) [\w ]{1,30}?|my [\w ]{1,30}? and i)\s+(?:opened|started|formed|founded|own|run|bought)\b/i;
/** "my company, X", "we're a small bakery (X)"; not "our roof after the storm, the company is X" (a new clause). */
const OWN_COMPANY_BEFORE = new RegExp(
  String.raw`\b(?:we are|we're|i am|i'm|i run|we run|i own|we own|my|our|(?:and me|and i|we) (?:have|had|co-?own|started|opened))\b(?:(?![,;]\s*the\b)[^.!?]){0,40}\b${BUSINESS_NOUN}\b(?:\s+together)?(?:\s+(?:in|from|based in|out of)\s+[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)?(?:,?\s+[A-Z]{2})?)?(?:\s+(?:is|was)(?:\s+(?:called|named))?)?[\s(,]*$`,
  "i",
);

/** "our company makes maple candy (": the visitor's business told by what it does, its name in brackets. */
const OWN_COMPANY_BRACKETED = new RegExp(
  String.raw`\b(?:my|our)\s+(?:small\s+|little\s+|family\s+)?${BUSINESS_NOUN}\s+(?:makes|sells|does|runs|builds|offers|provides|is|was|has)\b[^.!?()]{0,40}\(\s*$`,
  "i",
);

/** "I'm a social worker with ", "I am the case manager at ": the writer's own office, just before its name. */
const WRITER_ORG_BEFORE = /\b(?:i'?m|im|i am)\s+(?:a|an|the)\s+(?:[\w-]+\s+){1,3}(?:with|at|from|for)\s+(?:the\s+)?$/i;
/** "he owned ", "she runs ": what the one the message is written for owns, named next. */
const CLIENT_OWNED_BEFORE = /\b(?:he|she)\s+(?:owned|owns|ran|runs|founded|started|built)\s*$/i;
function sentenceStartOf(text: string, index: number): number {
  return (
    Math.max(text.lastIndexOf(".", index - 2), text.lastIndexOf("!", index - 2), text.lastIndexOf("?", index - 2)) + 1
  );
}

/** "with a different manager who", "to a guy that": another person, whose acts follow. */
const ANOTHER_WHO =
  /\b(?:with|to|from|for|by|about|of|at)\s+(?:a|an|another|some|this|that|the)\s+(?:[a-z-]+\s+){0,3}?(?:who|that)\b/i;
/** "their lawyers are a firm called ", "the agency's attorney, ": counsel for someone else named just before. */
const COUNSEL_OF_ANOTHER =
  /\b(?:their|his|her|its|[a-z]+['’]s)\s+(?:lawyers?|attorneys?|counsel|law firm|legal team)\b[^.!?]{0,30}$/i;
const LANDLORD_RELATIONS = new Set([
  "landlord",
  "landlady",
  "property manager",
  "property management",
  "property management company",
  "management company",
  "leasing office",
]);
/** Matters where the visitor's landlord is only told in passing. */
const INCIDENTAL_LANDLORD_AREAS = new Set([
  "intellectual-property",
  "wrongful-termination",
  "wage-claim",
  "non-compete",
  "unemployment-appeal",
  "personal-injury",
  "dui",
  "criminal-defense",
  "immigration-removal",
  "custody",
  "child-support",
  "divorce",
  "defamation",
  "wills-estates",
]);

/** What an employer pays: where the visitor's pay comes from is the employer. */
const PAY_WORDS = new Set(["paycheck", "pay", "wage", "wages", "salary", "job"]);

/** "my manager at the coffee shop (": where the visitor's boss works, not the visitor's own business. */
const BOSS_AT = /\b(?:my|our)\s+(?:boss|manager|supervisor|job|position|employer)\s+(?:at|with|from)\s+[^.!?]*$/i;
/** "a retired cop named", "a former deputy": the words right before a relation that end it. */
const FORMER = /\b(?:retired|former|off[- ]duty)\s+(?:[\w-]+\s+)?$/i;
/** The patient's own doctor, named before the name ("his regular doctor Dr.", "my family doctor,"). */
const OWN_DOCTOR_BEFORE =
  /\b(?:regular|family|primary(?: care)?|new|other|another|second|own|usual) (?:doctor|physician|dr\.?|pcp)\s*,?\s*(?:dr\.?\s*)?$/i;
/** "other driver ran a red light (Melissa Crane)": a name in brackets closing a clause names its subject. */
const BRACKETED_SUBJECT = /(?:^|[,;:]|\band\b|\bbut\b)\s*(?:the\s+)?(other driver|driver)\b[^.!?(),;]{0,80}\(\s*$/i;
const APPOSED_RELATION = new RegExp(
  String.raw`\b(?:my|our|the)\s+(${ALL_RELATIONS}),\s+(?:a|an)\s+[^,.!?]{0,40}$`,
  "i",
);

/** "we sold the bakery to a couple, Mark and Dana Feld": who bought from the visitor. */
const SOLD_TO =
  /\b(?:sold|selling|sell)\b[^.!?]{0,80}?\bto\s+(?:(?:a|an|the)\s+(?:young\s+|local\s+)?(?:couple|man|woman|guy|lady|family|buyer|investor)\s*,?\s*(?:named\s+)?|(?:his|her|my|our|their)\s+(?:[\w-]+\s+){0,2}?(?:installer|employee|manager|partner|foreman|worker|tech|technician|assistant|friend|nephew|son|daughter|cousin)\s*,?\s*)?$/i;

/** Each mention's relation and role from the words around it, one at a time. */
export function readRoles(
  merged: Mention[],
  text: string,
  practiceArea: string | null,
  ourSide: readonly (string | null)[],
): void {
  const employment = employmentMatter(practiceArea, text);
  for (const [i, m] of merged.entries()) {
    const before = text.slice(Math.max(0, m.index - 60), m.index);
    const after = text.slice(m.end, m.end + 80).split(ANOTHER_WHO)[0]!;
    // What the text says of this party before the next one is named, within its sentence.
    const sentenceEnd = text.slice(m.end).search(/[.!?](?:\s|$)|\n/);
    const nextMention = merged.slice(i + 1).find((o) => o.index >= m.end)?.index ?? text.length;
    let clause = text.slice(m.end, Math.min(nextMention, sentenceEnd < 0 ? text.length : m.end + sentenceEnd));
    // "my sister Janet is the executor. she sold his house": the next sentence goes on about the last one named.
    if (sentenceEnd >= 0 && nextMention > m.end + sentenceEnd && m.kind === "person") {
      const rest = text.slice(m.end + sentenceEnd + 1);
      // "its been 7 months and she wont show me": a short lead before the pronoun goes on about them too.
      // "we don't want a fight but we think she took advantage of him": what the visitor believes of them too.
      const next =
        /^\s*(?:[\w' ]{0,40}?\b(?:and|but|now|so)\s+)?(?:(?:i|we)\s+(?:really\s+|honestly\s+)?(?:think|believe|know|feel|suspect)\s+(?:that\s+)?)?(?:she|he)\b[^.!?]*/i.exec(
          rest,
        )?.[0];
      if (next && m.end + sentenceEnd + 1 + next.length <= nextMention) clause += ` ${next}`;
    }
    // "bayview terrace apartments, the manager is named rosa": a person named after a company is its agent, not the company's relation.
    const relationAfter = RELATION_AFTER.exec(after)?.[1]?.toLowerCase() ?? null;
    if (!m.relation)
      m.relation =
        RELATION_BEFORE.exec(before)?.[1]?.toLowerCase() ??
        (m.kind !== "person" && relationAfter && AGENT_RELATIONS.has(relationAfter) ? null : relationAfter);
    if (!m.relation && m.kind !== "person" && RUNS_THE_HOME_AFTER.test(after))
      m.relation = "property management company";
    // "the rent checks started going to a Mr. Patel", "we pay rent to Gloria": whom the rent goes to is the landlord.
    if (!m.relation && RENT_GOES_TO.test(before)) m.relation = "landlord";
    // "el estacionamiento del Walmart": after Spanish "del", a name is a place's or a business's, never a person's.
    if (m.kind === "person" && !m.relation && /\bdel\s+$/i.test(before)) m.kind = "company";
    // "my new job (stryde health) has nothing to do with it": where the visitor works now is no side of a dispute.
    if (NEW_WORKPLACE_BEFORE.test(before) || NOT_INVOLVED_AFTER.test(after)) {
      m.relation = "new employer";
      m.role = "other";
      m.score = Math.min(m.score, 0);
      continue;
    }
    if (m.relation === "job" || m.relation === "old job") m.relation = "employer";
    if (!m.relation && m.kind === "person" && SOLD_TO.test(text.slice(Math.max(0, m.index - 140), m.index)))
      m.relation = "buyer";
    // "my landlord, a former deputy named Curtis Wade": the relation in apposition says who he is to the
    // visitor; a retired or former official acts as none.
    const apposed =
      APPOSED_RELATION.exec(before)?.[1]?.toLowerCase() ??
      BRACKETED_SUBJECT.exec(text.slice(sentenceStartOf(text, m.index), m.index))?.[1]?.toLowerCase();
    if (apposed) m.relation = apposed;
    else if (m.relation && OFFICIAL_RELATIONS.includes(m.relation)) {
      const at = before.toLowerCase().lastIndexOf(m.relation);
      if (at >= 0 && FORMER.test(before.slice(0, at))) m.relation = null;
    }
    m.role = m.relation ? roleOfRelation(m.relation, practiceArea) : "other";
    // The visitor's employer or boss is the other side of an employment matter only.
    if (m.role === "opposing" && m.relation && EMPLOYMENT_RELATIONS.has(m.relation) && !employment) m.role = "other";
    // "our landlord, Mr. Gutierrez, asked if we'd have to change the sign": in a trademark, job or crash
    // matter the visitor's landlord is told in passing, unless the text says what they did against them.
    if (
      m.role === "opposing" &&
      m.relation !== null &&
      LANDLORD_RELATIONS.has(m.relation) &&
      practiceArea !== null &&
      INCIDENTAL_LANDLORD_AREAS.has(practiceArea) &&
      !actsAgainstTheVisitor(after) &&
      !HOSTILE_AFTER.test(after)
    )
      m.role = "other";
    if (m.role === "opposing") m.score = opposingScore(m.kind, m.relation);
    // "our homeowners insurance company, X": the visitor's insurer, not the visitor's own company.
    const ownInsurer = /\b(?:my|our)\s+(?:[\w-]+\s+){0,2}(?:insurance(?: company| carrier)?|insurer)[\s,(]*$/i.test(
      before,
    );
    if (ownInsurer && m.kind === "company" && (!m.relation || m.relation === "insurance company"))
      m.relation = "the visitor's insurer";
    // "we are a small bakery (flour & co llc)", "my company Rolling Pho LLC": the visitor's own company is never the other side.
    if (
      m.kind === "company" &&
      !ownInsurer &&
      ((OWN_COMPANY_BEFORE.test(before) && !BOSS_AT.test(before)) ||
        OWN_COMPANY_CALLED.test(text.slice(Math.max(0, m.index - 120), m.index)) ||
        OWN_COMPANY_BRACKETED.test(before) ||
        (THE_BUSINESS_IS.test(before) && OPENED_BY_THE_VISITOR.test(text)) ||
        foundedByTheVisitor(text.slice(sentenceStartOf(text, m.index), m.index)) ||
        // "my dad asked me to write this ... he owned Lindgren Heating & Air": the client's own company.
        (CLIENT_OWNED_BEFORE.test(before) && WRITTEN_FOR_ANOTHER.test(text)))
    ) {
      m.relation = "the visitor's company";
      m.role = "other";
      continue;
    }
    // "my paycheck at home depot", "my checking account with chase": where the visitor is paid or holds an account, a card or a policy.
    const held =
      /\b(?:my|our)\s+(?:[\w-]+\s+)?(paycheck|pay|wages?|salary|job|account|card|policy|checking|savings|benefits|pension|401k)\s+(?:at|with|from|through)\s+(?:the\s+)?$/i.exec(
        before,
      );
    if (held && m.kind === "company" && !m.relation) {
      // The payer is the employer (the other side of an employment matter only); an account's holder is never the other side unless it acts against the visitor.
      if (PAY_WORDS.has(held[1]!.toLowerCase())) m.relation = "employer";
      else if (!HOSTILE_AFTER.test(after) && !actsAgainstTheVisitor(after)) {
        m.relation = "the visitor's institution";
        m.role = "other";
        continue;
      }
    }
    // "my manager at quantum health systems", "my boss at the dentist office (Bright Smiles ...)": the company the visitor's boss works at is the employer.
    if (
      !m.relation &&
      m.kind === "company" &&
      /\b(?:my|our)\s+(?:boss|manager|supervisor|job|position|employer)\s+(?:at|with|from)\s+(?:the\s+(?:[\w-]+\s+){0,2}?[\w-]+\s*\(\s*|the\s+)?$/i.test(
        before,
      )
    )
      m.relation = "employer";
    if (m.relation === "employer" && m.role === "other" && employment) m.role = "opposing";
    if (m.role === "opposing" && m.score === 0) m.score = 5;
    // What the visitor did with the one named next: "i rent from X", "got fired from X", "I drove for X".
    const dealing = dealingBefore(before);
    const firedBy =
      dealing !== null && EMPLOYMENT_DEALINGS.has(dealing) && !["work", "employ", "drive", "clean"].includes(dealing);
    if (!m.relation && m.kind === "company" && firedBy) m.relation = "employer";
    const employer =
      (m.relation !== null && EMPLOYMENT_RELATIONS.has(m.relation)) ||
      (dealing !== null && EMPLOYMENT_DEALINGS.has(dealing));
    // Where the visitor was hurt: "I slipped on a puddle ... at the Fresh Thyme market".
    const sentenceStart =
      Math.max(
        text.lastIndexOf(".", m.index - 2),
        text.lastIndexOf("!", m.index - 2),
        text.lastIndexOf("?", m.index - 2),
      ) + 1;
    const premises =
      PREMISES.test(text.slice(sentenceStart, m.index)) ||
      (STAYED_AT.test(text.slice(sentenceStart, m.index)) && FELL.test(text.slice(m.end, m.end + 300)));
    // "the park ... says i have to leave because he sold the land": what "he" or "she" did is a person's act, not the company's.
    if (m.kind !== "person") clause = clause.split(/\b(?:he|she)\b/i)[0]!;
    // "nico had a bad experience with a different manager who kept his money": what "who" did is the manager's.
    clause = clause.split(ANOTHER_WHO)[0]!;
    // "rear-ended by a delivery van from X", "bitten by a dog owned by Y": who sent what did harm.
    // "lives at sunny meadows care center ... fell out of bed": the care facility where harm came is the other side.
    if (
      m.kind === "company" &&
      CARE_FACILITY.test(m.name) &&
      CARE_HARM.test(text) &&
      (happeningTold(text) || CARE_NEGLECT.test(text)) &&
      m.role !== "opposing"
    ) {
      m.role = "opposing";
      m.score = Math.max(m.score, 4.5);
    }
    const harmedBy =
      (HARMED_BY.test(before) && happeningTold(text.slice(sentenceStartOf(text, m.index), m.end))) ||
      (SENT_FROM.test(before) && HARM_DONE.test(after)) ||
      (m.kind !== "person" && HURT_ON.test(before.replace(/\b(?:an?|the)\s+$/i, "")));
    if (harmedBy && m.role !== "opposing" && !(m.relation && FAMILY_RELATIONS.includes(m.relation))) {
      m.role = "opposing";
      m.score = Math.max(m.score, m.kind === "person" ? 3.5 : 4.5);
    }
    const hostile =
      m.namedForHarm === true ||
      actsAgainstTheVisitor(after) ||
      (m.kind !== "person" && CLAIM_REFUSED.test(after)) ||
      (m.kind === "person" && pronounActs(clause)) ||
      (m.kind === "person" && TOLD_FALSELY.test(text.slice(m.end, m.end + 240))) ||
      dealing !== null ||
      breaksAnObligation(clause) ||
      (m.relation !== null &&
        !FAMILY_RELATIONS.includes(m.relation) &&
        !SPOUSE_RELATIONS.includes(m.relation) &&
        relationActsAgainstTheVisitor(text, m.relation)) ||
      HOSTILE_AFTER.test(after) ||
      HOSTILE_BEFORE.test(before) ||
      HOSTILE_LATER.test(clause) ||
      // "I was treated at Sacred Heart Medical Center": where care was given is the other side only when the care harmed.
      (premises && m.kind === "company" && !(CARE_PROVIDER.test(m.name) && !MEDICAL_HARM.test(text)));
    m.actsAgainst = hostile;
    const child = m.relation !== null && CHILD_RELATIONS.has(m.relation);
    // "she lives in a nursing home called X ... my cousin has been taking her money": a care facility is the
    // other side by harm in its care (or its own acts), not by being where the visitor's relative lives.
    if (m.relation !== null && /^(?:nursing home|care home)$/.test(m.relation) && !CARE_HARM.test(text)) {
      m.role = "other";
      m.score = 0;
    }
    // "bitten by our friends dog ... the friends are the Whitakers": whose dog it was, even a friend's.
    if (
      m.relation !== null &&
      m.role !== "opposing" &&
      !FAMILY_RELATIONS.includes(m.relation) &&
      relationOwnsWhatHarmed(text, m.relation)
    ) {
      m.role = "opposing";
      m.score = Math.max(m.score, m.kind === "person" ? 3.5 : 4.5);
    }
    // "A dog bit my son. The dog belongs to our neighbor Greg Tate.": the owner of what did harm is the other side.
    if (
      afterOwnershipCue(text.slice(sentenceStartOf(text, m.index), m.index)) &&
      happeningTold(text) &&
      !(m.relation && (FAMILY_RELATIONS.includes(m.relation) || SPOUSE_RELATIONS.includes(m.relation)))
    ) {
      m.role = "opposing";
      m.score = Math.max(m.score, m.kind === "person" ? 3.5 : 4.5);
    }
    // "the workers comp insurance company, Sedgwick, denied my claim": an insurer that refuses the claim is the
    // other side, ahead of the employer or the store where the harm happened.
    if (
      m.kind === "company" &&
      m.relation === "insurance company" &&
      CLAIM_REFUSED.test(after.replace(/^[\s,]+/, ""))
    ) {
      m.role = "opposing";
      m.score = Math.max(m.score, 6);
    }
    // "our insurer, X, denied the claim": the visitor's own insurer is the other side once it refuses to pay.
    if (m.relation === "the visitor's insurer" && INSURER_REFUSES.test(after.split(/[.!?]/)[0] ?? "")) {
      m.role = "opposing";
      m.score = Math.max(m.score, 4);
    }
    if (
      m.role !== "opposing" &&
      m.relation !== "the visitor's insurer" &&
      !(employer && !employment) &&
      !child &&
      hostile
    ) {
      if (
        m.role === "other" ||
        (m.role === "family" &&
          (!practiceArea || /elder|custody|divorce|domestic|protective|wills|estate|support/.test(practiceArea)))
      ) {
        m.role = "opposing";
        m.score = m.kind === "person" ? 2 : 3;
      }
    }
    // "the owners are Trent and Kayla Hoskins" in a story of a dog that attacked: the animal's owners.
    if (m.kind === "person" && m.relation === "owner" && ANIMAL_HARM.test(text) && m.role !== "client") {
      m.role = "opposing";
      m.score = Math.max(m.score, 4);
    }
    // "we complained to the HOA (Stonebridge Estates) twice": a body the visitor turned to is not against them by that.
    if (m.role === "opposing" && m.kind !== "person" && !hostile && COMPLAINED_TO.test(before)) {
      m.role = "other";
      m.score = 0;
    }
    // "Bayside Dental Group hired me ... they've paid only $2,000": who hired the visitor and has not paid is the other side.
    if (m.kind === "company" && m.role !== "client" && HIRED_THE_VISITOR.test(after) && UNPAID.test(text)) {
      m.role = "opposing";
      m.score = Math.max(m.score, 5.5);
    }
    // "We hired Precision Pools ... they dug the hole and then nothing": who the visitor hired or signed with is
    // the other side of the deal, ahead of a body that only reacts to it (the HOA that fines the open hole).
    if (m.kind === "company" && dealing !== null && SERVICE_DEALS.has(dealing) && m.role === "opposing")
      m.score = Math.max(m.score, 5.5);
    // "my brother Steven ... she signed a new will leaving everything to him": who a contested will favours.
    if (m.kind === "person" && m.role === "family" && favouredByTheWill(text, m)) {
      m.role = "opposing";
      m.score = Math.max(m.score, 3);
    }
    if (
      m.kind === "agency" &&
      m.role === "other" &&
      /\b(removal|deport\w*|detain\w*|detenid[oa]|denied|benefits|appeal|complaint against (?:my|our|his|her) licen[cs]e|demolish\w*|condemn\w*)\b/i.test(
        text,
      )
    ) {
      m.role = "opposing";
      m.score = 2;
    }
    // "a complaint against my license" from a licensing board: the board, ahead of where the visitor works.
    if (
      m.kind === "agency" &&
      /\bboard of\b/i.test(m.name) &&
      /\bcomplaint against (?:my|our|his|her) licen[cs]e\b/i.test(text)
    ) {
      m.role = "opposing";
      m.score = Math.max(m.score, 6);
    }
    // An unemployment appeal is against the agency that denied the benefits; the former employer is a witness to it.
    if (m.kind === "agency" && practiceArea === "unemployment-appeal") {
      m.role = "opposing";
      m.score = Math.max(m.score, 6);
    }
    // "surgery at St. Luke's with Dr. Alan Brisco ... a sponge left inside me": who gave the care that harmed is the other side.
    const doctor =
      m.kind === "person" &&
      (/\bdr\.?\s+$/i.test(before) ||
        /^dr\.?\s/i.test(text.slice(m.index)) ||
        (m.relation !== null && /^(?:doctor|surgeon|dentist)$/.test(m.relation)));
    const provider = m.kind === "company" && CARE_PROVIDER.test(m.name);
    // "his regular doctor Dr. Patel finally ordered a CT": the doctor who found the harm did not do it.
    const ownDoctor = OWN_DOCTOR_BEFORE.test(before);
    if (
      (doctor || provider) &&
      !ownDoctor &&
      (m.role === "other" || m.role === "official") &&
      MEDICAL_HARM.test(text)
    ) {
      m.role = "opposing";
      m.score = Math.max(m.score, doctor ? 4 : 3.5);
    }
    // "my business partner Omar and I want out", "me and my coworker Dee": acting with the visitor, not against them.
    // "My business partner Greg wants to just pay it": a partner who says what to do about the matter is with the visitor.
    m.withVisitor =
      !(m.relation && SPOUSE_RELATIONS.includes(m.relation)) &&
      (/^[\s,]*(?:and|&)\s+(?:i|me|myself)\b/i.test(after) ||
        /\b(?:me|i)\s+(?:and|&)\s+(?:my|our)\s+(?:[\w-]+\s+){0,2}$/i.test(before) ||
        (m.relation !== null && BUSINESS_PARTNERS.test(m.relation) && ADVISES.test(after))) &&
      !HOSTILE_LATER.test(clause);
    m.advises = m.withVisitor && m.relation !== null && BUSINESS_PARTNERS.test(m.relation) && ADVISES.test(after);
    // "custody of my daughter mia with her mom, jessica tran", "adopt my stepson. his biological dad, ...": the child's other parent.
    if (
      m.kind === "person" &&
      m.relation !== null &&
      PARENT_WORDS.includes(m.relation) &&
      practiceArea !== null &&
      /custody|child-support|divorce|adoption/.test(practiceArea) &&
      /\b(?:her|his|their|[a-z]+['’]s)\s+(?:[\w-]+\s+)?$/i.test(
        // "Their biological father is Dustin": the relation and its verb before the name.
        before.replace(new RegExp(`${m.relation}(?:\\s+(?:is|was|named|called))?[\\s,(]*$`, "i"), ""),
      ) &&
      // "my wife's son Mateo": a stepchild told through the spouse.
      // "I've been raising her two kids ... a stepparent adoption": the spouse's children.
      /\bmy\s+(?:(?:wife|husband|partner|spouse|fianc[eé]e?)['’]s\s+)?(?:step-?)?(?:daughter|son|kids?|children|child|baby|boy|girl)\b|\bstep-?parent adoption\b|\braising (?:her|his) (?:\w+ )?(?:kids|children|son|daughter|boy|girl)\b/i.test(
        text,
      )
    ) {
      m.role = "opposing";
      m.score = Math.max(m.score, 4);
    }
    // "she locked me out of the accounts ... her name is Nadia Farouk": who "she" is, named late.
    const namedLate = /\b(his|her)\s+(?:full\s+)?name\s+(?:is|was)\s+$/i.exec(before);
    if (
      namedLate &&
      m.kind === "person" &&
      (m.role === "other" || m.role === "witness") &&
      !(m.relation && (FAMILY_RELATIONS.includes(m.relation) || SPOUSE_RELATIONS.includes(m.relation)))
    ) {
      const pronoun = namedLate[1]!.toLowerCase() === "her" ? "she" : "he";
      if (sentencesOf(text).some((sentence) => pronounActs(sentence, pronoun) || personNounActs(sentence, pronoun))) {
        m.role = "opposing";
        m.score = Math.max(m.score, 3);
      }
    }
    // "I'm a social worker with Hennepin County Adult Services ... for my client": the writer's own office helps.
    if (WRITER_ORG_BEFORE.test(before) && WRITTEN_FOR_ANOTHER.test(text)) {
      m.role = "helper";
      m.score = 0;
    }
    // A helper is never the other side, whatever else the sentence says.
    if (
      HELPER_CUE.test(after.split(/[.!?;]/)[0] ?? "") &&
      !/\b(fired|evict|sued|suing|hit)\b/i.test(after.split(/[.!?;]/)[0] ?? "")
    ) {
      m.role = "helper";
      m.score = 0;
    }
    // The writer and the one the message is written for.
    if (ourSide.some((name) => name && sameParty(m.name, name))) {
      m.role = "client";
      m.score = 0;
    }
    // "their lawyers are a firm called Hargrove & Pike": who writes or sues for the other side is not it.
    if (m.role === "opposing" && m.kind === "company" && COUNSEL_OF_ANOTHER.test(before)) {
      m.role = "official";
      m.score = 0;
    }
    // "a 1-star Google review", "paid by Zelle to a guy on Facebook Marketplace": a venue, never a party.
    if (PLATFORMS.has(m.name.toLowerCase()) && (AS_VENUE_BEFORE.test(before) || AS_VENUE_AFTER.test(after))) {
      m.role = "other";
      m.relation = "platform";
      m.score = -1;
    }
  }
}

/** "the guy who was buying my studio", "the buyer": a person told by a noun, with what follows "who" up to the verb. */
const personNoun = (nouns: string) =>
  new RegExp(
    String.raw`\b(?:the|this|that|a|an)\s+(?:${nouns})\b(?:\s+who\b[^.!?,;]{0,60}?(?=\s(?:backed|has|had|is|was|did|took|kept|won'?t|refused|stole|hit|never|sold|sued)\b))?`,
    "gi",
  );
/** The nouns that "he" can stand for, and those that "she" can. */
const PERSON_NOUN = {
  he: personNoun("guy|man|dude|buyer|seller|person"),
  she: personNoun("woman|lady|buyer|seller|person"),
};

/** "the guy who was buying my studio backed out": a person told by a noun ("the guy", "the buyer") did something against the visitor. */
function personNounActs(sentence: string, pronoun: "he" | "she"): boolean {
  // matchAll runs on a copy of the regex, so the shared global one keeps its lastIndex at 0.
  return [...sentence.matchAll(PERSON_NOUN[pronoun])].some((m) => {
    const rest = sentence.slice((m.index ?? 0) + m[0].length);
    return HOSTILE_AFTER.test(rest) || actsAgainstTheVisitor(rest);
  });
}

/** "my new job (", "my current employer, ": the visitor's workplace now. */
const NEW_WORKPLACE_BEFORE =
  /\b(?:my|our)\s+(?:new|next|current)\s+(?:job|employer|company|workplace|position)\s*(?:\(|,|is|at|with)?\s*$/i;
/** "(stryde health) has nothing to do with it": a party the visitor says is not involved. */
const NOT_INVOLVED_AFTER = /^[\s)'",]*(?:has|have|had)\s+nothing to do with\b/i;

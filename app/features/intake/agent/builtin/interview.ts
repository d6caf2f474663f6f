import nlp from "compromise";
import type { ContactDetails, WorldSnapshot } from "~/features/intake/agent/provider.ts";
import type { ToolName as RegistryToolName } from "~/features/intake/agent/tools.ts";
import { missingInformation } from "~/features/matters/missing-information.ts";
import { holdsFacts } from "~/features/conflicts/conflict-hold.ts";
import {
  assessUrgency,
  type DateMention,
  findEmail,
  findOpposingParty,
  findPastDate,
  findPhone,
  findVisitorName,
  maxUrgency,
  type Party,
  parseNameAnswer,
  parsePartyAnswer,
  parsePlace,
  parsePlaceAnswer,
  parseUrgencyAnswer,
  type Place,
  partyLabel,
  placeLabel,
  type Urgency,
  type UrgencyReading,
} from "./extract-facts.ts";
import {
  isPlainLawyerSearch,
  type LawyerSearchRequest,
  type LawyerSearchStep,
  lawyerSearchStep,
  readLawyerSearchRequest,
  searchLocation,
} from "./lawyer-search.ts";
import { chooseFollowUp, type FollowUp, followUpById, MAX_FOLLOW_UPS } from "./follow-ups.ts";
import * as serviceChoice from "./identify-service.ts";
import type { PracticeArea } from "./lexicon.ts";
import * as questionSlots from "./question-slots.ts";
import { type MessageReading, readMessage } from "./read-message.ts";
import * as wording from "./replies.ts";
import { practiceAreaIsClear, readAnswer, writeSummary } from "~/features/intake/understanding/index.ts";
import type { KeyDate, NarrativeParty, NarrativeUnderstanding } from "~/features/intake/understanding/types.ts";
import { understandMore, understoodParty, understoodPlace, understoodUrgency } from "./understood-facts.ts";
import { agentText } from "./agent-text.ts";
import { subArea } from "~/features/intake/understanding/practice-areas.ts";
import { clip, countWords, splitSentences } from "./tokens.ts";

/**
 * The built-in provider's interviewer. `planTurn` is pure: given what it remembered, the visitor's
 * message, the organization and what the database knows, it returns what to say and which tools to
 * call, plus the memory to store for the next turn. No I/O, no clock, no randomness.
 */

export type OrganizationBrief = {
  name: string;
  availableServices: string[];
  serviceQuestions: Record<string, string[]>;
  requiresPayment: boolean;
  consultationFee: number;
  /** The firm's words for a matter it does not handle (null: the agent's default referral). */
  referralText?: string | null;
  /** The visitor's language for the agent's words (agent namespace); English by default. */
  language?: string | null;
};

export type ContactField = "name" | "email" | "phone" | "location" | "opposingParty";
// The runtime's contracts (provider.ts, tools.ts) are the interview's too.
export type { ContactDetails, WorldSnapshot };

/** The tools the interview drives (the case PDF is the model's or the firm's to ask for). */
export type ToolName = Exclude<RegistryToolName, "generate_case_pdf">;

export type Step =
  | { kind: "say"; text: string }
  | { kind: "tool"; name: ToolName; args: Record<string, unknown> }
  | LawyerSearchStep;

export type MatterUrgency = Urgency;

/** The arguments of create_matter; update_matter sends the fields that changed. */
export type MatterDraft = {
  service: string;
  matterSummary: string;
  answers: Record<string, string>;
  urgency: MatterUrgency | null;
  jurisdiction: { city: string | null; county?: string | null; state: string | null; country: string | null };
  clientName: string | null;
  opposingParty: string | null;
  /** From the understanding layer (ADR 0040). */
  parties?: NarrativeParty[];
  keyDates?: KeyDate[];
  urgencyReason?: string | null;
  practiceArea?: string | null;
  outsideServices?: boolean;
};

/** How a visitor message was used: "description" feeds the summary; "identity" is a bare name. */
export type SaidRole = "description" | "answer" | "identity" | "chat";

export type Pending =
  | { kind: "describe" }
  | { kind: "service"; options: string[]; attempts: number }
  | { kind: "name" }
  | { kind: "opposing" }
  | { kind: "question"; question: string; open: number[] }
  | { kind: "urgency" }
  | { kind: "followUp"; id: string }
  | { kind: "contact" };

export const INTERVIEW_MEMORY_VERSION = 1;

export type InterviewMemory = {
  version: 1;
  turn: number;
  introduced: boolean;
  /** Everything the visitor typed, oldest first (capped); facts are re-read from it every turn. */
  said: { text: string; role: SaidRole }[];
  service: string | null;
  pending: Pending | null;
  /** Direct answers: question text → the visitor's answer (or "Not provided"). */
  answers: Record<string, string>;
  name: { value: string | null; asked: boolean };
  opposing: { party: Party | null; none: boolean; asked: boolean };
  /** A direct answer to a location question, which wins over places mentioned in passing. */
  place: Place | null;
  skipRest: boolean;
  contactForm: { shown: boolean; values: ContactDetails | null };
  checklistFor: string | null;
  invoiceRequested: boolean;
  /** The matter as last sent with create_matter/update_matter. */
  synced: MatterDraft | null;
  seen: { contact: boolean; checklistDone: boolean; paid: boolean };
  /** The visitor was told to call 911 after describing danger; said once. */
  safetyNoted: boolean;
  /** "Is anything urgent?", asked once when nothing the visitor said showed how urgent it is. */
  urgency: { asked: boolean; level: Urgency | null; answer: string | null };
  /** Questions beyond the firm's that complete the matter (follow-ups.ts): hints targeted, answers by question. */
  followUps: { targeted: string[]; asked: number; answers: Record<string, string> };
  /** What the understanding layer read from everything the visitor told (parties, place, dates...). */
  understanding: NarrativeUnderstanding | null;
  /** The other side was asked for before the story (ADR 0040); "asked" once, then never again. */
  otherSideFirst: { asked: boolean; thanked: boolean };
};

export type PlanTurnInput = {
  memory: InterviewMemory | null;
  userText: string;
  organization: OrganizationBrief;
  world: WorldSnapshot;
  /** Resolves "two weeks ago" to a date in answers; optional, never read from the clock. */
  now?: Date;
};

export type PlanTurnResult = {
  memory: InterviewMemory;
  steps: Step[];
  /** Set on the turn the other side became known (named in the story or in an answer): who is in the story. */
  partiesKnown: NarrativeParty[] | null;
};

const MAX_SAID = 40;
const NOT_PROVIDED = "Not provided";
const CONTACT_FIELDS: ContactField[] = ["name", "email", "phone", "location", "opposingParty"];
const REQUIRED_CONTACT_FIELDS: ContactField[] = ["name", "email", "phone"];
/** Slots specific enough that two questions on them ask the same thing. */
const REPEATABLE_SLOTS: ReadonlySet<questionSlots.Slot> = new Set([
  "deadline",
  "court",
  "location",
  "children",
  "money",
  "parties",
  "charge",
  "description",
  "goal",
]);

/** True when every clause of the question is on a specific slot an earlier question already asked. */
function askedBefore(question: string, asked: ReadonlySet<questionSlots.Slot>): boolean {
  const { clauses } = questionSlots.planQuestion(question);
  return clauses.length > 0 && clauses.every((clause) => REPEATABLE_SLOTS.has(clause.slot) && asked.has(clause.slot));
}

/** The key of the urgency answer among the matter's answers. */
export const URGENCY_QUESTION = "Is anything urgent?";

export function emptyMemory(): InterviewMemory {
  return {
    version: 1,
    turn: 0,
    introduced: false,
    said: [],
    service: null,
    pending: null,
    answers: {},
    name: { value: null, asked: false },
    opposing: { party: null, none: false, asked: false },
    place: null,
    skipRest: false,
    contactForm: { shown: false, values: null },
    checklistFor: null,
    invoiceRequested: false,
    synced: null,
    seen: { contact: false, checklistDone: false, paid: false },
    safetyNoted: false,
    urgency: { asked: false, level: null, answer: null },
    followUps: { targeted: [], asked: 0, answers: {} },
    understanding: null,
    otherSideFirst: { asked: false, thanked: false },
  };
}

/** Memory from another version (or corrupted) starts over rather than being misread. */
function loadMemory(memory: InterviewMemory | null): InterviewMemory {
  if (!memory || memory.version !== INTERVIEW_MEMORY_VERSION) return emptyMemory();
  // Fields added within version 1 get their defaults.
  return { ...emptyMemory(), ...structuredClone(memory) };
}

type Facts = {
  name: string | null;
  email: string | null;
  phone: string | null;
  place: Place | null;
  when: DateMention | null;
  party: Party | null;
  partySettled: boolean;
  urgency: UrgencyReading | null;
};

class Turn {
  readonly m: InterviewMemory;
  readonly msg: MessageReading;
  readonly steps: Step[] = [];
  private lines: string[] = [];
  /** A short acknowledgement ("Got it.") that leads the next line said. */
  private pendingAck: string | null = null;
  /** The visitor's message added something to the record (an account, an answer, a fact). */
  informative = false;
  /** The service was chosen or changed this turn. */
  routed = false;
  /** The other side became known this turn: the runtime runs the conflict check (ADR 0040). */
  otherSideKnown = false;

  constructor(
    memory: InterviewMemory,
    readonly input: PlanTurnInput,
  ) {
    this.m = memory;
    this.msg = readMessage(input.userText ?? "");
  }

  get org() {
    return this.input.organization;
  }
  get world() {
    return this.input.world;
  }
  get services() {
    return this.org.availableServices;
  }
  get area(): PracticeArea | null {
    return this.m.service ? serviceChoice.areaOfService(this.m.service) : null;
  }

  say(text: string) {
    if (!text) return;
    this.lines.push(this.pendingAck ? `${this.pendingAck} ${text}` : text);
    this.pendingAck = null;
  }

  ack(text: string) {
    this.pendingAck = text;
  }

  /** The next line thanks the visitor itself. */
  dropAck() {
    this.pendingAck = null;
  }

  tool(name: ToolName, args: Record<string, unknown>) {
    this.flush();
    this.steps.push({ kind: "tool", name, args });
  }

  flush() {
    if (this.pendingAck) this.lines.push(this.pendingAck);
    this.pendingAck = null;
    if (this.lines.length > 0) this.steps.push({ kind: "say", text: this.lines.join("\n\n") });
    this.lines = [];
  }

  // ------------------------------------------------------------------ facts

  texts(roles: readonly SaidRole[]): string[] {
    return this.m.said.filter((s) => roles.includes(s.role)).map((s) => s.text);
  }

  facts(): Facts {
    const { m, world } = this;
    const all = m.said.map((s) => s.text);
    const told = this.texts(["description", "answer"]);
    const contact = world.contact;
    const firstOf = <T>(texts: readonly string[], find: (text: string) => T | null): T | null => {
      for (const text of texts) {
        const found = find(text);
        if (found) return found;
      }
      return null;
    };
    const contactPlace = contact?.location ? parsePlaceAnswer(contact.location) : null;
    const place =
      m.place ??
      (contactPlace && (contactPlace.state || contactPlace.city) ? contactPlace : null) ??
      understoodPlace(m.understanding) ??
      contactPlace;
    // The layer's other side; a spouse or relation only the firm's service makes the other side ("my wife and I", Family) is still kept.
    const extractedParty =
      understoodParty(m.understanding) ??
      told.map((text) => findOpposingParty(text, this.area)).find((p): p is Party => p !== null) ??
      null;
    let party: Party | null = null;
    if (contact?.opposingParty?.trim())
      party = {
        name: contact.opposingParty.trim(),
        relation: m.opposing.party?.relation ?? extractedParty?.relation ?? null,
      };
    else if (m.opposing.party) party = m.opposing.party;
    else if (!m.opposing.none) party = extractedParty;
    return {
      name:
        contact?.name?.trim() ||
        m.name.value ||
        m.understanding?.visitorName ||
        firstOf(this.texts(["description", "answer", "chat"]), findVisitorName),
      email: contact?.email?.trim() || firstOf(all, findEmail),
      phone: contact?.phone?.trim() || firstOf(all, findPhone),
      place,
      when: this.pastDate() ?? firstOf(told, (text) => findPastDate(text, this.input.now)),
      party,
      partySettled: Boolean(party?.name) || m.opposing.none || m.opposing.asked,
      urgency: understoodUrgency(m.understanding, this.urgencyReading(told), this.now),
    };
  }

  /** When it happened, from the understanding's key dates: the first day behind the visitor (an incident, the job's end). */
  pastDate(): DateMention | null {
    const u = this.m.understanding;
    if (!u) return null;
    const today = u.referenceDate ?? this.now.toISOString().slice(0, 10);
    const past =
      u.keyDates.find((d) => d.kind === "incident" || d.kind === "employment_end") ??
      u.keyDates.find((d) => d.iso.slice(0, 10) <= today && d.kind !== "other") ??
      // "no heat since november 1": a day of the story behind the visitor answers "when" too.
      u.keyDates.find((d) => d.iso.slice(0, 10) < today);
    return past
      ? { phrase: past.phrase, sentence: clip(past.sentence, 300), iso: past.iso.slice(0, 10), approximate: false }
      : null;
  }

  /** What the visitor's words show, raised by their answer to "Is anything urgent?". */
  urgencyReading(told: readonly string[]): UrgencyReading | null {
    const reading = assessUrgency(told);
    const answered = this.m.urgency.level;
    if (!answered) return reading;
    const level = maxUrgency(reading?.level ?? null, answered) ?? answered;
    if (reading && level === reading.level) return reading;
    return { level, phrase: this.m.urgency.answer ?? "", danger: reading?.danger ?? false };
  }

  evidence(facts: Facts): questionSlots.Evidence {
    const told = this.m.said.filter((s) => s.role === "description" || s.role === "answer");
    const descriptions = told.filter((s) => s.role === "description").map((s) => s.text);
    const description = descriptions.join(" ");
    let when: string | null = null;
    if (facts.when) {
      when =
        facts.when.iso && facts.when.approximate
          ? `${facts.when.sentence.replace(/[.!]+$/, "")} (around ${facts.when.iso}).`
          : facts.when.sentence;
    }
    return {
      place: facts.place ? placeLabel(facts.place) || null : null,
      when,
      opposing: this.m.opposing.none ? "None" : facts.party ? partyLabel(facts.party) || null : null,
      description: countWords(description) >= 5 ? clip(description, 400) : null,
      sentences: told.flatMap((s) => splitSentences(s.text)).filter((s) => !s.trim().endsWith("?")),
      dated: datedSentences(this.m.understanding, this.now),
      questions: told.flatMap((s) => splitSentences(s.text)).filter((s) => s.trim().endsWith("?")),
    };
  }

  questions(): string[] {
    const service = this.m.service;
    if (!service) return [];
    return this.org.serviceQuestions[service] ?? [];
  }

  /** The next question with something still open, and which of its clauses to ask. */
  nextQuestion(evidence: questionSlots.Evidence): { question: string; open: number[]; text: string } | null {
    const asked = this.slotsAsked();
    for (const question of this.questions()) {
      if (this.m.answers[question] !== undefined) continue;
      // The same thing asked again in other words ("Are there children involved?", later "Do you
      // have children together?"): the visitor already answered it, or said they could not.
      if (askedBefore(question, asked)) continue;
      const state = questionSlots.readQuestion(question, evidence);
      if (questionSlots.completeAnswer(state) !== null) continue;
      const open = questionSlots.openClauses(state);
      return { question, open, text: questionSlots.askText(state, open) };
    }
    return null;
  }

  /** The slots of the firm's questions the visitor was asked directly (answered or not). */
  slotsAsked(): Set<questionSlots.Slot> {
    const slots = new Set<questionSlots.Slot>();
    for (const question of Object.keys(this.m.answers))
      for (const clause of questionSlots.planQuestion(question).clauses) slots.add(clause.slot);
    return slots;
  }

  answersFor(evidence: questionSlots.Evidence): Record<string, string> {
    const answers: Record<string, string> = {};
    const used = new Set(Object.values(this.m.answers));
    for (const question of this.questions()) {
      const direct = this.m.answers[question];
      if (direct !== undefined) {
        answers[question] = direct;
        continue;
      }
      // A sentence of the account is filed under the first question it answers, never repeated under others.
      const derived = questionSlots.completeAnswer(questionSlots.readQuestion(question, evidence));
      answers[question] = derived && !used.has(derived) ? derived : NOT_PROVIDED;
      if (derived) used.add(derived);
    }
    return answers;
  }

  /** The understanding's parties, with the visitor's own answers (name, other side) written in. */
  parties(facts: Facts): NarrativeParty[] {
    const parties = (this.m.understanding?.parties ?? []).map((p) => ({ ...p, aliases: [...p.aliases] }));
    if (this.m.opposing.none) return parties.filter((p) => p.role !== "opposing");
    const named = facts.party?.name;
    if (named) {
      const opposing = parties.find((p) => p.role === "opposing");
      if (!opposing)
        parties.unshift({
          name: named,
          role: "opposing",
          kind: "unknown",
          description: facts.party?.relation ?? null,
          aliases: [],
        });
      else if (opposing.name.toLowerCase() !== named.toLowerCase()) {
        if (opposing.name && !opposing.aliases.includes(opposing.name)) opposing.aliases.push(opposing.name);
        opposing.name = named;
      }
    }
    // The visitor's own name, given as an answer, is the client, never someone else in the story.
    for (const party of parties)
      if (facts.name && party.role !== "opposing" && party.name.toLowerCase() === facts.name.toLowerCase())
        party.role = "client";
    if (facts.name && !parties.some((p) => p.role === "client"))
      parties.push({ name: facts.name, role: "client", kind: "person", description: "the visitor", aliases: [] });
    return parties.slice(0, 30);
  }

  /** The written summary (understanding/summary.ts), in the firm's language. */
  summary(facts: Facts, given: Record<string, string>): string {
    const understanding = this.m.understanding ?? {
      parties: [],
      place: null,
      keyDates: [],
      practiceArea: null,
      urgency: { level: "low" as const, reason: null, decidingDate: null },
      language: null,
    };
    // The account is what happened; answers to the firm's questions stay under their questions.
    const texts = this.texts(["description"]);
    const withAnswers = texts.length > 0 ? texts : Object.values(given).filter((a) => a !== NOT_PROVIDED);
    const reference = understanding.referenceDate ? new Date(`${understanding.referenceDate}T12:00:00Z`) : this.now;
    return writeSummary(
      { ...understanding, parties: this.parties(facts), visitorName: facts.name },
      withAnswers,
      reference,
      this.m.service,
    );
  }

  get now(): Date {
    return this.input.now ?? new Date(0);
  }

  draft(facts: Facts): MatterDraft {
    const understanding = this.m.understanding;
    const evidence = this.evidence(facts);
    const given = { ...this.answersFor(evidence), ...this.m.followUps.answers };
    const answers = this.m.urgency.answer ? { ...given, [URGENCY_QUESTION]: this.m.urgency.answer } : given;
    const place = facts.place;
    return {
      service:
        this.m.service ?? serviceChoice.fallbackService(this.services) ?? this.services[0] ?? "General Consultation",
      matterSummary: this.summary(facts, given),
      answers,
      urgency: facts.urgency?.level ?? null,
      jurisdiction: {
        city: place?.city ?? null,
        county: place?.county ?? null,
        state: place?.state ?? null,
        country: place?.country ?? (place?.state ? "US" : null),
      },
      clientName: facts.name ? clip(facts.name, 200) : null,
      // A role without a name ("landlord") is not a party the firm can check: the name is asked for instead.
      opposingParty: this.m.opposing.none || !facts.party?.name ? null : clip(facts.party.name, 300),
      parties: this.parties(facts),
      keyDates: understanding?.keyDates ?? [],
      urgencyReason: understanding?.urgency.decidingDate ? understanding.urgency.reason : null,
      practiceArea: understanding?.practiceArea ?? null,
      outsideServices: understanding?.outsideServices ?? false,
    };
  }

  answerContext(): wording.AnswerContext {
    const { m, world } = this;
    const phase = world.reviewRequested
      ? "reviewed"
      : world.matterNumber
        ? "matter"
        : m.contactForm.shown
          ? "contact"
          : "interview";
    const pending = m.pending?.kind;
    return {
      firm: this.org.name,
      area: this.area,
      services: this.services,
      requiresPayment: this.paymentRequired(),
      fee: this.org.consultationFee,
      phase,
      pendingWhy:
        pending === "name" || pending === "opposing" || pending === "question"
          ? pending
          : pending === "urgency" || pending === "followUp"
            ? "question"
            : null,
    };
  }

  paymentRequired(): boolean {
    return (this.org.requiresPayment || this.world.paymentRequired) && this.org.consultationFee > 0;
  }

  // ------------------------------------------------------------------ the visitor's message

  record(said: string, role: SaidRole) {
    if (!said) return;
    // "I just told you" is no account and no answer: only what follows it ("..., Kyle Whitfield") is kept as one.
    let text = said;
    if (role === "description" || role === "answer" || role === "identity") {
      const read = readAnswer(said);
      if (read.nonAnswer && read.answer === null) role = "chat";
      else if (read.nonAnswer && read.answer) text = read.answer;
    }
    if (!this.m.safetyNoted && assessUrgency([text])?.danger) {
      this.m.safetyNoted = true;
      this.say(wording.safetyNote());
    }
    this.m.said.push({ text: clip(text, 2000), role });
    if (role === "description" || role === "answer" || role === "identity") this.understand(text);
    // Over the cap, chat goes first: the visitor's account is what the summary is made of.
    while (this.m.said.length > MAX_SAID) {
      const oldestChat = this.m.said.findIndex((s) => s.role !== "description");
      this.m.said.splice(oldestChat >= 0 ? oldestChat : 0, 1);
    }
    if (role === "description" || role === "answer") this.informative = true;
  }

  /** Reads the visitor's words into the understanding; tells the conflict check when the other side becomes known. */
  understand(text: string) {
    const before = understoodParty(this.m.understanding)?.name ?? null;
    this.m.understanding = understandMore(this.m.understanding, text, this.now, this.services);
    const after = understoodParty(this.m.understanding)?.name ?? null;
    if (after && after !== before) this.otherSideKnown = true;
  }

  /** Files the matter under a service and introduces the assistant once. */
  routeTo(service: string) {
    this.m.service = service;
    this.m.pending = null;
    this.routed = true;
    if (!this.m.introduced) {
      this.say(wording.introduction(this.org.name));
      this.m.introduced = true;
    }
  }

  chooseService(service: string, how: "identified" | "fallback" | "picked") {
    this.routeTo(service);
    const area = serviceChoice.areaOfService(service);
    if (how === "identified") this.say(`${wording.empathy(area)} ${wording.serviceIdentified(service)}`);
    else if (how === "fallback") this.say(`${wording.empathy(null)} ${wording.serviceFallback(service)}`);
    else this.say(wording.servicePicked(service));
  }

  /** How to keep a message that is not a direct answer: an account, a fact in passing, or chat. */
  roleOf(text: string): SaidRole {
    if (countWords(text) >= 3) return "description";
    const hasFact = parsePlace(text) || findEmail(text) || findPhone(text) || findPastDate(text, this.input.now);
    return hasFact ? "answer" : "chat";
  }

  handleMessage() {
    const { m, msg } = this;
    const content = msg.content;
    const pending = m.pending;
    const describes = content.length > 0 && countWords(content) >= 3;

    if (msg.skipRest) m.skipRest = true;
    if (msg.skipRest && m.service) {
      if (pending?.kind === "question") {
        m.answers[pending.question] ??= NOT_PROVIDED;
        m.pending = null;
      }
      this.record(content, describes ? "description" : "chat");
      this.say(wording.skipRest());
      return;
    }

    // A visitor correcting the service, at any point after it was set.
    if (m.service && content && pending?.kind !== "service") {
      const correction = serviceChoice.detectServiceCorrection(content, this.services, m.service);
      if (correction?.kind === "switch") {
        m.service = correction.service;
        this.routed = true;
        // The name and the other party are still needed; a question of the old service is not.
        if (pending?.kind !== "name" && pending?.kind !== "opposing") m.pending = null;
        this.record(content, countWords(content) >= 4 ? "description" : "chat");
        this.say(wording.serviceSwitched(correction.service));
        return;
      }
      if (correction?.kind === "ask") {
        m.pending = { kind: "service", options: [...this.services], attempts: 0 };
        this.record(content, "chat");
        return;
      }
    }

    switch (pending?.kind) {
      case "service": {
        const reply = msg.account || content;
        const chosen = reply ? serviceChoice.resolveServiceChoice(reply, pending.options, this.services) : null;
        this.record(reply, countWords(reply) >= 4 ? "description" : "chat");
        if (chosen) {
          if (m.service && m.service !== chosen) {
            m.service = chosen;
            m.pending = null;
            this.routed = true;
            this.say(wording.serviceSwitched(chosen));
          } else if (m.service === chosen) {
            m.pending = null;
          } else {
            this.chooseService(chosen, "picked");
          }
        } else if (content || msg.skip) {
          pending.attempts += 1;
          const fallback = serviceChoice.fallbackService(this.services);
          if ((pending.attempts >= 2 || msg.skip) && (fallback || pending.options[0])) {
            const service = fallback ?? pending.options[0];
            if (m.service) {
              m.service = service;
              m.pending = null;
              this.routed = true;
              this.say(wording.serviceSwitched(service));
            } else {
              this.chooseService(service, "fallback");
            }
          }
        }
        return;
      }
      case "name": {
        if (msg.skip) {
          m.pending = null;
          this.record(content, "chat");
          this.ack(wording.noProblem());
        } else if (content) {
          // "I just told you, Dana Reyes" gives the name; "why do you need that?" gives nothing.
          const answer = readAnswer(content).answer;
          const name = answer ? parseNameAnswer(answer) : null;
          if (name) m.name.value = name;
          m.pending = null;
          this.record(content, name && countWords(content) <= 6 ? "identity" : this.roleOf(content));
          this.ack(name ? wording.thanksName(name) : wording.acknowledgeAnswer(m.turn));
        }
        return;
      }
      case "opposing": {
        // Asked before the story (ADR 0040): a visitor who answers with the story is thanked for it, never asked for it again.
        if (!m.service && content && !msg.skip && this.isStory(content)) {
          const text = msg.account || content;
          this.record(text, "description");
          this.identify();
          return;
        }
        if (!m.service && content && !msg.skip && readAnswer(content).answer !== null) {
          // Before the story: only a name (or "my landlord, Whitfield Properties") is the other side.
          const answer = readAnswer(content).answer!;
          const named = namedOtherSide(answer, this.now, this.services);
          m.pending = null;
          if (named) {
            m.opposing.asked = true;
            m.opposing.party = named;
            this.record(answer, "identity");
            this.ack(this.t("otherSide.thanks"));
          } else {
            // "I need some help": not a name; the story is asked for next, the other side after it.
            this.record(content, "chat");
          }
          return;
        }
        if (!m.service) m.opposing.asked = true;
        // A skip or a non-answer ("I just told you", "not sure") is never stored as the answer.
        if (msg.skip || (content && readAnswer(content).answer === null)) {
          m.pending = null;
          this.record(content, "chat");
          this.ack(wording.acknowledgeSkip(m.turn));
        } else if (content) {
          const known = this.facts().party;
          const answer = readAnswer(content).answer ?? content;
          const parsed = parsePartyAnswer(answer, known?.relation ?? null, this.area);
          if (parsed.kind === "none") m.opposing.none = true;
          else if (parsed.kind === "party") m.opposing.party = parsed.party;
          m.pending = null;
          this.ack(wording.acknowledgeAnswer(m.turn));
          const short = countWords(answer) <= 6;
          this.record(answer, parsed.kind !== "unclear" && short ? "identity" : this.roleOf(answer));
        }
        return;
      }
      case "question": {
        const evidenceBefore = this.evidence(this.facts());
        const state = questionSlots.readQuestion(pending.question, evidenceBefore);
        const known = state.parts.filter(
          (part, index): part is string => part !== null && !pending.open.includes(index),
        );
        // A skip, "not sure", "I just told you": nothing is stored as the answer; the lawyer sees it as not provided.
        if (msg.skip || (content && readAnswer(content).answer === null)) {
          m.answers[pending.question] =
            known.length > 0 ? `${questionSlots.joinAnswerParts(known)} (The rest was not provided.)` : NOT_PROVIDED;
          m.pending = null;
          this.record(content, "chat");
          this.ack(wording.acknowledgeSkip(m.turn));
        } else if (content) {
          // The reply takes the place of the first open clause; clauses already known keep their answers.
          const answer = readAnswer(content).answer ?? content;
          const firstOpen = Math.min(...pending.open);
          const parts = state.parts.flatMap((part, index) =>
            index === firstOpen ? [clip(answer, 600)] : part !== null && !pending.open.includes(index) ? [part] : [],
          );
          m.answers[pending.question] = questionSlots.joinAnswerParts(parts);
          if (pending.open.some((index) => state.plan.clauses[index]?.slot === "location")) {
            const place = parsePlaceAnswer(answer);
            if (placeLabel(place)) m.place = place;
          }
          // The firm's own "Is anything urgent or due soon?" stands for the built-in urgency question:
          // its answer sets the level (the words stay filed under the firm's question only).
          if (pending.open.some((index) => state.plan.clauses[index]?.slot === "deadline") && !m.urgency.level) {
            m.urgency.level = parseUrgencyAnswer(answer, this.input.now);
          }
          m.pending = null;
          this.record(answer, "answer");
          this.ack(wording.acknowledgeAnswer(m.turn));
        }
        return;
      }
      case "urgency": {
        // A skip or a non-answer ("I just told you", "not sure") is never stored as the answer.
        if (msg.skip || (content && readAnswer(content).answer === null)) {
          m.pending = null;
          this.record(content, "chat");
          this.ack(wording.acknowledgeSkip(m.turn));
        } else if (content) {
          m.urgency.level = parseUrgencyAnswer(content, this.input.now);
          m.urgency.answer = clip(content, 600);
          m.pending = null;
          this.record(content, "answer");
          this.ack(wording.acknowledgeAnswer(m.turn));
        }
        return;
      }
      case "followUp": {
        const followUp = followUpById(pending.id);
        if (msg.skip || !followUp || (content && readAnswer(content).answer === null)) {
          // Left unanswered: the matter panel keeps asking for it, and so can the lawyer.
          m.pending = null;
          this.record(content, "chat");
          this.ack(wording.acknowledgeSkip(m.turn));
        } else if (content) {
          m.followUps.answers[followUp.question] = clip(content, 600);
          if (followUp.place) this.notePlace(content, followUp.place);
          m.pending = null;
          this.record(content, "answer");
          this.ack(wording.acknowledgeAnswer(m.turn));
        }
        return;
      }
      default: {
        const text = m.service ? content : msg.account;
        if (!text) return;
        // "DUI" or "divorce" alone is enough to route the visitor, though too short to count as an account.
        const routes = !m.service && serviceChoice.identifyService(text, this.services).kind !== "none";
        const role = routes ? "description" : this.roleOf(text);
        this.record(text, role);
        if (!m.service && role === "description") this.identify();
      }
    }
  }

  /** A place the visitor gave in answer to a question; a bare state completes the city known before. */
  notePlace(reply: string, how: "only" | "mentioned") {
    const place = how === "only" ? parsePlaceAnswer(reply) : parsePlace(reply);
    if (!place || !placeLabel(place)) return;
    if (how === "mentioned" && !place.state && !place.city) return;
    const known = this.facts().place;
    if (known && !place.city && !place.county && place.state && !known.state) {
      this.m.place = { ...known, state: place.state, country: place.country ?? known.country };
    } else {
      this.m.place = place;
    }
  }

  get t() {
    return agentText(this.org.language);
  }

  /**
   * A matter the firm does not handle (immigration for the demo firm): said honestly, with the
   * firm's referral text, and filed under the firm's general service marked outside its services.
   */
  outsideServices(): boolean {
    const u = this.m.understanding;
    if (!u?.outsideServices || !u.practiceArea) return false;
    const area = subArea(u.practiceArea);
    const label = area ? area.label.replace(/\s*\(.*\)$/, "") : u.practiceArea;
    const areaName = label.charAt(0).toUpperCase() + label.slice(1);
    const service = serviceChoice.fallbackService(this.services) ?? this.services[0] ?? "General Consultation";
    this.routeTo(service);
    const referral = this.org.referralText?.trim() || this.t("outside.defaultReferral", { area: label });
    this.say(
      `${this.t("outside.notHandled", { area: areaName, firm: this.org.name })} ${referral} ${this.t("outside.stillTakeDetails")}`,
    );
    return true;
  }

  /** A message that tells what happened (or names the matter), rather than only who the other side is. */
  isStory(text: string): boolean {
    if (countWords(text) >= 10) return true;
    // "my landlord, Whitfield Properties LLC" names the other side; "a DUI" or "my divorce" names the matter.
    if (namedOtherSide(text, this.now, this.services)?.name) return false;
    return (
      serviceChoice.identifyService(text, this.services).kind !== "none" ||
      understandMore(null, text, this.now, this.services).practiceArea !== null
    );
  }

  identify() {
    const { m } = this;
    const account = this.texts(["description"]).join(" ");
    if (this.outsideServices()) return;
    const found = serviceChoice.identifyService(account, this.services);
    // The finer practice area of the layer decides when the keywords alone do not.
    const understood = m.understanding?.service ?? null;
    // The finer reading wins over the keywords when they disagree ("reported an injury" at work is Employment).
    // Keywords torn between services ("police" and "landlord") are settled by it when it names one of them.
    // A clear reading settles them even when it names another service ("break the lease" over black mold is a tenant's matter).
    const settles = found.kind !== "ambiguous" || practiceAreaIsClear(account);
    if (understood && (found.kind !== "match" || found.service !== understood) && settles) {
      this.chooseService(understood, "identified");
    } else if (found.kind === "match") {
      this.chooseService(found.service, "identified");
    } else if (found.kind === "ambiguous") {
      m.pending = { kind: "service", options: found.options, attempts: 0 };
    } else if (countWords(account) >= 8 || this.texts(["description"]).length >= 2) {
      // A firm without services still gets a matter: it is filed as a general consultation.
      const fallback =
        serviceChoice.fallbackService(this.services) ?? (this.services.length === 0 ? "General Consultation" : null);
      if (fallback) this.chooseService(fallback, "fallback");
      else m.pending = { kind: "service", options: [...this.services], attempts: 0 };
    } else {
      m.pending = { kind: "describe" };
    }
  }

  answerQuestions() {
    const { msg, m } = this;
    // A question that only asks for what the visitor wants ("Can you review my lease?") is answered by the interview itself.
    const kinds = msg.questions.filter(
      (kind) => kind !== "other" || (!this.informative && !this.routed && !msg.formRequest && !msg.skipRest),
    );
    if (kinds.length > 0 && !m.introduced) {
      if (!kinds.includes("identity")) this.say(wording.introduction(this.org.name));
      m.introduced = true;
    }
    for (const kind of kinds) this.say(wording.answerVisitorQuestion(kind, this.answerContext()));
  }

  // ------------------------------------------------------------------ what comes next

  advance() {
    const { m, msg } = this;
    if (!m.service) {
      if (m.pending?.kind === "service") {
        const intro =
          m.pending.attempts > 0
            ? wording.chooseNotCaught()
            : m.pending.options.length < this.services.length
              ? wording.chooseMoreThanOne()
              : null;
        if (!m.introduced) {
          this.say(wording.introduction(this.org.name));
          m.introduced = true;
        }
        this.say(wording.askToChoose(m.pending.options, intro));
        return;
      }
      if (!m.introduced) {
        // Who the other side is comes before the story: the firm checks conflicts first (ABA Model Rule 1.18).
        this.say(`${wording.welcomeLead(this.org.name)}\n\n${this.t("otherSide.askFirst")}`);
        m.introduced = true;
        m.otherSideFirst.asked = true;
        m.pending = { kind: "opposing" };
        return;
      }
      m.pending = { kind: "describe" };
      if (msg.greeting && !msg.content && msg.questions.length === 0) this.say(wording.greetingPrompt());
      else if (msg.questions.length > 0 && !msg.content) this.say(wording.whenReady());
      else if (msg.text || this.m.said.length > 0) this.say(wording.askToDescribe(this.services, m.turn));
      return;
    }

    let facts = this.facts();
    if (this.world.matterNumber) {
      this.syncMatter(facts);
      facts = this.facts();
    }
    const evidence = this.evidence(facts);
    if (msg.text && msg.greeting && !this.informative && msg.questions.length === 0 && m.pending)
      this.say(wording.greetingAgain());

    if (!facts.name && !m.name.asked) {
      m.name.asked = true;
      this.ask({ kind: "name" }, wording.askName());
      return;
    }
    if (m.pending?.kind === "name" && !facts.name) {
      this.ask({ kind: "name" }, wording.askName());
      return;
    }
    if (!facts.partySettled || m.pending?.kind === "opposing") {
      m.opposing.asked = true;
      this.ask({ kind: "opposing" }, wording.askOpposing(this.area, facts.party?.relation ?? null));
      return;
    }
    if (holdsFacts(this.world)) {
      // A likely conflict (ADR 0041): contact details only, said once, without saying why.
      if (!m.skipRest) {
        // The notice thanks the visitor itself: no "Thanks, that helps." before it.
        this.dropAck();
        this.say(this.t("conflict.hold"));
      }
      m.skipRest = true;
    }
    if (!m.skipRest) {
      const next = this.nextQuestion(evidence);
      if (next) {
        this.ask({ kind: "question", question: next.question, open: next.open }, next.text);
        return;
      }
    }
    // Before the contact form: how urgent it is, then what the matter still lacks for a lawyer.
    if (!m.skipRest && !m.contactForm.shown && !this.world.contact && !this.world.matterNumber) {
      // Not when one of the firm's questions already asked about deadlines ("Is anything urgent or due soon?").
      if (m.pending?.kind === "urgency" || (!m.urgency.asked && !facts.urgency && !this.slotsAsked().has("deadline"))) {
        m.urgency.asked = true;
        this.ask({ kind: "urgency" }, wording.askUrgency());
        return;
      }
      const followUp = this.nextFollowUp(facts);
      if (followUp) {
        this.ask({ kind: "followUp", id: followUp.id }, wording.followUpQuestion(followUp.id, followUp.question));
        return;
      }
    }
    if (!this.world.contact) {
      this.contactStep(facts);
      return;
    }
    if (!this.world.matterNumber) {
      this.createMatterStep(facts);
      return;
    }
    this.afterMatterStep(facts);
  }

  /** The pending follow-up, or the one that completes the most of what the draft matter lacks. */
  nextFollowUp(facts: Facts): FollowUp | null {
    const { m } = this;
    if (m.pending?.kind === "followUp") return followUpById(m.pending.id);
    if (m.followUps.asked >= MAX_FOLLOW_UPS) return null;
    const draft = this.draft(facts);
    const hints = missingInformation({
      service: draft.service,
      matterSummary: draft.matterSummary,
      answers: draft.answers,
      urgency: draft.urgency ?? "unknown",
      jurisdiction: draft.jurisdiction,
    });
    // What the visitor's story already gave is never asked again in other words.
    const known = [
      ...(facts.party?.name ? ["business.otherParty", "employment.employer"] : []),
      ...(facts.when ? ["timeline"] : []),
      ...(this.m.understanding?.keyDates.some((d) => d.kind === "employment_end")
        ? ["employment.employmentDates", "employment.termination"]
        : []),
      ...(facts.place?.state ? ["location", "jurisdiction"] : []),
    ];
    const asked = this.slotsAsked();
    const choice = chooseFollowUp(hints, [...m.followUps.targeted, ...known], (followUp) =>
      askedBefore(followUp.question, asked),
    );
    if (!choice) return null;
    m.followUps.targeted.push(...choice.targets);
    m.followUps.asked += 1;
    return choice.followUp;
  }

  /** Asks, unless this is an event turn (no visitor text) and the same thing is already being asked. */
  ask(pending: Pending, text: string) {
    const same = JSON.stringify(this.m.pending) === JSON.stringify(pending);
    this.m.pending = pending;
    if (!this.msg.text && same) return;
    this.say(text);
  }

  /** After the matter exists, anything new the visitor said goes to update_matter. */
  syncMatter(facts: Facts) {
    const draft = this.draft(facts);
    const changes = diffDraft(this.m.synced, draft);
    if (Object.keys(changes).length > 0) {
      this.tool("update_matter", changes);
      this.m.synced = draft;
    }
    if (this.informative) this.say(wording.addedToFile(this.world.reviewRequested, this.m.turn));
  }

  contactValues(facts: Facts): ContactDetails {
    const values: ContactDetails = {};
    if (facts.name) values.name = facts.name;
    if (facts.email) values.email = facts.email;
    if (facts.phone) values.phone = facts.phone;
    const location = facts.place ? placeLabel(facts.place) : "";
    if (location.length >= 2) values.location = location;
    if (facts.party?.name && !this.m.opposing.none) values.opposingParty = facts.party.name;
    return values;
  }

  contactStep(facts: Facts) {
    const { m } = this;
    const values = this.contactValues(facts);
    const args = {
      fields: CONTACT_FIELDS,
      required: REQUIRED_CONTACT_FIELDS,
      message: wording.contactFormMessage(),
      initialValues: values,
    };
    if (!m.contactForm.shown) {
      this.dropAck();
      this.say(wording.contactFormIntro(this.org.name, facts.name));
      this.tool("show_contact_form", args);
      m.contactForm = { shown: true, values };
      m.pending = { kind: "contact" };
      return;
    }
    if (!this.msg.text) return; // an event turn with nothing new for the visitor
    const changed = JSON.stringify(values) !== JSON.stringify(m.contactForm.values);
    if (this.msg.formRequest || changed) {
      if (this.informative) this.say(wording.noted(m.turn));
      this.say(wording.contactFormAgain(changed));
      this.tool("show_contact_form", args);
      m.contactForm.values = values;
      return;
    }
    if (this.informative) this.say(wording.noted(m.turn));
    else if (this.msg.thanks && this.msg.questions.length === 0) this.say(wording.youreWelcome(this.org.name, false));
    this.say(wording.contactReminder(this.org.name));
  }

  createMatterStep(facts: Facts) {
    const { m, world, org } = this;
    const draft = this.draft(facts);
    this.dropAck();
    this.say(wording.creatingMatter(facts.name));
    this.tool("create_matter", { ...draft });
    m.synced = draft;
    m.pending = null;
    if (!world.checklistShown) this.showChecklist(draft.service);
    const paid = this.invoiceUnlessPaid(draft.service);
    if (facts.urgency && (facts.urgency.level === "high" || facts.urgency.level === "emergency")) {
      this.say(wording.urgencyNote(facts.urgency.danger && !m.safetyNoted));
    }
    // A hearing or deadline decided the urgency: the visitor hears that the firm noted it and that it still stands.
    if (draft.urgencyReason) this.say(this.t("dates.noted", { label: draft.urgencyReason }));
    if (world.checklistDone && paid && !world.reviewRequested) this.requestReview(draft, facts);
    else this.say(wording.whatsLeft(world.checklistDone, paid, org.consultationFee));
    m.seen = { contact: true, checklistDone: world.checklistDone, paid: Boolean(world.paymentId) };
  }

  /** Shows the service's document checklist, with a word on it. */
  showChecklist(service: string) {
    this.tool("show_document_checklist", { matterType: service });
    this.m.checklistFor = service;
    this.say(wording.checklistNote());
  }

  /** Asks for the consultation fee once when the firm requires it and it is unpaid; true when nothing is owed. */
  invoiceUnlessPaid(service: string): boolean {
    const { m, world, org } = this;
    const paid = !this.paymentRequired() || Boolean(world.paymentId);
    if (!paid && !m.invoiceRequested) {
      this.tool("create_payment_invoice", {
        amount: org.consultationFee,
        description: this.invoiceDescription(service),
      });
      m.invoiceRequested = true;
      this.say(wording.paymentNote(org.name, org.consultationFee));
    }
    return paid;
  }

  afterMatterStep(facts: Facts) {
    const { m, world, org, msg } = this;
    const draft = m.synced ?? this.draft(facts);

    if (
      !world.checklistDone &&
      (!world.checklistShown || (m.checklistFor !== null && m.checklistFor !== draft.service))
    )
      this.showChecklist(draft.service);
    const paid = this.invoiceUnlessPaid(draft.service);

    const newlyPaid = Boolean(world.paymentId) && !m.seen.paid;
    const newlyChecked = world.checklistDone && !m.seen.checklistDone;
    if (newlyPaid) this.say(wording.paymentReceived());
    if (newlyChecked) this.say(wording.checklistReceived());
    m.seen = { contact: true, checklistDone: world.checklistDone, paid: Boolean(world.paymentId) };

    if (world.reviewRequested) {
      if (msg.thanks && !this.informative && msg.questions.length === 0) this.say(wording.youreWelcome(org.name, true));
      else if (msg.greeting && !this.informative && msg.questions.length === 0)
        this.say(`${wording.greetingAgain()} ${wording.inTouch(org.name)}`);
      return;
    }
    if (world.checklistDone && paid) {
      this.requestReview(draft, facts);
      return;
    }
    const spoke = msg.text !== "" || newlyPaid || newlyChecked;
    if (!spoke) return;
    if (msg.thanks && !this.informative && msg.questions.length === 0) this.say(wording.youreWelcome(org.name, false));
    this.say(wording.whatsLeft(world.checklistDone, paid, org.consultationFee));
  }

  requestReview(draft: MatterDraft, facts: Facts) {
    const reason = clip(`Intake complete (${draft.service}). ${draft.matterSummary}`, 500);
    // Unknown urgency stays null (the tool schema allows it) rather than an invented "medium".
    this.tool("request_lawyer_review", { reason, urgency: draft.urgency });
    this.say(wording.reviewRequested(this.org.name, facts.email, facts.phone));
  }

  /** Shows lawyers of the firm's directory: the asked area, else the matter's; the asked place, else the matter's. */
  searchLawyers(request: LawyerSearchRequest) {
    const practiceArea = request.practiceArea ?? this.m.service;
    const known = this.facts().place;
    const location = request.location ?? searchLocation(known);
    const args: Record<string, unknown> = {};
    if (practiceArea && serviceChoice.areaOfService(practiceArea) !== "general") args.practiceArea = practiceArea;
    if (location) args.location = location;
    if (request.language) args.language = request.language;
    if (request.maxFee !== null) args.maxFee = request.maxFee;
    this.dropAck();
    this.flush();
    this.steps.push(
      lawyerSearchStep(
        args,
        wording.lawyerSearchIntro(this.org.name, (args.practiceArea as string | undefined) ?? null, location),
        wording.noLawyersFound(this.org.name),
      ),
    );
    this.m.introduced = true;
  }

  invoiceDescription(service: string): string {
    return `Consultation fee — ${service} matter with ${this.org.name}`;
  }
}

/** The sentences of the key dates, by the question slot they answer: a deadline or a court date already given. */
function datedSentences(understanding: NarrativeUnderstanding | null, now: Date): questionSlots.Evidence["dated"] {
  const dates = understanding?.keyDates ?? [];
  const today = understanding?.referenceDate ?? now.toISOString().slice(0, 10);
  const of = (kinds: readonly KeyDate["kind"][], anyAhead: boolean) => [
    ...new Set(
      dates
        .filter(
          (d) =>
            kinds.includes(d.kind) ||
            (anyAhead && (d.kind === "other" || d.kind === "appointment") && d.iso.slice(0, 10) >= today),
        )
        .map((d) => d.sentence),
    ),
  ];
  return {
    // Any day still ahead answers "is anything due soon?" ("they want payment by the 15th of december", "the interview is on january 8").
    deadline: of(["hearing", "court_date", "response_deadline", "filing_deadline", "offer_expiry", "move_out"], true),
    court: of(["hearing", "court_date"], false),
    // "I worked there from March to October 15", "my last day was october 31": when the job ended is told.
    employmentEnd: of(["employment_end"], false),
  };
}

/** The other side in a short reply given before the story, or null when the reply names no one. */
function namedOtherSide(reply: string, now: Date, services: readonly string[]): Party | null {
  const understood = understoodParty(understandMore(null, reply, now, services));
  if (understood?.name) return understood;
  const text = reply.replace(/[.!]+$/, "").trim();
  if (
    text.includes("?") ||
    countWords(text) > 6 ||
    /^(i|i'm|im|we|my|it|this|there|hi|hello|hey|yes|no|ok|okay|help)\b/i.test(text)
  )
    return null;
  if (nlp(text).has("(#Verb|#Pronoun)")) return null;
  return {
    name: clip(
      text.replace(/^(?:the |a |an )/i, "").replace(/^[a-z]/, (c) => c.toUpperCase()),
      300,
    ),
    relation: understood?.relation ?? null,
  };
}

function echoesContact(text: string, contact: ContactDetails): boolean {
  if (!text) return false;
  if (/\b(contact (info|information|details|form)|submitted|here (are|is) my (details|info|contact))\b/i.test(text))
    return true;
  const values = [contact.email, contact.phone, contact.name].filter((v): v is string =>
    Boolean(v && v.trim().length >= 3),
  );
  return values.some((value) => text.toLowerCase().includes(value.trim().toLowerCase())) && countWords(text) <= 40;
}

function diffDraft(before: MatterDraft | null, after: MatterDraft): Partial<MatterDraft> {
  if (!before) return { ...after };
  const changes: Partial<MatterDraft> = {};
  for (const key of Object.keys(after) as (keyof MatterDraft)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      (changes as Record<string, unknown>)[key] = after[key];
    }
  }
  return changes;
}

export function planTurn(input: PlanTurnInput): PlanTurnResult {
  wording.speakIn(input.organization.language);
  const memory = loadMemory(input.memory);
  const partyBefore = memory.opposing.party?.name ?? null;
  memory.turn += 1;
  const turn = new Turn(memory, input);
  const contact = input.world.contact;
  // The message that carries a contact form submission repeats the form; it is not part of the account.
  const formEcho =
    contact !== null &&
    !memory.seen.contact &&
    memory.pending?.kind === "contact" &&
    echoesContact(turn.msg.text, contact);
  // "I've shared my contact details." and the checklist's texts are the page speaking: the world shows what happened.
  // "Find me a family lawyer in Austin": the firm's directory is searched, then the intake goes on.
  const search =
    turn.msg.text && !formEcho && !turn.msg.event
      ? readLawyerSearchRequest(turn.msg.text, input.organization.availableServices)
      : null;
  // A plain request ("can you find me a lawyer in denver") before the intake began is a search only.
  const searchOnly =
    search !== null &&
    !memory.service &&
    (memory.pending === null || memory.pending.kind === "describe") &&
    isPlainLawyerSearch(turn.msg.text);
  if (search) {
    // Before the service is known the request may also say what the matter is ("a divorce lawyer").
    if (!searchOnly && !memory.service && (memory.pending === null || memory.pending.kind === "describe"))
      turn.handleMessage();
    const introduced = memory.introduced;
    turn.searchLawyers(search);
    // Nothing of the intake was said: its introduction is still to come when the story starts.
    if (searchOnly) turn.m.introduced = introduced;
  } else if (turn.msg.text && !formEcho && !turn.msg.event) {
    turn.handleMessage();
    turn.answerQuestions();
  }
  if (!searchOnly) turn.advance();
  turn.flush();
  const answered = (turn.m.opposing.party?.name ?? null) !== partyBefore && Boolean(turn.m.opposing.party?.name);
  const partiesKnown = turn.otherSideKnown || answered ? turn.parties(turn.facts()) : null;
  return { memory: turn.m, steps: turn.steps, partiesKnown };
}

import type { TFunction } from "i18next";
import { agentText } from "./agent-text.ts";
import type { PracticeArea } from "./lexicon.ts";
import type { VisitorQuestion } from "./read-message.ts";

/**
 * The visitor's language for the words below that come from the `agent` namespace. planTurn is
 * synchronous: it sets the language on entry (speakIn) and every reply of that turn reads it, so
 * no other conversation can change it in between.
 */
let t: TFunction<"agent"> = agentText(null);
/** Whether the visitor reads English: relation words ("landlord") are English and go only into English questions. */
let english = true;
export function speakIn(language: string | null | undefined): void {
  t = agentText(language);
  english = !language || language.toLowerCase().startsWith("en");
}

/**
 * Everything the built-in assistant says to the visitor, from the `agent` namespace in the
 * visitor's language. Warm, short, plain; never a lawyer, never advice. Variants are chosen by
 * turn number, so the same conversation always reads the same.
 */

export function noRelationship(): string {
  return t("intro.noRelationship");
}

export function pick<T>(options: readonly T[], turn: number): T {
  return options[turn % options.length];
}

function variants(key: string): string[] {
  return t(key, { returnObjects: true }) as unknown as string[];
}

export function welcomeLead(firm: string): string {
  return t("welcome.lead", { firm });
}

export function introduction(firm: string): string {
  return t("intro.assistant", { firm });
}

export function askToDescribe(services: readonly string[], turn: number): string {
  const lead = pick(variants("describe.lead"), turn);
  const list = services.length > 0 ? ` ${t("describe.services", { services: listWords(services) })}` : "";
  return `${lead} ${t("ask.describe")}${list}`;
}

export function askToChoose(options: readonly string[], intro: string | null): string {
  const lines = options.map((option, index) => `${index + 1}. ${option}`).join("\n");
  return `${intro ?? t("choose.intro")}\n\n${lines}\n\n${t("choose.howToReply")}`;
}

/** "Sorry, I didn't catch which one you meant." after a reply that named none of the options. */
export function chooseNotCaught(): string {
  return t("choose.notCaught");
}

/** The options are a narrowed list of the firm's services. */
export function chooseMoreThanOne(): string {
  return t("choose.moreThanOne");
}

const EMPATHY_AREAS: readonly PracticeArea[] = [
  "family",
  "employment",
  "injury",
  "criminal",
  "civil",
  "housing",
  "immigration",
  "estate",
  "bankruptcy",
];

export function empathy(area: PracticeArea | null): string {
  return t(`empathy.${area && EMPATHY_AREAS.includes(area) ? area : "default"}`);
}

/** "a Family matter", "an Employment matter". */
export function article(word: string): "a" | "an" {
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

/** The service sentences carry English's article as a context ("identified_an"); other languages ignore it. */
function serviceSentence(key: "identified" | "fallback" | "picked" | "switched", service: string): string {
  return t(`service.${key}`, { service, context: article(service) === "an" ? "an" : undefined });
}

export function serviceIdentified(service: string): string {
  return serviceSentence("identified", service);
}

export function serviceFallback(service: string): string {
  return serviceSentence("fallback", service);
}

export function servicePicked(service: string): string {
  return serviceSentence("picked", service);
}

export function serviceSwitched(service: string): string {
  return serviceSentence("switched", service);
}

export function askName(): string {
  return t("ask.name");
}

const OPPOSING_PROMPT_AREAS: readonly PracticeArea[] = [
  "family",
  "employment",
  "injury",
  "criminal",
  "business",
  "contract",
  "ip",
  "housing",
];

/** Relations that are organisations or strangers: "the name of the HOA", not "your HOA's full name". */
const UNNAMED_RELATION =
  /^(other |truck driver|driver|store|restaurant|hospital|company|owner|property owner|property manager|hoa|HOA|employer|former employer|bank|lender|creditor|debt collector|competitor|vendor|supplier)/;

export function askOpposing(area: PracticeArea | null, relation: string | null): string {
  const reason = ` ${t("ask.conflictReason")}`;
  if (relation && english) {
    const known = UNNAMED_RELATION.test(relation)
      ? t("ask.relationName", { relation })
      : t("ask.relationFullName", { relation });
    return `${known}${reason}`;
  }
  const prompt = t(`ask.otherSide.${area && OPPOSING_PROMPT_AREAS.includes(area) ? area : "other"}`);
  return `${prompt}${reason}`;
}

export function askUrgency(): string {
  return t("ask.urgency");
}

/** A follow-up question (follow-ups.ts) as the visitor reads it; the firm's record keeps the English text. */
export function followUpQuestion(id: string, english: string): string {
  return t(`followUp.${id}`, { defaultValue: english });
}

export function acknowledgeAnswer(turn: number): string {
  return pick(variants("ack.answer"), turn);
}

export function acknowledgeSkip(turn: number): string {
  return pick(variants("ack.skip"), turn);
}

export function thanksName(name: string): string {
  return t("interview.thanksName", { name: firstName(name) });
}

export function noProblem(): string {
  return t("interview.noProblem");
}

export function skipRest(): string {
  return t("interview.skipRest");
}

export function contactFormIntro(firm: string, name: string | null): string {
  return name ? t("contact.introNamed", { firm, name: firstName(name) }) : t("contact.intro", { firm });
}

export function contactFormMessage(): string {
  return t("contact.formMessage");
}

export function contactFormAgain(prefilled: boolean): string {
  return prefilled ? t("contact.formAgainPrefilled") : t("contact.formAgain");
}

export function contactReminder(firm: string): string {
  return t("contact.reminder", { firm });
}

export function creatingMatter(name: string | null): string {
  return name ? t("matter.creatingNamed", { name: firstName(name) }) : t("matter.creating");
}

export function checklistNote(): string {
  return t("matter.checklistNote");
}

export function paymentNote(firm: string, fee: number): string {
  return t("matter.paymentNote", { firm, fee: formatDollars(fee) });
}

export function whatsLeft(checklistDone: boolean, paid: boolean, fee: number): string {
  if (!checklistDone && !paid) return t("matter.leftBoth", { fee: formatDollars(fee) });
  if (!checklistDone) return t("matter.leftChecklist");
  if (!paid) return t("matter.leftPayment", { fee: formatDollars(fee) });
  return "";
}

export function safetyNote(): string {
  return t("urgent.safety");
}

export function urgencyNote(danger: boolean): string {
  return danger ? t("urgent.markedDanger") : t("urgent.marked");
}

export function reviewRequested(firm: string, email: string | null, phone: string | null): string {
  const channel = email ?? phone;
  return [
    channel ? t("review.sentTo", { firm, channel }) : t("review.sent", { firm }),
    t("review.noRelationship"),
  ].join("\n\n");
}

export function addedToFile(reviewed: boolean, turn: number): string {
  const base = pick(variants("after.addedToFile"), turn);
  return reviewed ? `${base} ${t("after.lawyerWillSee")}` : base;
}

export function noted(turn: number): string {
  return pick(variants("after.noted"), turn);
}

export function youreWelcome(firm: string, reviewed: boolean): string {
  return reviewed ? `${t("after.welcome")} ${inTouch(firm)}` : t("after.welcome");
}

/** "A lawyer at the firm will be in touch…", after a greeting once the case is with a lawyer. */
export function inTouch(firm: string): string {
  return t("after.inTouch", { firm });
}

export function paymentReceived(): string {
  return t("matter.paymentReceived");
}

export function checklistReceived(): string {
  return t("matter.checklistReceived");
}

export function greetingAgain(): string {
  return t("describe.greetingAgain");
}

/** "Hi again! In a few sentences, what's going on?" */
export function greetingPrompt(): string {
  return `${greetingAgain()} ${t("describe.greetingPrompt")}`;
}

export function whenReady(): string {
  return t("describe.whenReady");
}

const GENERAL_INFO_AREAS: readonly PracticeArea[] = [
  "family",
  "employment",
  "injury",
  "criminal",
  "ip",
  "business",
  "contract",
  "civil",
  "housing",
];

export type AnswerContext = {
  firm: string;
  area: PracticeArea | null;
  services: readonly string[];
  requiresPayment: boolean;
  fee: number;
  phase: "interview" | "contact" | "matter" | "reviewed";
  pendingWhy: "name" | "opposing" | "question" | null;
};

/** A short, information-only answer to something the visitor asked. */
export function answerVisitorQuestion(kind: VisitorQuestion, ctx: AnswerContext): string {
  const firm = ctx.firm;
  switch (kind) {
    case "identity":
      return t("answer.identity", { firm });
    case "services":
      return t("answer.services", { firm, services: listWords(ctx.services) });
    case "why":
      return ctx.pendingWhy === "name" || ctx.pendingWhy === "opposing" ? t("answer.whyConflict") : t("answer.why");
    case "clarify":
      return t("answer.clarify");
    case "next_steps":
      return nextSteps(ctx);
    case "confidential":
      return t("answer.confidential", { firm });
    case "advice": {
      const info =
        ctx.area && GENERAL_INFO_AREAS.includes(ctx.area)
          ? ` ${t("generalInfo.lead", { info: t(`generalInfo.${ctx.area}`) })}`
          : "";
      return `${t("answer.advice", { firm })}${info} ${noRelationship()}`;
    }
    case "cost":
      return ctx.requiresPayment && ctx.fee > 0
        ? t("answer.costFee", { firm, fee: formatDollars(ctx.fee) })
        : t("answer.costFree", { firm });
    case "other":
      return t("answer.other");
  }
}

function nextSteps(ctx: AnswerContext): string {
  switch (ctx.phase) {
    case "interview":
      return t("nextSteps.interview");
    case "contact":
      return t("nextSteps.contact");
    case "matter":
      return ctx.requiresPayment
        ? t("nextSteps.matterPayment", { firm: ctx.firm })
        : t("nextSteps.matter", { firm: ctx.firm });
    case "reviewed":
      return t("nextSteps.reviewed", { firm: ctx.firm });
  }
}

export function firstName(name: string): string {
  return name.split(/\s+/)[0] ?? name;
}

export function formatDollars(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return t("list.and", { items: items.slice(0, -1).join(t("list.separator")), last: items.at(-1) });
}

/** After a lawyer search that found no one: the 'No Lawyers Found' card follows, with Search Again. */
export function noLawyersFound(firm: string): string {
  return t("lawyers.none", { firm });
}

/** Before the lawyer search results: what was searched. */
export function lawyerSearchIntro(firm: string, practiceArea: string | null, location: string | null): string {
  const area = practiceArea?.toLowerCase();
  if (area && location) return t("lawyers.introAreaPlace", { firm, area, place: location });
  if (area) return t("lawyers.introArea", { firm, area });
  if (location) return t("lawyers.introPlace", { firm, place: location });
  return t("lawyers.intro", { firm });
}

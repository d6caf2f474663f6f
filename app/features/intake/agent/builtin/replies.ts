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
export function speakIn(language: string | null | undefined): void {
  t = agentText(language);
}

/**
 * Everything the built-in assistant says. Warm, short, plain English; never a lawyer, never
 * advice. Variants are chosen by turn number, so the same conversation always reads the same.
 */

export const NO_RELATIONSHIP = "Chatting with me doesn't create an attorney-client relationship.";
export const NOT_ADVICE = "I'm not a lawyer and can't give legal advice";

export function pick<T>(options: readonly T[], turn: number): T {
  return options[turn % options.length];
}

export function welcomeLead(firm: string): string {
  return t("welcome.lead", { firm });
}

export function introduction(firm: string): string {
  return `I'm ${firm}'s virtual intake assistant — not a lawyer — and I'll collect the details so a lawyer at the firm can review them.`;
}

export function askToDescribe(services: readonly string[], turn: number): string {
  const lead = pick(
    ["I'd be glad to help.", "Happy to help with that.", "Thanks for reaching out."],
    turn,
  );
  const list = services.length > 0 ? ` The firm helps with ${listWords(services)}.` : "";
  return `${lead} ${t("ask.describe")}${list}`;
}

export function askToChoose(options: readonly string[], intro: string | null): string {
  const lines = options.map((option, index) => `${index + 1}. ${option}`).join("\n");
  return `${intro ?? "Which of these fits your situation best?"}\n\n${lines}\n\nYou can reply with the number or the name.`;
}

const EMPATHY: Partial<Record<PracticeArea, string>> = {
  family: "I'm sorry you're going through this — it's a lot to handle.",
  employment: "I'm sorry you're dealing with this at work.",
  injury: "I'm sorry you were hurt, and I hope you're recovering.",
  criminal: "Thank you for telling me — I know this can be stressful.",
  civil: "That sounds frustrating — thank you for explaining.",
  housing: "That sounds stressful — thank you for explaining.",
  immigration: "Thank you for explaining — I know these situations can be stressful.",
  estate: "Thank you for explaining.",
  bankruptcy: "Thank you for explaining — money worries are stressful.",
};

export function empathy(area: PracticeArea | null): string {
  return (area && EMPATHY[area]) ?? "Thank you for explaining.";
}

/** "a Family matter", "an Employment matter". */
export function article(word: string): "a" | "an" {
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

export function serviceIdentified(service: string): string {
  return `It sounds like ${article(service)} **${service}** matter, so I'll ask a few quick questions for the lawyer.`;
}

export function serviceFallback(service: string): string {
  return `I'll note this as ${article(service)} **${service}** so a lawyer can take a look, and ask a few quick questions first.`;
}

export function servicePicked(service: string): string {
  return `Thanks — I'll note this as ${article(service)} **${service}** matter and ask a few quick questions.`;
}

export function serviceSwitched(service: string): string {
  return `Got it — I'll treat this as ${article(service)} **${service}** matter instead.`;
}

export function askName(): string {
  return t("ask.name");
}

const OPPOSING_PROMPT_AREAS: readonly PracticeArea[] = ["family", "employment", "injury", "criminal", "business", "contract", "ip", "housing"];

/** Relations that are organisations or strangers: "the name of the HOA", not "your HOA's full name". */
const UNNAMED_RELATION = /^(other |truck driver|driver|store|restaurant|hospital|company|owner|property owner|property manager|hoa|HOA|employer|former employer|bank|lender|creditor|debt collector|competitor|vendor|supplier)/;

export function askOpposing(area: PracticeArea | null, relation: string | null): string {
  const reason = ` ${t("ask.conflictReason")}`;
  if (relation) {
    const known = UNNAMED_RELATION.test(relation) ? t("ask.relationName", { relation }) : t("ask.relationFullName", { relation });
    return `${known}${reason}`;
  }
  const prompt = t(`ask.otherSide.${area && OPPOSING_PROMPT_AREAS.includes(area) ? area : "other"}`);
  return `${prompt}${reason}`;
}

export function askUrgency(): string {
  return t("ask.urgency");
}

export function acknowledgeAnswer(turn: number): string {
  return pick(t("ack.answer", { returnObjects: true }) as string[], turn);
}

export function acknowledgeSkip(turn: number): string {
  return pick(t("ack.skip", { returnObjects: true }) as string[], turn);
}

export function contactFormIntro(firm: string, name: string | null): string {
  return `Thank you${name ? `, ${firstName(name)}` : ""} — that's everything I need for now. Please share your contact details in the form below so ${firm} can reach you.`;
}

export const CONTACT_FORM_MESSAGE = "Please check these details so the firm can contact you about your matter.";

export function contactFormAgain(prefilled: boolean): string {
  return prefilled ? "Here's the contact form again, with what you've told me filled in." : "Here's the contact form again.";
}

export function contactReminder(firm: string): string {
  return `Whenever you're ready, please fill in the contact form above so ${firm} can follow up with you.`;
}

export function creatingMatter(name: string | null): string {
  return `Thank you${name ? `, ${firstName(name)}` : ""}. I'm creating your case file now.`;
}

export const CHECKLIST_NOTE =
  "I've added a short checklist of documents that would help the lawyer. Upload what you have, or skip anything you don't have handy.";

export function paymentNote(firm: string, fee: number): string {
  return `${firm} charges a ${formatDollars(fee)} consultation fee, which you can pay securely using the payment link above.`;
}

export function whatsLeft(checklistDone: boolean, paid: boolean, fee: number): string {
  const todo: string[] = [];
  if (!checklistDone) todo.push("upload your documents from the checklist (or skip the ones you don't have)");
  if (!paid) todo.push(`complete the ${formatDollars(fee)} consultation payment`);
  if (todo.length === 0) return "";
  return `When you're ready, ${todo.join(" and ")} — then I'll send your case to a lawyer for review.`;
}

export const SAFETY_NOTE = "If you are in immediate danger, please call 911 now.";

export function urgencyNote(danger: boolean): string {
  const flag = "I've marked your matter as urgent so the firm sees it quickly.";
  return danger ? `${flag} If you are in immediate danger, please call 911.` : flag;
}

export function reviewRequested(firm: string, email: string | null, phone: string | null): string {
  const channel = email ? ` at ${email}` : phone ? ` at ${phone}` : "";
  return [
    `Thank you — everything's in place. I've sent your case to a lawyer at ${firm} for review, and the firm will contact you${channel} about next steps.`,
    `${NO_RELATIONSHIP.replace("Chatting with me doesn't", "This chat doesn't")} That only begins if the firm agrees to represent you. If anything changes in the meantime, just tell me here and I'll add it to your case file.`,
  ].join("\n\n");
}

export function addedToFile(reviewed: boolean, turn: number): string {
  const base = pick(["Thanks — I've added that to your case file.", "Thank you — I've updated your case file."], turn);
  return reviewed ? `${base} The lawyer reviewing your case will see it.` : base;
}

export function noted(turn: number): string {
  return pick(["Thanks — I've noted that.", "Thank you — I've added that to my notes for the lawyer."], turn);
}

export function youreWelcome(firm: string, reviewed: boolean): string {
  return reviewed
    ? `You're welcome! A lawyer at ${firm} will be in touch. If anything changes, just let me know here.`
    : "You're welcome!";
}

export function paymentReceived(): string {
  return "Payment received — thank you!";
}

export function checklistReceived(): string {
  return "Thanks for taking care of the document checklist.";
}

export function greetingAgain(): string {
  return "Hi again!";
}

const GENERAL_INFO: Partial<Record<PracticeArea, string>> = {
  family: "family-law outcomes depend on your state's rules and on details such as any existing court orders, finances and what's best for any children",
  employment: "employment claims often turn on the reason for the employer's decision, your state's laws, and deadlines for filing with agencies such as the EEOC, which can be short",
  injury: "injury claims usually depend on who was at fault, the injuries and treatment, and filing deadlines that vary by state",
  criminal: "anyone facing charges has the right to remain silent and the right to be represented by a lawyer",
  ip: "it depends on the kind of right involved (trademark, copyright, patent or trade secret), when the work was created or first used, and whether anything is registered",
  business: "it usually depends on how the business is organized and what any operating or partnership agreement says",
  contract: "how a contract is read depends on its exact wording, which state's law applies, and any deadlines in it",
  civil: "civil disputes often turn on the evidence, the amount at stake, and time limits for bringing a claim, which vary by state",
  housing: "landlord-tenant rules vary a lot by state and city, and notices often come with short deadlines",
};

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
  switch (kind) {
    case "identity":
      return `I'm ${ctx.firm}'s virtual intake assistant, not a lawyer. I gather the details of your situation so a lawyer at the firm can review them. Nothing I say is legal advice, and ${NO_RELATIONSHIP.charAt(0).toLowerCase()}${NO_RELATIONSHIP.slice(1)}`;
    case "services":
      return `${ctx.firm} helps with ${listWords(ctx.services)}.`;
    case "why":
      if (ctx.pendingWhy === "name" || ctx.pendingWhy === "opposing")
        return "Good question. Before a lawyer looks at a matter, the firm checks that it doesn't already represent anyone on the other side — that's called a conflict check, and it needs names.";
      return "Good question — these details help the lawyer understand your situation before they contact you. You can always say \"skip\" if you'd rather not answer.";
    case "clarify":
      return "No problem — just answer in your own words, as much or as little as you know. You can also say \"skip\".";
    case "next_steps":
      return nextSteps(ctx);
    case "confidential":
      return `What you share here goes to ${ctx.firm} so a lawyer can review your matter; it isn't shared with the other side. Because ${NO_RELATIONSHIP.charAt(0).toLowerCase()}${NO_RELATIONSHIP.slice(1, -1)}, please share only what's needed to describe your situation.`;
    case "advice": {
      const info = ctx.area && GENERAL_INFO[ctx.area] ? ` As general information only: ${GENERAL_INFO[ctx.area]}.` : "";
      return `That's an important question, but I'm not a lawyer and can't give legal advice — a lawyer at ${ctx.firm} will review what you share and can tell you where you stand.${info} ${NO_RELATIONSHIP}`;
    }
    case "cost":
      return ctx.requiresPayment && ctx.fee > 0
        ? `${ctx.firm} charges a ${formatDollars(ctx.fee)} consultation fee. You'll see a secure payment link once your case file is created.`
        : `There's no charge to send your information to ${ctx.firm}. The firm will discuss any fees with you directly.`;
    case "other":
      return `That's a good question for the lawyer — I'll make sure they have the details. ${NOT_ADVICE}.`;
  }
}

function nextSteps(ctx: AnswerContext): string {
  switch (ctx.phase) {
    case "interview":
      return "I'll ask a few short questions, then take your contact details and create a case file. A lawyer at the firm reviews it and contacts you about next steps.";
    case "contact":
      return "Once you fill in the contact form, I'll create your case file, and a lawyer at the firm will review it and contact you.";
    case "matter":
      return `Your case file is created. Once the document checklist${ctx.requiresPayment ? " and payment are" : " is"} done, I'll send it to a lawyer at ${ctx.firm} for review.`;
    case "reviewed":
      return `Your case is with a lawyer at ${ctx.firm} for review, and the firm will contact you about next steps.`;
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
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** Before the lawyer search results: what was searched. */
export function lawyerSearchIntro(firm: string, practiceArea: string | null, location: string | null): string {
  const area = practiceArea ? ` for ${practiceArea.toLowerCase()} matters` : "";
  const place = location ? ` near ${location}` : "";
  return `Here are lawyers from ${firm}'s directory${area}${place}. Choose **Contact** on a card for their phone, e-mail and website, or to contact them through this chat.`;
}

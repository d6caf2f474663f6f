import { collapseSpace } from "~/lib/sentences.ts";
import { countWords, splitSentences } from "./tokens.ts";

/**
 * What a visitor's message does besides stating facts: greets, thanks, skips a question, asks the
 * assistant something. `content` is what is left to treat as the visitor's account or answer.
 */

export type VisitorQuestion =
  | "identity" // "are you a lawyer / a bot?"
  | "services" // "what kind of cases do you handle?"
  | "why" // "why do you need that?"
  | "clarify" // "what do you mean?"
  | "next_steps" // "what happens next?"
  | "confidential"
  | "advice" // "do I have a case?", "what should I do?"
  | "cost"
  | "other";

export type MessageReading = {
  text: string;
  greeting: boolean;
  thanks: boolean;
  /** "I don't know", "skip", "not sure": the pending question gets "Not provided". */
  skip: boolean;
  /** "Skip the questions", "I just want to talk to a lawyer". */
  skipRest: boolean;
  /** "Where is the form?", "I don't see it". */
  formRequest: boolean;
  questions: VisitorQuestion[];
  /** Statements: the message without greetings, thanks and the visitor's own questions. */
  content: string;
  /**
   * Everything that may describe the visitor's situation, questions included: "Can you review my
   * lease before I sign it?" says what the matter is. Used to route the visitor, never as an answer.
   */
  account: string;
  /**
   * The page speaking for the visitor after a form or the checklist ("I've shared my contact
   * details.", "I've uploaded the documents."): it reports an event and says nothing about the matter.
   */
  event: PageEvent | null;
};

export type PageEvent = "contact" | "documents";

/** Questions about the assistant or the process, which say nothing about the visitor's matter. */
const META_QUESTIONS = new Set<VisitorQuestion>([
  "identity",
  "services",
  "why",
  "clarify",
  "next_steps",
  "confidential",
  "cost",
]);

const MAX_TEXT = 4000;

const GREETING =
  /^(?:hi+|hello+|hey+|hiya|howdy|greetings|good (?:morning|afternoon|evening|day)|yo)\b(?:\s+there)?(?:[\s,!.-]+(?:how are you(?: doing)?|how'?s it going)\??)?[\s,!.-]*/i;
const THANKS_ONLY =
  /^(?:(?:ok(?:ay)?|great|cool|perfect|alright|all right|awesome|nice|sure|got it|sounds good|understood|will do|thanks|thank you|thx|ty|appreciate it|much appreciated)(?:\s+(?:so much|very much|a lot|again))?[\s,!.]*)+$/i;
const SKIP =
  /^(?:(?:um+|uh+|well|honestly|sorry|hmm+)[,\s]+)?(?:i\s+)?(?:(?:do\s*n[o']?t|do not|dont)\s+know|(?:am\s+|'m\s+)?not sure|no idea|skip(?: (?:it|this|this one|that))?|pass|n\/?a|prefer not to (?:say|answer)|i'?d rather not(?: say)?|rather not(?: say)?|unsure|idk|no comment|(?:can'?t|cannot|don'?t) remember|not applicable|i'?m not sure)\b/i;
const SKIP_REST =
  /\b(?:skip (?:the |these |all (?:the |these )?|the rest of the |remaining |your )?questions|no more questions|(?:just )?(?:want|wanna|need|like|'d like) to (?:talk|speak) (?:to|with) (?:a |an )?(?:real )?(?:lawyer|attorney|person|human)|(?:let me|can i|could i) (?:talk|speak) (?:to|with) (?:a |an )?(?:real )?(?:lawyer|attorney|person|human)|connect me (?:to|with) (?:a |an )?(?:lawyer|attorney))\b/i;
const FORM_REQUEST =
  /\b(?:the form|contact form|where do i (?:enter|put|type)|(?:don'?t|do not|can'?t|cannot) (?:see|find) (?:it|the|a|any)|show (?:it|the form|me the form) again|didn'?t (?:get|see) (?:it|the|a) form|form (?:again|didn'?t|isn'?t|is not))\b/i;

const CONTACT_WORDS = "contact (?:details|info(?:rmation)?|form)";
const DOCUMENT_WORDS = "(?:documents?|docs|files?|uploads?|(?:document )?checklist|paperwork)";
const EVENT_RULES: [PageEvent, RegExp][] = [
  [
    "contact",
    new RegExp(
      `^(?:i(?:'ve| have)?|we(?:'ve| have)?) (?:just |now )?(?:shared|submitted|sent|entered|filled (?:in|out)|provided|added|updated|completed|saved) (?:my |our |the )?${CONTACT_WORDS}(?: (?:above|below|form))?$`,
      "i",
    ),
  ],
  ["contact", new RegExp(`^here (?:are|is) (?:my |our )${CONTACT_WORDS}$`, "i")],
  // "Contact information submitted: Sam Quinn, sam@example.com" repeats the form, which the world already holds.
  [
    "contact",
    new RegExp(
      `^(?:my |our )?${CONTACT_WORDS} (?:have been |has been |were |was |is )?(?:submitted|shared|sent|saved|updated|provided)(?:[:,].*)?$`,
      "i",
    ),
  ],
  [
    "documents",
    new RegExp(
      `^(?:i(?:'ll| will)|i(?:'m| am) going to|let me|we(?:'ll| will)) skip (?:the |my |our )?${DOCUMENT_WORDS}(?: for now| for the moment)?$`,
      "i",
    ),
  ],
  [
    "documents",
    new RegExp(
      `^(?:i(?:'ve| have)?|we(?:'ve| have)?) (?:just |now )?(?:uploaded|shared|added|sent|attached|completed|finished|skipped) (?:the |my |our |all (?:the |my |our )?)?${DOCUMENT_WORDS}(?: (?:for now|above|below))?$`,
      "i",
    ),
  ],
  [
    "documents",
    new RegExp(
      `^(?:the )?${DOCUMENT_WORDS} (?:(?:have been |has been |are |is )?(?:uploaded|skipped|completed|done|sent))$`,
      "i",
    ),
  ],
];

/** Which page event a message reports, if it is one of the texts the page sends for the visitor. */
export function pageEventOf(text: string): PageEvent | null {
  const bare = collapseSpace(text)
    .replace(/’/g, "'")
    .replace(/[.!]+$/, "");
  for (const [event, rule] of EVENT_RULES) if (rule.test(bare)) return event;
  return null;
}

const QUESTION_RULES: [VisitorQuestion, RegExp][] = [
  [
    "identity",
    /\b(are you (?:a |an )?(?:real )?(?:lawyer|attorney|human|person|bot|robot|ai|computer|machine|paralegal)|who am i (?:talking|speaking|chatting) (?:to|with)|is this (?:a )?(?:bot|robot|ai|real person|lawyer|human)|am i (?:talking|speaking|chatting) (?:to|with) (?:a )?(?:lawyer|bot|human|person|real))\b/i,
  ],
  [
    "services",
    /\b((?:what|which) (?:kinds?|types?|sorts?|areas?) of (?:cases|law|services|matters|things|legal|issues)|what (?:do you|does the firm|does your firm|can you) (?:do|handle|help with|offer|cover)|what services|practice areas?|do you (?:handle|do|take|help with) )/i,
  ],
  [
    "why",
    /(?:^why\b|\bwhy do you (?:need|want|ask)|\bwhy (?:are you asking|is that needed|does (?:it|that) matter|do you need)|\bwhat do you need (?:it|that|this|my \w+) for)/i,
  ],
  [
    "clarify",
    /\b(what do you mean|i don'?t understand|what does that mean|can you explain (?:that|the question)|not sure what you mean|meaning\?)/i,
  ],
  [
    "next_steps",
    /\b(what happens next|what(?:'s| is| are) (?:the )?next steps?|next steps?|how long (?:will|does|until|before)|when will (?:i|someone|a lawyer|the lawyer|you) (?:hear|get|be|call|contact)|will (?:someone|a lawyer|the lawyer|anyone) (?:call|contact|email|reach))\b/i,
  ],
  [
    "confidential",
    /\b(confidential|private|privacy|secure|who (?:will see|sees|can see|reads)|share my (?:info|information|details))\b/i,
  ],
  [
    "advice",
    /\b(do i have a (?:good |strong |valid |real )?case|should i|what should i|can i (?:sue|get|keep|stop|file|take|make|be|win|press)|could i (?:sue|get|win)|will i (?:win|get|lose|go to jail|have to)|what are my (?:rights|options|chances)|is (?:it|this|that) (?:legal|illegal|allowed|bad|normal|worth)|am i (?:entitled|liable|allowed|in trouble|going to)|how much (?:can|could|will|would) i|what would you (?:do|advise|recommend|suggest)|can you (?:advise|tell me what|help me decide|give me (?:legal )?advice)|is (?:he|she|they|my \w+) allowed|can (?:he|she|they|my \w+) (?:do|fire|evict|take|keep|sue|make)|legal advice|what are the chances|how likely|what do i do|what can i do)\b/i,
  ],
  [
    "cost",
    /\b(how much|cost|costs|fee|fees|price|pricing|charge for|afford|free consultation|is (?:this|it) free|do i (?:have to|need to) pay)\b/i,
  ],
];

const INTERROGATIVE_TAIL =
  /(?:^|[,;]\s*|\s(?:and|so|but)\s+)((?:can|could|should|would|will|do|does|did|is|are|am|was|what|how|why|when|where|who|which)\b[^,;]*\?)\s*$/i;

function classify(question: string): VisitorQuestion {
  for (const [kind, re] of QUESTION_RULES) if (re.test(question)) return kind;
  return "other";
}

export function readMessage(raw: string): MessageReading {
  const text = collapseSpace(raw.slice(0, MAX_TEXT));
  const greetingMatch = GREETING.exec(text);
  const afterGreeting = greetingMatch ? text.slice(greetingMatch[0].length).trim() : text;
  const questions: VisitorQuestion[] = [];
  const kept: string[] = [];
  const accountParts: string[] = [];
  for (const sentence of splitSentences(afterGreeting)) {
    if (!sentence.trim().endsWith("?")) {
      kept.push(sentence);
      accountParts.push(sentence);
      continue;
    }
    const tail = INTERROGATIVE_TAIL.exec(sentence);
    const question = tail && tail.index > 0 ? tail[1] : sentence;
    const kind = classify(question);
    if (tail && tail.index > 0)
      kept.push(
        sentence
          .slice(0, tail.index)
          .replace(/[,;\s]+$/, "")
          .concat("."),
      );
    if (!META_QUESTIONS.has(kind)) accountParts.push(sentence);
    else if (tail && tail.index > 0)
      accountParts.push(
        sentence
          .slice(0, tail.index)
          .replace(/[,;\s]+$/, "")
          .concat("."),
      );
    // A bare yes/no-shaped reply such as "Yes?" or "Since March?" is an answer, not a question for us.
    if (kind === "other" && countWords(question) <= 3 && !/^(why|what|how|who|where|when)\b/i.test(question))
      kept.push(question);
    else questions.push(kind);
  }
  const contentText = kept.join(" ").trim();
  const thanks =
    THANKS_ONLY.test(contentText) || (/^(thanks|thank you)\b/i.test(contentText) && countWords(contentText) <= 4);
  const content = thanks ? "" : contentText;
  const skipMatch = SKIP.exec(content);
  const skip = Boolean(skipMatch) && countWords(content.slice(skipMatch![0].length)) <= 3;
  return {
    text,
    greeting: Boolean(greetingMatch) && greetingMatch![0].trim().length > 0,
    thanks,
    skip,
    skipRest: SKIP_REST.test(text),
    formRequest: FORM_REQUEST.test(text),
    questions: [...new Set(questions)],
    content,
    account: thanks && kept.length === accountParts.length ? "" : accountParts.join(" ").trim(),
    event: pageEventOf(text),
  };
}

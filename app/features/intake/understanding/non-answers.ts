/**
 * Replies that answer nothing ("I just told you", "not sure", "idk", "why do you need that").
 * A non-answer is never stored as a fact; what follows it ("I just told you, Kyle Whitfield") is.
 */

const NON_ANSWER = new RegExp(
  [
    "i (?:just |already )?(?:told|said|gave|mentioned)(?: (?:you|that|it|this))?(?: (?:already|before|earlier|above))?",
    "(?:as )?i (?:said|mentioned)(?: (?:before|earlier|above))?",
    "(?:i'?m |im )?not (?:sure|certain)",
    "i (?:don'?t|dont|do not) know",
    "(?:i )?(?:don'?t|dont|do not) remember",
    "idk|dunno|no idea|no clue|unsure|unknown|n/?a|pass|skip",
    "why (?:do|would) you (?:need|want) (?:that|this|to know)(?: for)?",
    "(?:it'?s |its )?none of your business",
    "(?:read|see|check) (?:my|the) (?:message|above|previous message)(?: above)?",
    "(?:it'?s |its )?(?:above|in my (?:first |last )?message)",
  ].join("|"),
  "i",
);
const LEADING = new RegExp(
  `^\\s*(?:(?:um+|uh+|well|so|ok(?:ay)?|yeah|yes|no|like|lol|ugh)[,!. ]+)*(?:${NON_ANSWER.source})[\\s,.:;!?—-]*`,
  "i",
);

export type ReadAnswer = { answer: string | null; nonAnswer: boolean };

/** The answer part of a reply, without its non-answer lead; null when nothing is left. */
export function readAnswer(reply: string): ReadAnswer {
  const text = reply.trim();
  const lead = LEADING.exec(text);
  if (!lead) return { answer: text || null, nonAnswer: false };
  const rest = text
    .slice(lead[0].length)
    .replace(/^(?:(?:it'?s|its|it was|that'?s|thats|the name is|name is|they are|he is|she is)\s+)/i, "")
    .replace(/[.!?]+$/, "")
    .trim();
  return { answer: rest.length >= 2 ? rest : null, nonAnswer: true };
}

export function isNonAnswer(reply: string): boolean {
  return readAnswer(reply).answer === null && reply.trim().length > 0
    ? true
    : readAnswer(reply).nonAnswer && readAnswer(reply).answer === null;
}

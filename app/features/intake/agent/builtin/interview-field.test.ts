import { beforeAll, describe, expect, it } from "vitest";
import { warmUnderstanding } from "~/features/intake/understanding/index.ts";
import {
  FIELD_NARRATIVES,
  FIELD_NOW,
  type FieldNarrative,
} from "~/features/intake/understanding/narratives-field.fixtures.ts";
import { differences } from "~/features/intake/understanding/narratives-field.check.ts";
import {
  HOLDOUT_NARRATIVES,
  HOLDOUT_NARRATIVES_2,
  HOLDOUT_NARRATIVES_3,
  HOLDOUT_NARRATIVES_4,
  HOLDOUT_NARRATIVES_5,
  HOLDOUT_NARRATIVES_6,
  HOLDOUT_NARRATIVES_7,
  HOLDOUT_NARRATIVES_8,
} from "~/features/intake/understanding/narratives-holdout.fixtures.ts";
import { HOLDOUT_NARRATIVES_9 } from "~/features/intake/understanding/narratives-holdout-9.fixtures.ts";
import {
  HOLDOUT_NARRATIVES_10,
  HOLDOUT_NARRATIVES_11,
  HOLDOUT_NARRATIVES_12,
  HOLDOUT_NARRATIVES_13,
} from "~/features/intake/understanding/narratives-holdout-10.fixtures.ts";
import {
  type InterviewMemory,
  type MatterDraft,
  type OrganizationBrief,
  planTurn,
  type WorldSnapshot,
} from "./interview.ts";
import { freshWorld, harborLegal } from "./fresh-world.fixtures.ts";

// The gazetteer and the NLP lexicon load once, before the timed tests.
beforeAll(() => warmUnderstanding(), 60_000);

/**
 * The built-in interview on field narratives (issue 13): the first message, then two non-answers,
 * then the rest of the interview. It never asks for what the narrative said, never stores a
 * non-answer as a fact, and files the matter the narrative describes.
 */
const FIRM: OrganizationBrief = harborLegal();

function converse(n: FieldNarrative): { asked: string; matter: MatterDraft } {
  const now = new Date(n.now ?? FIELD_NOW);
  let memory: InterviewMemory | null = null;
  const world: WorldSnapshot = freshWorld();
  const texts: string[] = [];
  let matter: MatterDraft | null = null;
  const send = (text: string) => {
    const result = planTurn({ memory, userText: text, organization: FIRM, world, now });
    memory = JSON.parse(JSON.stringify(result.memory)) as InterviewMemory;
    for (const step of result.steps) {
      if (step.kind === "say") texts.push(step.text);
      if (step.kind === "tool" && step.name === "create_matter") {
        matter = step.args as unknown as MatterDraft;
        world.matterNumber = "HL-2026-0001";
      }
    }
  };
  send(n.text);
  send("i just told you");
  send("idk");
  for (let i = 0; i < 12 && !(memory as InterviewMemory | null)?.contactForm.shown; i++) send("not sure");
  world.contact = { name: "Sam Visitor", email: "sam@example.com", phone: "612-555-0100" };
  send("");
  return { asked: texts.join("\n\n"), matter: matter! };
}

const REASKS: { what: string; applies: (n: FieldNarrative) => boolean; question: RegExp }[] = [
  {
    what: "the other side",
    applies: (n) => n.other !== null,
    question:
      /who is on the other side|what is the name of (?:the|your)|landlord's (?:full )?name|other party's (?:full )?name|who is the other party|who are the other (?:people|parties)|who do you think is responsible|is there another person or company|name of your employer/i,
  },
  {
    what: "the place",
    applies: (n) => Boolean(n.place?.state),
    question:
      /which (?:city|state)|what state|where are you located|in which (?:state|county)|which state do you work|where do you live/i,
  },
  {
    what: "whether a case was filed",
    applies: (n) => Boolean(n.court),
    question: /has a lawsuit been filed|case already filed|served with papers|is there a court date/i,
  },
  {
    what: "when it happened",
    applies: (n) => (n.dates ?? []).some(([, kinds]) => /incident|employment_end/.test(kinds)),
    question: /when did (?:it|this|the events|the injury)\b|when and where did/i,
  },
  // "my last paycheck bounced on November 13" tells a day, not the job's end: asking when the job ended is no re-ask.
  {
    what: "when the job ended",
    applies: (n) => (n.dates ?? []).some(([, kinds]) => /employment_end/.test(kinds)),
    question: /when did the job\b/i,
  },
  {
    what: "a deadline",
    applies: (n) => (n.dates ?? []).some(([, kinds]) => /hearing|court_date|deadline|offer_expiry/.test(kinds)),
    question: /is anything urgent|is there a deadline|due soon/i,
  },
];

const NON_ANSWER = /just told you|\bidk\b|not sure/i;

/** The lead's hold-out narratives: the extraction layer's misses there are known (ADR 0048), the interview's re-asks and non-answers are not. */
const HOLDOUT = [
  ...HOLDOUT_NARRATIVES,
  ...HOLDOUT_NARRATIVES_2,
  ...HOLDOUT_NARRATIVES_3,
  ...HOLDOUT_NARRATIVES_4,
  ...HOLDOUT_NARRATIVES_5,
  ...HOLDOUT_NARRATIVES_6,
  ...HOLDOUT_NARRATIVES_7,
  ...HOLDOUT_NARRATIVES_8,
  ...HOLDOUT_NARRATIVES_9,
  ...HOLDOUT_NARRATIVES_10,
  ...HOLDOUT_NARRATIVES_11,
  ...HOLDOUT_NARRATIVES_12,
  ...HOLDOUT_NARRATIVES_13,
];

/**
 * Known miss (ADR 0063): a cousin who is the visitor's business partner, named by a short first
 * name no lexicon knows. Marked as failing so that a fix shows here and the narrative joins the
 * others. (c7, a small company's unpaid invoice, passes since ADR 0064 reads duties left undone.)
 */
const KNOWN_MISSES = new Set(["f8 business partner is a cousin, the company is the visitor's own"]);

describe.each([
  ["field narratives", FIELD_NARRATIVES],
  ["hold-out narratives", HOLDOUT],
] as const)("%s: the built-in interview", (_set, narratives) => {
  it.each(narratives.filter((n) => KNOWN_MISSES.has(n.id)).map((n) => [n.id, n] as const))(
    "known miss: %s",
    (_id, n) => {
      expect(() => expect(problemsOf(n)).toEqual([])).toThrow();
    },
  );

  it.each(narratives.filter((n) => !KNOWN_MISSES.has(n.id)).map((n) => [n.id, n] as const))("%s", (_id, n) => {
    const problems = problemsOf(n);
    expect(problems.length, problems.join("\n")).toBe(0);
  });
});

function problemsOf(n: FieldNarrative): string[] {
  const { asked, matter } = converse(n);
  const problems: string[] = [];
  for (const reask of REASKS) {
    const line = asked.split("\n").find((l) => reask.question.test(l));
    if (reask.applies(n) && line) problems.push(`asked again for ${reask.what}: "${line.trim()}"`);
  }
  if (!matter) problems.push("no matter was created");
  else {
    const opposing = matter.opposingParty
      ? ((matter.parties ?? []).find((p) => p.name === matter.opposingParty) ?? {
          name: matter.opposingParty,
          role: "opposing" as const,
          kind: "unknown" as const,
          description: null,
          aliases: [],
        })
      : null;
    problems.push(
      ...differences(n, {
        opposing,
        place: matter.jurisdiction,
        keyDates: matter.keyDates ?? [],
        urgency: matter.urgency ?? "low",
        outsideServices: matter.outsideServices,
        parties: matter.parties ?? [],
        service: matter.outsideServices ? null : matter.service,
      }),
    );
    const stored = Object.values(matter.answers).filter((v) => NON_ANSWER.test(v));
    if (stored.length > 0 || NON_ANSWER.test(matter.opposingParty ?? ""))
      problems.push(`stored a non-answer as a fact: ${JSON.stringify(stored)}`);
  }
  return problems;
}

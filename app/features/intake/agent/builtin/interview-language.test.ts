import { beforeAll, describe, expect, it } from "vitest";
import { warmUnderstanding } from "~/features/intake/understanding/index.ts";
import { agentText } from "./agent-text.ts";
import { followUpById } from "./follow-ups.ts";
import {
  type ContactDetails,
  type InterviewMemory,
  type OrganizationBrief,
  planTurn,
  type Step,
  type WorldSnapshot,
} from "./interview.ts";
import { freshWorld, harborLegal } from "./fresh-world.fixtures.ts";

// The gazetteer and the NLP lexicon load once, before the timed tests.
beforeAll(() => warmUnderstanding(), 60_000);

const NOW = new Date("2025-06-15T15:00:00Z");

/** Drives planTurn like the runtime: the visitor's language arrives with each turn, memory goes through JSON. */
function conversation(language: string) {
  const organization: OrganizationBrief = harborLegal({ language });
  let memory: InterviewMemory | null = null;
  const world: WorldSnapshot = freshWorld();
  const said: string[] = [];
  return {
    said,
    send(userText: string, contact: ContactDetails | null = null): Step[] {
      if (contact) world.contact = contact;
      const result = planTurn({ memory, userText, organization, world, now: NOW });
      memory = JSON.parse(JSON.stringify(result.memory)) as InterviewMemory;
      said.push(result.steps.flatMap((step) => (step.kind === "say" ? [step.text] : [])).join("\n\n"));
      return result.steps;
    },
  };
}

/** Words of the agent's English that must not reach a visitor who writes in another language. */
const ENGLISH = /welcome to|who is on the other side|what happened|full name|thank you|the firm|lawyer/i;

const visitors = [
  {
    language: "es",
    messages: [
      "Hola",
      "Mi esposo, Carlos Ruiz",
      "Mi esposo y yo nos estamos divorciando y tenemos dos hijos. Vivo en Charlotte, NC.",
    ],
    expected: [
      [/bienvenido a Harbor Legal/, /¿quién es la otra parte de su asunto/],
      [/en pocas frases, qué pasó\?/],
      [/su nombre completo\?/],
    ],
  },
  {
    language: "de",
    messages: [
      "Hallo",
      "Mein Vermieter, Klaus Weber",
      "Mein Vermieter will mich aus der Wohnung werfen. Ich wohne in Austin, Texas.",
    ],
    expected: [
      [/willkommen bei Harbor Legal/, /Wer ist die Gegenseite/],
      [/was passiert ist\?/],
      [/Ihren vollständigen Namen erfahren\?/],
    ],
  },
  {
    language: "ar",
    messages: ["مرحبا", "زوجي، أحمد حسن", "زوجي يريد الطلاق ونحن نعيش في دالاس، تكساس. لدينا طفلان."],
    // The built-in reader does not understand an Arabic account yet: it asks for the story again, in Arabic.
    expected: [[/مرحبًا بك في Harbor Legal/, /من هو الطرف الآخر في قضيتك/], [/بما حدث؟/], [/في بضع جمل بما حدث؟/]],
  },
];

describe("a visitor who writes in their own language", () => {
  it.each(visitors)("gets the first three turns' questions in $language", ({ language, messages, expected }) => {
    const chat = conversation(language);
    messages.forEach((message, turn) => {
      chat.send(message);
      const text = chat.said[turn];
      for (const pattern of expected[turn]) expect(text, `turn ${turn + 1}`).toMatch(pattern);
      expect(text, `turn ${turn + 1}`).not.toMatch(ENGLISH);
    });
  });

  it("is asked in Spanish while the firm's record stays in English", () => {
    const chat = conversation("es");
    chat.send("Hola");
    chat.send("Mi esposo, Carlos Ruiz");
    chat.send("Mi esposo y yo nos estamos divorciando y tenemos dos hijos. Vivo en Charlotte, NC.");
    chat.send("Ana Ruiz");
    expect(chat.said.at(-1)).toMatch(/^Gracias, Ana\./);
    let steps: Step[] = [];
    for (
      let turn = 0;
      turn < 10 && !steps.some((step) => step.kind === "tool" && step.name === "show_contact_form");
      turn++
    )
      steps = chat.send("no sé");
    const form = steps.find((step) => step.kind === "tool" && step.name === "show_contact_form");
    expect(form && form.kind === "tool" && form.args.message).toMatch(/revise estos datos/);
    // The urgency question and the follow-up were put to her in Spanish.
    expect(chat.said.join("\n")).toMatch(/¿Hay algo urgente/);
    expect(chat.said.join("\n")).toMatch(/¿Cuándo se casaron y cuándo se separaron/);

    const created = chat.send("", {
      name: "Ana Ruiz",
      email: "ana@example.com",
      phone: "704-555-0100",
      location: "Charlotte, NC",
      opposingParty: "Carlos Ruiz",
    });
    expect(chat.said.at(-1)).toMatch(/Estoy creando su expediente/);
    const matter = created.find((step) => step.kind === "tool" && step.name === "create_matter");
    if (!matter || matter.kind !== "tool") throw new Error("no create_matter");
    const answers = matter.args.answers as Record<string, string>;
    expect(Object.keys(answers)).toContain("Is anything urgent?");
    expect(Object.keys(answers)).toContain("When did you get married, and when did you separate (if you have)?");
    expect(Object.keys(answers).join(" ")).not.toMatch(/¿/);
    expect(matter.args.matterSummary).toMatch(/^Ana Ruiz seeks help with a divorce matter against Carlos Ruiz/);
    expect(matter.args.matterSummary).not.toMatch(/asunto|despacho|expediente/);
  });
});

describe("the follow-up questions' English wording", () => {
  it("is the text the firm's record files the answer under", () => {
    const english = agentText("en")("followUp", { returnObjects: true }) as unknown as Record<
      string,
      string | Record<string, string>
    >;
    const ids = Object.entries(english).flatMap(([key, value]) =>
      typeof value === "string" ? [key] : Object.keys(value).map((sub) => `${key}.${sub}`),
    );
    expect(ids.length).toBeGreaterThan(15);
    for (const id of ids) expect(followUpById(id)?.question, id).toBe(agentText("en")(`followUp.${id}`));
  });
});

describe("a Spanish story about a landlord (session 6)", () => {
  it("asks for the other side in Spanish, never 'su landlord', and takes no courtesy word for a name", () => {
    const chat = conversation("es");
    chat.send("Buenas noches. Tengo un problema con mi casera, por favor ayúdenme.");
    chat.send("Rosa Delgado");
    const asked = chat.said.join("\n");
    expect(asked).toMatch(/otra persona o empresa del otro lado/);
    expect(asked).not.toMatch(/landlord|Por Favor/i);
  });
});

import { describe, expect, it } from "vitest";
import { defaultServiceQuestions } from "~/features/organizations/default-config.ts";
import {
  askText,
  completeAnswer,
  type Evidence,
  joinAnswerParts,
  openClauses,
  planQuestion,
  readQuestion,
} from "./question-slots.ts";

const slotsOf = (question: string) => planQuestion(question).clauses.map((c) => c.slot);

function evidence(sentences: string[], extra: Partial<Evidence> = {}): Evidence {
  return { place: null, when: null, opposing: null, description: null, sentences, questions: [], ...extra };
}

describe("reading a question for what it asks", () => {
  it("gives every default question a slot that something the visitor says can fill", () => {
    const expected: Record<string, string[][]> = {
      Family: [["choice"], ["children"], ["court"], ["location"]],
      Business: [["business", "choice"], ["choice"], ["parties"], ["choice"]],
      "Contract Review": [["choice"], ["status"], ["concerns"], ["deadline"]],
      "Intellectual Property": [["choice"], ["status"], ["timing", "status"], ["status"]],
      Employment: [["status"], ["choice"], ["free", "location"], ["choice"]],
      "Personal Injury": [["timing", "location"], ["choice"], ["treatment"], ["status"]],
      Criminal: [["charge"], ["status", "court"], ["location"], ["status"]],
      Civil: [["description", "parties"], ["money"], ["court"], ["timing"]],
      "General Consultation": [["description"], ["timing", "deadline"], ["location"], ["goal"]],
    };
    for (const [service, questions] of Object.entries(defaultServiceQuestions)) {
      expect(questions.map(slotsOf), service).toEqual(expected[service]);
    }
  });

  it.each([
    ["Where do you live?", ["location"]],
    ["When did you separate?", ["timing"]],
    ["Do you have children?", ["children"]],
    ["Who is your spouse?", ["parties"]],
    ["How much is the unpaid invoice?", ["money"]],
    ["Has the other side sent you a demand letter?", ["status"]],
    ["What is your job title?", ["free"]],
    ["Have you received any treatment yet?", ["treatment"]],
    ["Were you treated differently from your coworkers?", ["status"]],
    ["Do you have any safety concerns?", ["status"]],
    ["What clauses concern you?", ["concerns"]],
  ])("a firm's own question: %s", (question, slots) => {
    expect(slotsOf(question)).toEqual(slots);
  });

  it("splits 'when and where' into two clauses", () => {
    expect(planQuestion("When and where did the injury happen?").clauses.map((c) => c.text)).toEqual([
      "When did the injury happen",
      "Where did the injury happen",
    ]);
  });
});

describe("answering from what the visitor already said", () => {
  it("reads care already received as the answer to the treatment question", () => {
    const said = evidence([
      "I tripped on a loose step at the gym.",
      "The urgent care stitched my chin and I see a physio weekly.",
    ]);
    expect(completeAnswer(readQuestion(defaultServiceQuestions["Personal Injury"][2], said))).toBe(
      "The urgent care stitched my chin and I see a physio weekly.",
    );
    expect(
      completeAnswer(readQuestion(defaultServiceQuestions["Personal Injury"][2], evidence(["I tripped at the gym."]))),
    ).toBeNull();
  });

  it("reads the business the visitor owns as the kind of business, and a day ahead as the deadline option", () => {
    const kind = "What kind of business is it?";
    expect(completeAnswer(readQuestion(kind, evidence(["My cousin and I own a bakery together in Reno."])))).toBe(
      "My cousin and I own a bakery together in Reno.",
    );
    expect(completeAnswer(readQuestion(kind, evidence(["My partner took the money."])))).toBeNull();
    const choice = "Is there a deadline, a demand letter or a lawsuit already?";
    const dated = { deadline: ["She wants my answer by January 31."], court: [] };
    expect(completeAnswer(readQuestion(choice, evidence(["She wants out."], { dated })))).toBe(
      "She wants my answer by January 31.",
    );
  });

  it("reads a judgment or a garnishment as a case already in court", () => {
    const question = defaultServiceQuestions.Civil[2];
    const said = evidence(["They took a default judgment against me in 2021 and now my wages are garnished."]);
    expect(completeAnswer(readQuestion(question, said))).toBe(
      "They took a default judgment against me in 2021 and now my wages are garnished.",
    );
    expect(completeAnswer(readQuestion(question, evidence(["I made a bad judgment call at work."])))).toBeNull();
  });

  it("reads the terms a visitor singled out as the ones that worry them", () => {
    const question = defaultServiceQuestions["Contract Review"][2];
    const said = evidence(["My landlord sent a new lease.", "I am worried about the automatic renewal clause."]);
    expect(completeAnswer(readQuestion(question, said))).toBe("I am worried about the automatic renewal clause.");
    expect(completeAnswer(readQuestion(question, evidence(["My landlord sent a new lease."])))).toBeNull();
  });

  it("reads someone using the visitor's own work as protecting it", () => {
    const question = defaultServiceQuestions["Intellectual Property"][1];
    const said = evidence(["A bakery is printing my photos on their menus without my permission."]);
    expect(completeAnswer(readQuestion(question, said))).toBe(
      "A bakery is printing my photos on their menus without my permission.",
    );
    expect(completeAnswer(readQuestion(defaultServiceQuestions["Intellectual Property"][0], said))).toBe(
      "A bakery is printing my photos on their menus without my permission.",
    );
  });

  it("reads a protective order as the family matter the question leaves to 'something else'", () => {
    const said = evidence(["He hit me again last night.", "I need a protective order against him."]);
    expect(completeAnswer(readQuestion(defaultServiceQuestions.Family[0], said))).toBe(
      "I need a protective order against him.",
    );
  });

  it("reads a Spanish message for the family choice and the children", () => {
    const said = evidence(["Quiero el divorcio y la custodia.", "Tenemos dos niñas de 4 y 7 años."]);
    expect(completeAnswer(readQuestion(defaultServiceQuestions.Family[0], said))).toBe(
      "Quiero el divorcio y la custodia.",
    );
    expect(readQuestion(defaultServiceQuestions.Family[1], said).parts[0]).toBe("Tenemos dos niñas de 4 y 7 años.");
  });

  it("fills a choice from a synonym and a location from a place", () => {
    const said = evidence(["My wife and I are separating.", "We have two kids."], { place: "Charlotte, NC" });
    expect(completeAnswer(readQuestion(defaultServiceQuestions.Family[0], said))).toBe("My wife and I are separating.");
    expect(completeAnswer(readQuestion(defaultServiceQuestions.Family[1], said))).toBe("We have two kids.");
    expect(completeAnswer(readQuestion(defaultServiceQuestions.Family[3], said))).toBe("Charlotte, NC");
    expect(completeAnswer(readQuestion(defaultServiceQuestions.Family[2], said))).toBeNull();
  });

  it("never lets the visitor's own question answer a yes/no question", () => {
    const said = evidence([], { questions: ["Should I sign it?"] });
    expect(completeAnswer(readQuestion("Have you signed it yet, and if so, when?", said))).toBeNull();
  });

  it("still lets the visitor's question name an option", () => {
    const said = evidence([], { questions: ["Can you review my lease?"] });
    expect(completeAnswer(readQuestion(defaultServiceQuestions["Contract Review"][0], said))).toBe(
      "Can you review my lease?",
    );
  });

  it("asks only the open part of a two-part question", () => {
    const state = readQuestion(defaultServiceQuestions.Employment[2], evidence([], { place: "Raleigh, NC" }));
    expect(askText(state, openClauses(state))).toBe("How many employees does the employer have?");
    const injury = readQuestion(
      defaultServiceQuestions["Personal Injury"][0],
      evidence([], { when: "It was two weeks ago." }),
    );
    expect(askText(injury, openClauses(injury))).toBe("Where did the injury happen?");
  });

  it("asks the whole question when nothing is known", () => {
    const state = readQuestion(defaultServiceQuestions.Criminal[1], evidence([]));
    expect(askText(state, openClauses(state))).toBe("Have you been arrested, and is there a court date?");
  });

  it("joins clause answers without repeating one inside another", () => {
    expect(joinAnswerParts(["I was hurt in Durham, NC last week.", "Durham, NC"])).toBe(
      "I was hurt in Durham, NC last week.",
    );
    expect(joinAnswerParts(["About 200", "Raleigh, NC"])).toBe("About 200; Raleigh, NC");
  });
});

describe("an order told without the word court (session 20)", () => {
  it("reads 'the order is from 2021 in shelby county' and a support order as a case already in court", () => {
    const question = "Is there an existing court order or a case already filed?";
    const said = evidence(["the order is from 2019 in pima county, we both still live in tucson."]);
    expect(completeAnswer(readQuestion(question, said))).toBe(
      "the order is from 2019 in pima county, we both still live in tucson.",
    );
    expect(completeAnswer(readQuestion(question, evidence(["his support order says $300 a month."])))).toBe(
      "his support order says $300 a month.",
    );
    expect(completeAnswer(readQuestion(question, evidence(["we want to order new cabinets from a shop."])))).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { pageEventOf, readMessage } from "./read-message.ts";

describe("reading a visitor message", () => {
  it("separates a greeting from the story", () => {
    expect(readMessage("hello")).toMatchObject({ greeting: true, content: "", questions: [] });
    expect(readMessage("Hi there, I was fired yesterday")).toMatchObject({
      greeting: true,
      content: "I was fired yesterday",
    });
    expect(readMessage("Hiring manager called me")).toMatchObject({ greeting: false });
  });

  it("recognises skips, but not an answer that starts unsure", () => {
    for (const text of ["I don't know", "skip", "not sure", "idk", "I don't know his name", "prefer not to say"]) {
      expect(readMessage(text).skip, text).toBe(true);
    }
    expect(readMessage("Not sure, maybe two years ago in Ohio").skip).toBe(false);
    expect(readMessage("No").skip).toBe(false);
  });

  it("keeps the facts in front of a question and classifies the question", () => {
    const reading = readMessage("My boss fired me yesterday, can I sue?");
    expect(reading.content).toBe("My boss fired me yesterday.");
    expect(reading.questions).toEqual(["advice"]);
  });

  it.each([
    ["Are you a lawyer?", "identity"],
    ["What kind of cases do you handle?", "services"],
    ["Why do you need my name?", "why"],
    ["What happens next?", "next_steps"],
    ["Is this confidential?", "confidential"],
    ["Do I have a case?", "advice"],
    ["What should I do?", "advice"],
    ["How much does a consultation cost?", "cost"],
  ])("%s is a %s question", (text, kind) => {
    expect(readMessage(text).questions).toEqual([kind]);
    expect(readMessage(text).content).toBe("");
  });

  it("keeps a request phrased as a question in the account", () => {
    const reading = readMessage("Can you review my lease before I sign it? I'm in Austin");
    expect(reading.account).toContain("review my lease");
    expect(reading.content).toBe("I'm in Austin");
  });

  it("notices thanks, skipping the questions and asking for the form", () => {
    expect(readMessage("ok thanks!")).toMatchObject({ thanks: true, content: "" });
    expect(readMessage("I just want to talk to a lawyer").skipRest).toBe(true);
    expect(readMessage("I don't see the form").formRequest).toBe(true);
    expect(readMessage("I want to form an LLC").formRequest).toBe(false);
  });
});

describe("texts the page sends for the visitor", () => {
  it.each([
    ["I've shared my contact details.", "contact"],
    ["I have submitted the contact form", "contact"],
    ["Contact information submitted: Sam Quinn, sam@example.com", "contact"],
    ["I'll skip the documents for now.", "documents"],
    ["I've uploaded the documents.", "documents"],
    ["I uploaded the files", "documents"],
    ["Documents uploaded.", "documents"],
  ] as const)("%s is a %s event", (text, event) => {
    expect(pageEventOf(text)).toBe(event);
    expect(readMessage(text).event).toBe(event);
  });

  it.each([
    "My contact details are wrong",
    "I uploaded the documents but my wife has the lease",
    "I shared the documents with my wife",
    "My landlord never gave me any documents",
  ])("%s is the visitor speaking", (text) => {
    expect(pageEventOf(text)).toBeNull();
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { warmUnderstanding } from "~/features/intake/understanding/index.ts";
import type { MatterRow } from "../../../../../db/tables.ts";
import { defaultChecklist, markUploaded } from "~/features/matters/document-checklist.ts";
import { viewMatter } from "~/features/matters/matter-view.ts";
import { missingInformation } from "~/features/matters/missing-information.ts";
import type { DocumentChecklist, MatterCanvas } from "~/features/matters/schemas.ts";
import { defaultServiceQuestions } from "~/features/organizations/default-config.ts";
import { toolArgumentSchemas } from "~/features/intake/agent/tools.ts";
import {
  type ContactDetails,
  type InterviewMemory,
  type MatterDraft,
  type OrganizationBrief,
  planTurn,
  type Step,
  type ToolName,
  type WorldSnapshot,
} from "./interview.ts";
import { planQuestion } from "./question-slots.ts";

// The gazetteer and the NLP lexicon load once, before the timed tests.
beforeAll(() => warmUnderstanding(), 60_000);

const NOW = new Date("2025-06-15T15:00:00Z");

function defaultFirm(overrides: Partial<OrganizationBrief> = {}): OrganizationBrief {
  return {
    name: "Harbor Legal",
    availableServices: Object.keys(defaultServiceQuestions),
    serviceQuestions: structuredClone(defaultServiceQuestions),
    requiresPayment: true,
    consultationFee: 150,
    ...overrides,
  };
}

type Reply = { text: string; steps: Step[]; tools: { name: ToolName; args: Record<string, unknown> }[] };

/** Drives planTurn like the runtime would: memory goes through JSON (the jsonb column) between turns. */
class Conversation {
  memory: InterviewMemory | null = null;
  world: WorldSnapshot;
  readonly transcript: Reply[] = [];

  constructor(
    readonly organization: OrganizationBrief = defaultFirm(),
    world: Partial<WorldSnapshot> = {},
  ) {
    this.world = {
      contact: null,
      matterNumber: null,
      checklistShown: false,
      checklistDone: false,
      paymentRequired: organization.requiresPayment,
      paymentId: null,
      reviewRequested: false,
      ...world,
    };
  }

  send(userText: string, world: Partial<WorldSnapshot> = {}): Reply {
    this.world = { ...this.world, ...world };
    const result = planTurn({
      memory: this.memory,
      userText,
      organization: this.organization,
      world: this.world,
      now: NOW,
    });
    this.memory = JSON.parse(JSON.stringify(result.memory)) as InterviewMemory;
    const reply: Reply = {
      text: result.steps.flatMap((s) => (s.kind === "say" ? [s.text] : [])).join("\n\n"),
      steps: result.steps,
      tools: result.steps.flatMap((s) => (s.kind === "tool" ? [{ name: s.name, args: s.args }] : [])),
    };
    // What the runtime would record from the tools.
    for (const tool of reply.tools) {
      if (tool.name === "create_matter") this.world.matterNumber = "MAT-0001";
      if (tool.name === "show_document_checklist") this.world.checklistShown = true;
      if (tool.name === "request_lawyer_review") this.world.reviewRequested = true;
    }
    this.transcript.push(reply);
    return reply;
  }

  submitContact(contact: ContactDetails): Reply {
    return this.send("", { contact });
  }

  tool(reply: Reply, name: ToolName) {
    return reply.tools.find((t) => t.name === name)?.args;
  }

  allText(): string {
    return this.transcript.map((r) => r.text).join("\n\n");
  }
}

const JANE: ContactDetails = {
  name: "Jane Doe",
  email: "jane@example.com",
  phone: "704-555-0142",
  location: "Charlotte, NC",
  opposingParty: "Mark Doe",
};

describe("a full family intake", () => {
  it("walks from hello to a lawyer review without asking twice for what the visitor said", () => {
    const chat = new Conversation();

    const hello = chat.send("hello");
    expect(hello.text).toMatch(/welcome to Harbor Legal/i);
    expect(hello.text).toMatch(/not a lawyer/i);
    // The other side comes before the story (conflict check first, ADR 0040).
    expect(hello.text).toMatch(/who is on the other side/i);
    expect(hello.text).not.toMatch(/what happened\?|what's going on\?/i);
    expect(hello.tools).toEqual([]);

    const story = chat.send("My wife and I are separating and I'm in Charlotte, NC. We have two kids.");
    expect(story.text).toContain("**Family**");
    expect(story.text).toMatch(/your full name/i);
    expect(story.text).not.toMatch(/state|county|where/i);
    expect(story.text).not.toMatch(/children|kids/i);

    const name = chat.send("Jane Doe");
    expect(name.text).toMatch(/Thanks, Jane/);
    expect(name.text).toMatch(/your wife's full name/i);
    expect(name.text).toMatch(/conflicts of interest/i);

    const spouse = chat.send("Her name is Mary Doe");
    // Q1 (separation), Q2 (two kids) and Q4 (Charlotte, NC) were already answered: only the court question is left.
    expect(spouse.text).toContain("Is there an existing court order or a case already filed?");

    const court = chat.send("No, nothing has been filed yet.");
    // Nothing said so far shows how urgent it is: asked once, before the contact form.
    expect(court.text).toContain("Is anything urgent — a court date, a deadline, or a safety concern?");
    expect(court.tools).toEqual([]);

    // The matter panel wants the marriage dates for a family matter: asked, since the firm's questions did not.
    const urgency = chat.send("No, nothing urgent.");
    expect(urgency.text).toContain("When did you get married, and when did you separate (if you have)?");

    const dates = chat.send("We married in May 2014 and she moved out in April.");
    const form = chat.tool(dates, "show_contact_form");
    expect(form).toMatchObject({
      required: ["name", "email", "phone"],
      initialValues: { name: "Jane Doe", location: "Charlotte, NC", opposingParty: "Mary Doe" },
    });
    expect(dates.tools.map((t) => t.name)).toEqual(["show_contact_form"]);

    const asked = chat.allText();
    expect(asked).not.toContain("In which state and county do you and the other party live?");
    expect(asked).not.toContain("Are there children involved");
    expect(asked).not.toContain("Is this about divorce or separation");
    expect(asked.match(/Is anything urgent/g)).toHaveLength(1);

    const created = chat.submitContact({ ...JANE, opposingParty: "Mary Doe" });
    expect(created.tools.map((t) => t.name)).toEqual([
      "create_matter",
      "show_document_checklist",
      "create_payment_invoice",
    ]);
    const matter = chat.tool(created, "create_matter") as MatterDraft;
    expect(matter.service).toBe("Family");
    expect(matter.matterSummary.length).toBeGreaterThanOrEqual(50);
    expect(matter.matterSummary).toContain("separating");
    expect(matter.matterSummary).toContain("two kids");
    expect(matter.matterSummary).toContain("Charlotte, NC");
    expect(matter.clientName).toBe("Jane Doe");
    // The other side is recorded by name; the relation lives with the party, not in the name.
    expect(matter.opposingParty).toBe("Mary Doe");
    expect(matter.parties).toContainEqual(
      expect.objectContaining({ name: "Mary Doe", role: "opposing", description: "wife" }),
    );
    expect(matter.jurisdiction).toEqual({ city: "Charlotte", county: null, state: "NC", country: "US" });
    expect(matter.answers).toEqual({
      "Is this about divorce or separation, child custody or support, adoption, or something else?":
        "My wife and I are separating and I'm in Charlotte, NC.",
      "Are there children involved, and how old are they?": "We have two kids.",
      "Is there an existing court order or a case already filed?": "No, nothing has been filed yet.",
      "In which state and county do you and the other party live?": "Charlotte, NC",
      "When did you get married, and when did you separate (if you have)?":
        "We married in May 2014 and she moved out in April.",
      "Is anything urgent?": "No, nothing urgent.",
    });
    expect(matter.urgency).toBe("low");
    expect(chat.tool(created, "show_document_checklist")).toEqual({ matterType: "Family" });
    expect(chat.tool(created, "create_payment_invoice")).toEqual({
      amount: 150,
      description: "Consultation fee — Family matter with Harbor Legal",
    });
    expect(created.text).toMatch(/\$150 consultation fee/);

    // Uploading documents alone is not enough while the fee is unpaid.
    const documents = chat.send("", { checklistDone: true });
    expect(documents.tools).toEqual([]);
    expect(documents.text).toMatch(/consultation payment/);

    const paid = chat.send("", { paymentId: "pay_123" });
    expect(paid.text).toMatch(/Payment received/);
    const review = chat.tool(paid, "request_lawyer_review");
    expect(review).toMatchObject({ urgency: "low" });
    expect(String(review?.reason)).toContain("Family");
    expect(paid.text).toMatch(/lawyer at Harbor Legal/);
    expect(paid.text).toMatch(/jane@example\.com/);
    expect(paid.text).toMatch(/doesn't create an attorney-client relationship/);

    // Later facts become update_matter, never a second matter.
    const later = chat.send("Also, she moved out two weeks ago.");
    expect(later.tools.map((t) => t.name)).toEqual(["update_matter"]);
    expect(String(chat.tool(later, "update_matter")?.matterSummary)).toContain("she moved out two weeks ago");
    expect(later.text).toMatch(/(added that to|updated) your case file/);

    expect(chat.send("thanks!").text).toMatch(/You're welcome/);
  });

  it("reviews as soon as the checklist is done when the firm takes no payment", () => {
    const chat = new Conversation(defaultFirm({ requiresPayment: false, consultationFee: 0 }));
    chat.send("My husband John Smith filed for divorce last month. We live in Dallas, TX and have a 6-year-old son.");
    chat.send("Mary Smith");
    const created = chat.submitContact({ name: "Mary Smith", email: "mary@example.com", phone: "214-555-0100" });
    expect(created.tools.map((t) => t.name)).toEqual(["create_matter", "show_document_checklist"]);
    expect(created.text).not.toMatch(/fee|payment/i);
    const done = chat.send("", { checklistDone: true });
    expect(done.tools.map((t) => t.name)).toEqual(["request_lawyer_review"]);
  });
});

describe("identifying the service", () => {
  it.each([
    ["My wife and I are getting a divorce and can't agree on custody", "Family"],
    ["My boss fired me after I complained about unpaid overtime", "Employment"],
    ["I was in a car accident on the highway and broke my wrist", "Personal Injury"],
    ["I slipped and fell at the grocery store", "Personal Injury"],
    ["I was arrested last night and charged with DUI", "Criminal"],
    ["A competitor is using our trademark and copying our logo", "Intellectual Property"],
    ["My business partner wants to dissolve our LLC", "Business"],
    ["I need a lawyer to look over a commercial lease agreement before I sign", "Contract Review"],
    ["I want to sue my neighbor in small claims court over a broken fence", "Civil"],
  ])("%s → %s", (story, service) => {
    const chat = new Conversation();
    const reply = chat.send(story);
    expect(reply.text).toContain(`**${service}**`);
    expect(chat.memory?.service).toBe(service);
  });

  it("falls back to General Consultation once the visitor has described something that fits nothing", () => {
    const chat = new Conversation();
    const first = chat.send("I need some help");
    expect(first.text).toMatch(/who is on the other side/i);
    // "I need some help" names no one: the story is asked for next, never stored as the other side.
    expect(chat.send("I'm not really sure how to say it").text).toMatch(/what happened/i);
    expect(chat.memory?.opposing.party).toBeNull();
    expect(chat.memory?.service).toBeNull();
    const second = chat.send("Something strange happened with a letter I got and I am not sure what it means for me");
    expect(second.text).toContain("**General Consultation**");
  });

  it("asks the visitor to choose when two areas fit equally, and accepts a number", () => {
    const chat = new Conversation();
    const reply = chat.send("I was arrested and my wife wants a divorce");
    expect(reply.text).toMatch(/1\. Family\n2\. Criminal/);
    expect(chat.memory?.service).toBeNull();
    const picked = chat.send("2");
    expect(picked.text).toContain("**Criminal**");
    expect(picked.text).toMatch(/your full name/);
  });

  it("lets the visitor correct the service and asks the new service's questions", () => {
    const chat = new Conversation();
    chat.send("My business partner keeps taking money out of the company");
    chat.send("Dana White");
    const corrected = chat.send(
      "Actually this is more of an employment issue — he's my boss and I was let go yesterday",
    );
    expect(corrected.text).toContain("**Employment**");
    expect(chat.memory?.service).toBe("Employment");
    // "let go yesterday" already answers "when did the job end": the next question is another one.
    expect(chat.allText()).not.toContain("Are you still employed there, or when did the job end?");
  });

  it("works with a firm's renamed and extra services and its own questions", () => {
    const firm = defaultFirm({
      availableServices: ["Divorce & Custody", "Workplace Rights", "Immigration", "Other Matters"],
      serviceQuestions: {
        "Divorce & Custody": [
          "Where do you live?",
          "When did you separate?",
          "Do you have children?",
          "Who is your spouse?",
          "What worries you most?",
        ],
        "Workplace Rights": ["What is your job title?"],
        Immigration: ["What is your current visa status?"],
        "Other Matters": ["Tell us what happened."],
      },
    });
    const chat = new Conversation(firm);
    const reply = chat.send("My husband John and I separated last March. I live in Austin, TX with our daughter.");
    expect(reply.text).toContain("**Divorce & Custody**");
    const name = chat.send("Rosa Diaz");
    // Location, separation date, children and spouse were all given: only the free question is left.
    expect(name.text).toContain("What worries you most?");
    const worry = chat.send("Keeping the house");
    expect(worry.text).toContain("Is anything urgent");
    // Separated last March and a daughter: the family details are known, so no follow-up is needed.
    const form = chat.tool(chat.send("No rush"), "show_contact_form");
    expect(form).toMatchObject({ initialValues: { name: "Rosa Diaz", location: "Austin, TX", opposingParty: "John" } });
    const matter = chat.tool(
      chat.submitContact({ name: "Rosa Diaz", email: "rosa@example.com", phone: "512-555-0101" }),
      "create_matter",
    ) as MatterDraft;
    expect(matter.answers["When did you separate?"]).toContain("last March");
    expect(matter.answers["When did you separate?"]).toContain("2025-03");
    expect(matter.answers["Do you have children?"]).toContain("daughter");
    expect(matter.answers["Who is your spouse?"]).toBe("John (husband)");
    expect(matter.answers["What worries you most?"]).toBe("Keeping the house");

    expect(new Conversation(firm).send("My employer fired me for reporting a safety problem").text).toContain(
      "**Workplace Rights**",
    );
    expect(new Conversation(firm).send("My visa expires soon and I need a green card").text).toContain(
      "**Immigration**",
    );
  });
});

describe("the same thing asked in other words", () => {
  it("is asked once, even when the visitor could not answer it the first time", () => {
    const firm = defaultFirm({
      requiresPayment: false,
      serviceQuestions: {
        ...structuredClone(defaultServiceQuestions),
        Family: [
          "Are there children involved, and how old are they?",
          "Is anything urgent or due soon?",
          "Do you have children together? If so, how old are they?",
          "What outcome are you hoping for?",
        ],
      },
    });
    const chat = new Conversation(firm);
    chat.send("hello");
    chat.send("My husband Greg Hale and I are separating. I live in Boise, Idaho.");
    let asked = chat.send("Dana Hale").text;
    for (let turn = 0; turn < 8 && !chat.tool(chat.transcript.at(-1)!, "show_contact_form"); turn++)
      asked += `\n${chat.send("not sure").text}`;
    expect(chat.tool(chat.transcript.at(-1)!, "show_contact_form")).toBeDefined();
    // The children were asked about once; the firm's own urgency question stands for the built-in one.
    expect(asked.match(/children/gi) ?? []).toHaveLength(1);
    expect(asked).toContain("What outcome are you hoping for?");
    expect(asked.match(/urgent/gi) ?? []).toHaveLength(1);
  });
});

/** A first message that already covers several slots (place, date, often the other party). */
const RICH_STORIES: Record<string, string> = {
  Family:
    "My husband Tom Reed and I are divorcing. We live in Raleigh, NC with our two kids, and he moved out two weeks ago.",
  Business: "My business partner Alan Cole is locking me out of our LLC in Denver, Colorado since last month.",
  "Contract Review":
    "My landlord Parkview Homes sent me a lease agreement to review in Tampa, FL and I have to sign by Friday.",
  "Intellectual Property": "A company called Brightside is using my trademark logo in Seattle, WA since January 2025.",
  Employment: "My boss Gary Holt fired me two weeks ago after I complained about harassment. I work in Atlanta, GA.",
  "Personal Injury": "I was rear-ended on 3/14/2025 in Phoenix, AZ and hurt my neck.",
  Criminal: "I was arrested for DUI last night in Travis County, Texas and my court date is next week.",
  Civil: "My neighbor Bob Jones owes me $4,000 for fence damage from last summer. I live in Boise, Idaho.",
};

describe("never asks again for what was already said", () => {
  const NAMES_THE_OTHER_PARTY = new Set([
    "Family",
    "Business",
    "Contract Review",
    "Intellectual Property",
    "Employment",
    "Civil",
  ]);

  it.each(Object.entries(RICH_STORIES))("%s", (service, story) => {
    const chat = new Conversation(defaultFirm({ requiresPayment: false }));
    chat.send(story);
    expect(chat.memory?.service).toBe(service);
    // Answer every question with "I don't know" until the contact form appears.
    let reply = chat.send("Sam Quinn");
    for (let i = 0; i < 10 && !chat.tool(reply, "show_contact_form"); i++) reply = chat.send("I don't know");
    expect(chat.tool(reply, "show_contact_form")).toBeDefined();

    const questionsAsked = chat.transcript
      .slice(1)
      .flatMap((r) => r.text.split(/\n\n/))
      .filter((line) => line.trim().endsWith("?"));
    for (const line of questionsAsked) {
      const slots = planQuestion(line.replace(/^.*?\.\s(?=[A-Z][^.]*\?$)/, "")).clauses.map((c) => c.slot);
      expect(slots, line).not.toContain("location");
      expect(slots, line).not.toContain("parties");
    }
    expect(chat.allText()).not.toMatch(/where are you located|which state|where did the injury happen/i);
    if (NAMES_THE_OTHER_PARTY.has(service)) expect(chat.memory?.opposing.asked).toBe(false);

    const matter = chat.tool(
      chat.submitContact({ name: "Sam Quinn", email: "sam@example.com", phone: "555-555-0100" }),
      "create_matter",
    ) as MatterDraft;
    expect(matter.jurisdiction.state).not.toBeNull();
    expect(matter.matterSummary).toContain(story.split(".")[0]);
  });

  it("does not ask when it happened after 'two weeks ago', and narrows a two-part question", () => {
    const chat = new Conversation();
    chat.send("I was fired two weeks ago. I work in Columbus, Ohio.");
    chat.send("Lee Park");
    const employer = chat.send("Acme Logistics");
    // "fired two weeks ago" answers when the job ended and that it is about a termination;
    // "in which state do you work" is known too: only the employee count is asked.
    expect(employer.text).toContain("How many employees does the employer have?");
    expect(employer.text).not.toContain("in which state do you work");
    expect(chat.allText()).not.toContain("when did the job end");
    expect(chat.allText()).not.toContain("Is this about wages");
  });

  it("takes the other party from 'my husband John' without asking for it", () => {
    const chat = new Conversation();
    chat.send("My husband John wants full custody of our kids. I'm in Richmond, VA.");
    const next = chat.send("Eva Stone");
    expect(next.text).not.toMatch(/other party|husband's full name/i);
    expect(chat.memory?.pending).toMatchObject({ kind: "question" });
  });
});

describe("the interview's manners", () => {
  it("records 'I don't know' and 'skip' as Not provided and moves on", () => {
    const chat = new Conversation();
    chat.send("I was hurt in a car crash");
    chat.send("Ken Adams");
    const skipParty = chat.send("I don't know his name");
    expect(skipParty.text).toMatch(/not provided|leave that one/i);
    let last = chat.send("skip");
    for (const reply of ["not sure", "idk", "no idea", "skip", "not sure", "idk"])
      if (!chat.memory?.contactForm.shown) last = chat.send(reply);
    expect(chat.tool(last, "show_contact_form")).toBeDefined();
    const matter = chat.tool(
      chat.submitContact({ name: "Ken Adams", email: "ken@example.com", phone: "555-555-0101" }),
      "create_matter",
    ) as MatterDraft;
    expect(Object.values(matter.answers).filter((a) => a === "Not provided").length).toBeGreaterThanOrEqual(2);
    expect(matter.answers["How were you injured (car accident, fall, workplace, medical care, other)?"]).toContain(
      "car crash",
    );
  });

  it("answers 'do I have a case?' with information only, then asks the same question again", () => {
    const chat = new Conversation();
    chat.send("I was fired yesterday");
    chat.send("Ann Lee");
    const question = chat.send("Acme Corp");
    const pending = question.text.split("\n\n").at(-1)!.replace(/^\S+ /, "");
    const advice = chat.send("Do I have a case?");
    expect(advice.text).toMatch(/can't give legal advice/);
    expect(advice.text).toMatch(/doesn't create an attorney-client relationship/);
    expect(advice.text).toMatch(/lawyer at Harbor Legal will review/);
    expect(advice.text).toContain(pending);
    expect(advice.tools).toEqual([]);
  });

  it("answers 'what should I do?' without advising and never claims to be a lawyer", () => {
    const chat = new Conversation();
    const reply = chat.send("My landlord gave me an eviction notice. What should I do?");
    expect(reply.text).toMatch(/can't give legal advice/);
    expect(reply.text).toMatch(/attorney-client relationship/);
    const identity = chat.send("Are you a lawyer?");
    expect(identity.text).toMatch(/not a lawyer/);
    expect(chat.allText()).not.toMatch(/\bI am (a|your) (lawyer|attorney)\b|\bI'm (a|your) (lawyer|attorney)\b/i);
  });

  it("greets a returning hello mid-interview and repeats the open question", () => {
    const chat = new Conversation();
    chat.send("I was charged with shoplifting");
    const name = chat.send("hi");
    expect(name.text).toMatch(/Hi again/);
    expect(name.text).toMatch(/your full name/);
  });

  it("lets a visitor skip the remaining questions and still collects name and contact", () => {
    const chat = new Conversation();
    chat.send("My landlord won't return my security deposit");
    chat.send("Jo Park");
    const skip = chat.send("Can we skip the questions? I just want to talk to a lawyer");
    expect(skip.text).toMatch(/skip the remaining questions/);
    const landlord = chat.send("Parkview Properties");
    expect(chat.tool(landlord, "show_contact_form")).toBeDefined();
  });

  it("shows the contact form again with what the visitor typed", () => {
    const chat = new Conversation();
    chat.send("I need someone to review my employment contract before I sign it next week");
    chat.send("Ravi Shah");
    chat.send("Northwind Inc");
    for (let i = 0; i < 6 && !chat.memory?.contactForm.shown; i++) chat.send("skip");
    const typed = chat.send("You can email me at ravi@example.com or call 312-555-0199");
    expect(chat.tool(typed, "show_contact_form")).toMatchObject({
      initialValues: {
        name: "Ravi Shah",
        email: "ravi@example.com",
        phone: "312-555-0199",
        opposingParty: "Northwind Inc",
      },
    });
    const nudge = chat.send("ok");
    expect(nudge.tools).toEqual([]);
    expect(nudge.text).toMatch(/fill in the contact form above/);
  });

  it("says nothing on an event turn with nothing new", () => {
    const chat = new Conversation();
    chat.send("I was arrested for assault");
    expect(chat.send("").steps).toEqual([]);
  });
});

describe("urgency", () => {
  it.each([
    ["I was charged with assault and my court date is tomorrow", "emergency"],
    ["I was arrested yesterday for shoplifting", "high"],
    ["My landlord gave me an eviction notice", "high"],
    // A response deadline within 7 days is an emergency (issue 13's rule).
    ["The deadline to respond to the contract is this week", "emergency"],
    ["My neighbor's tree damaged my fence, there's no rush", "low"],
  ])("%s → %s", (story, urgency) => {
    const chat = new Conversation(defaultFirm({ requiresPayment: false }));
    chat.send(story);
    chat.send("Alex Kim");
    for (let i = 0; i < 8 && !chat.memory?.contactForm.shown; i++) chat.send("skip");
    const created = chat.submitContact({ name: "Alex Kim", email: "alex@example.com", phone: "555-555-0102" });
    expect((chat.tool(created, "create_matter") as MatterDraft).urgency).toBe(urgency);
  });

  it("tells a visitor in danger to call 911 straight away, once", () => {
    const chat = new Conversation();
    const first = chat.send("My husband choked me last night and I want a divorce");
    expect(first.text).toMatch(/call 911/);
    expect(first.text).toContain("**Family**");
    chat.send("Ana Ortiz");
    const again = chat.send("He hit me again this morning");
    expect(again.text).not.toMatch(/911/);
  });

  it("leaves urgency unknown when nothing suggests it", () => {
    const chat = new Conversation(defaultFirm({ requiresPayment: false }));
    chat.send("Someone copied my photos on their website");
    chat.send("Lin Wu");
    for (let i = 0; i < 8 && !chat.memory?.contactForm.shown; i++) chat.send("skip");
    const created = chat.submitContact({ name: "Lin Wu", email: "lin@example.com", phone: "555-555-0103" });
    expect((chat.tool(created, "create_matter") as MatterDraft).urgency).toBeNull();
  });
});

describe("planTurn as a function", () => {
  it("only calls tools with arguments the runtime accepts", () => {
    for (const story of Object.values(RICH_STORIES)) {
      const chat = new Conversation();
      chat.send(story);
      chat.send("Sam Quinn");
      for (let i = 0; i < 8 && !chat.memory?.contactForm.shown; i++) chat.send("Not sure, maybe");
      chat.send("My email is sam@example.com");
      chat.submitContact({ name: "Sam Quinn", email: "sam@example.com", phone: "555-555-0100", location: "Somewhere" });
      chat.send("Also they called me again yesterday.");
      chat.send("", { checklistDone: true, paymentId: "pay_1" });
      const calls = chat.transcript.flatMap((r) => r.tools);
      expect(calls.map((c) => c.name)).toEqual(
        expect.arrayContaining([
          "show_contact_form",
          "create_matter",
          "show_document_checklist",
          "create_payment_invoice",
          "update_matter",
          "request_lawyer_review",
        ]),
      );
      for (const call of calls) {
        const parsed = toolArgumentSchemas[call.name].safeParse(call.args);
        expect(parsed.success, `${call.name}: ${JSON.stringify(call.args)}`).toBe(true);
      }
    }
  });

  it("is deterministic and its memory survives JSON", () => {
    const input = {
      memory: null,
      userText: "My wife and I are separating and I'm in Charlotte, NC. We have two kids.",
      organization: defaultFirm(),
      world: new Conversation().world,
      now: NOW,
    };
    const first = planTurn(input);
    const second = planTurn(input);
    expect(second).toEqual(first);
    expect(JSON.parse(JSON.stringify(first.memory))).toEqual(first.memory);
    expect(first.memory.version).toBe(1);
  });

  it("does not change the memory it was given", () => {
    const first = planTurn({
      memory: null,
      userText: "I was fired",
      organization: defaultFirm(),
      world: new Conversation().world,
    });
    const frozen = JSON.stringify(first.memory);
    planTurn({
      memory: first.memory,
      userText: "Pat Doe",
      organization: defaultFirm(),
      world: new Conversation().world,
    });
    expect(JSON.stringify(first.memory)).toBe(frozen);
  });

  it("starts over when the stored memory is from another version", () => {
    const stale = { version: 0 } as unknown as InterviewMemory;
    const reply = planTurn({
      memory: stale,
      userText: "hello",
      organization: defaultFirm(),
      world: new Conversation().world,
    });
    expect(reply.memory.version).toBe(1);
    expect(reply.steps[0]).toMatchObject({ kind: "say" });
  });

  it("does not treat the contact form submission text as part of the visitor's story", () => {
    const chat = new Conversation(defaultFirm({ requiresPayment: false }));
    chat.send("My business partner Alan Cole is locking me out of our LLC");
    chat.send("Sam Quinn");
    for (let i = 0; i < 6 && !chat.memory?.contactForm.shown; i++) chat.send("skip");
    const created = chat.send("Contact information submitted: Sam Quinn, sam@example.com", {
      contact: { name: "Sam Quinn", email: "sam@example.com", phone: "555-555-0100" },
    });
    const matter = chat.tool(created, "create_matter") as MatterDraft;
    expect(matter.matterSummary).not.toContain("submitted");
  });
});

describe("the other party named after it was mentioned", () => {
  it("takes 'my wife is Maria Reyes' from the name answer instead of asking for her name", () => {
    const chat = new Conversation();
    chat.send("My wife and I are separating. I live in Charlotte, NC.");
    const name = chat.send("My name is Dana Reyes and my wife is Maria Reyes");
    expect(name.text).toMatch(/Thanks, Dana/);
    expect(name.text).not.toMatch(/wife's full name|other party/i);
    expect(chat.memory?.opposing.asked).toBe(false);
  });

  it("takes the employer from 'my employer is Acme Corp'", () => {
    const chat = new Conversation();
    chat.send("I was let go last week and I think it was retaliation");
    const name = chat.send("I'm Lee Park and my employer is Acme Corp.");
    expect(name.text).not.toMatch(/name of the employer/i);
    expect(chat.memory?.opposing.asked).toBe(false);
  });
});

describe("asking how urgent it is", () => {
  const URGENT = "Is anything urgent — a court date, a deadline, or a safety concern?";

  function reachUrgency(story: string): Conversation {
    const chat = new Conversation(defaultFirm({ requiresPayment: false }));
    chat.send(story);
    let reply = chat.send("Alex Kim");
    for (let i = 0; i < 8 && !reply.text.includes(URGENT); i++) reply = chat.send("I don't know");
    expect(reply.text).toContain(URGENT);
    expect(chat.memory?.contactForm.shown).toBe(false);
    return chat;
  }

  function finish(chat: Conversation): MatterDraft {
    for (let i = 0; i < 6 && !chat.memory?.contactForm.shown; i++) chat.send("I don't know");
    const created = chat.submitContact({ name: "Alex Kim", email: "alex@example.com", phone: "555-555-0102" });
    return chat.tool(created, "create_matter") as MatterDraft;
  }

  it.each([
    ["No", "low"],
    ["Not really", "low"],
    ["Nothing urgent.", "low"],
    ["There's a hearing in a few months", "medium"],
    ["Yes, I have to respond to a letter within three weeks", "high"],
    ["The court date is in 2 weeks", "high"],
    ["The hearing is tomorrow", "emergency"],
    ["Yes, I'm afraid for my safety", "emergency"],
  ])("'%s' → %s, carried by create_matter", (answer, urgency) => {
    const chat = reachUrgency("Someone copied my photos on their website");
    chat.send(answer);
    const matter = finish(chat);
    expect(matter.urgency).toBe(urgency);
    expect(matter.answers["Is anything urgent?"]).toBe(answer);
  });

  it("asks once, and not again after 'I don't know'", () => {
    const chat = reachUrgency("Someone copied my photos on their website");
    chat.send("I don't know");
    const matter = finish(chat);
    expect(matter.urgency).toBeNull();
    expect(chat.allText().split(URGENT)).toHaveLength(2);
  });

  it("re-asks after answering the visitor's own question", () => {
    const chat = reachUrgency("Someone copied my photos on their website");
    const why = chat.send("Why do you need that?");
    expect(why.text).toContain(URGENT);
    chat.send("No");
    expect(finish(chat).urgency).toBe("low");
  });

  it("does not ask when the visitor already said how urgent it is", () => {
    const chat = new Conversation(defaultFirm({ requiresPayment: false }));
    chat.send("I was charged with assault and my court date is tomorrow");
    chat.send("Alex Kim");
    for (let i = 0; i < 8 && !chat.memory?.contactForm.shown; i++) chat.send("skip");
    expect(chat.allText()).not.toContain(URGENT);
  });

  it("does not ask a visitor who asked to skip the questions", () => {
    const chat = new Conversation(defaultFirm({ requiresPayment: false }));
    chat.send("Someone copied my photos on their website");
    chat.send("Lin Wu");
    const skip = chat.send("Can we skip the questions? I just want to talk to a lawyer");
    expect(chat.allText()).not.toContain(URGENT);
    expect(chat.tool(skip, "show_contact_form") ?? chat.tool(chat.send("Nobody"), "show_contact_form")).toBeDefined();
  });
});

// ---------------------------------------------------------------------------------------------
// A complete interview, with the world simulated as the runtime does it: the page's own texts for
// the contact form and the checklist, the matter stored from create_matter and update_matter.

const RUNTIME_TEXT = {
  contact: "I've shared my contact details.",
  skipDocuments: "I'll skip the documents for now.",
  uploaded: "I've uploaded the documents.",
} as const;

type Script = { story: string; contact: ContactDetails; answers: [RegExp, string][] };

class Intake {
  readonly chat = new Conversation(defaultFirm({ requiresPayment: false, consultationFee: 0 }));
  created: MatterDraft | null = null;
  stored: (Omit<MatterDraft, "urgency"> & { urgency: MatterDraft["urgency"] }) | null = null;
  checklist: DocumentChecklist | null = null;
  readonly questions: string[] = [];

  send(text: string, world: Partial<WorldSnapshot> = {}): Reply {
    const reply = this.chat.send(text, world);
    for (const { name, args } of reply.tools) {
      if (name === "create_matter") {
        this.created = args as MatterDraft;
        this.stored = structuredClone(this.created);
      }
      if (name === "update_matter" && this.stored) {
        const { answers, ...rest } = args as Partial<MatterDraft>;
        this.stored = { ...this.stored, ...rest, answers: { ...this.stored.answers, ...answers } };
      }
      if (name === "show_document_checklist") this.checklist = defaultChecklist(String(args.matterType));
    }
    const asked = reply.text.split("\n\n").at(-1) ?? "";
    if (asked.trim().endsWith("?")) this.questions.push(asked);
    return reply;
  }

  /** Answers each question from the script until the contact form shows; an unexpected question fails. */
  interview(script: Script): void {
    this.send("Hi");
    let reply = this.send(script.story);
    for (let turn = 0; turn < 14 && !this.chat.tool(reply, "show_contact_form"); turn++) {
      const question = reply.text.split("\n\n").at(-1) ?? "";
      const answer = script.answers.find(([pattern]) => pattern.test(question))?.[1];
      if (answer === undefined) throw new Error(`No scripted answer for: ${question}`);
      reply = this.send(answer);
    }
    expect(this.chat.tool(reply, "show_contact_form")).toBeDefined();
    this.send(RUNTIME_TEXT.contact, { contact: script.contact });
    expect(this.created).not.toBeNull();
  }

  uploadRequired(): void {
    let checklist = this.checklist!;
    for (const document of checklist.documents.filter((d) => d.required)) {
      checklist = markUploaded(checklist, document.id, {
        fileId: `f-${document.id}`,
        name: `${document.id}.pdf`,
        size: 1000,
        type: "application/pdf",
        url: `/api/files/f-${document.id}`,
      });
    }
    this.checklist = checklist;
    this.send(RUNTIME_TEXT.uploaded, { checklistDone: true });
  }

  canvas(): Pick<MatterCanvas, "service" | "matterSummary" | "answers" | "urgency" | "jurisdiction"> {
    const matter = this.stored!;
    return {
      service: matter.service,
      matterSummary: matter.matterSummary,
      answers: matter.answers,
      urgency: matter.urgency ?? "unknown",
      jurisdiction: matter.jurisdiction,
    };
  }

  row(): MatterRow {
    const matter = this.stored!;
    const now = new Date("2025-06-15T15:00:00Z");
    return {
      id: "m-1",
      organization_id: "o-1",
      conversation_id: "c-1",
      matter_number: "MAT-0001",
      service: matter.service,
      summary: matter.matterSummary,
      answers: matter.answers,
      urgency: matter.urgency,
      jurisdiction: matter.jurisdiction,
      client_name: matter.clientName,
      opposing_party: matter.opposingParty,
      checklist: this.checklist,
      checklist_skipped_at: null,
      payment_required: false,
      payment_amount_cents: null,
      payment_description: null,
      payment_url: null,
      payment_id: null,
      stripe_checkout_session_id: null,
      review_requested_at: now,
      review_reason: null,
      status: "active",
      created_at: now,
      updated_at: now,
      status_title: null,
      reviewing_attorney_id: null,
      reviewed_at: null,
      reviewed_by: null,
      intake_rating: null,
      intake_rating_comment: null,
      rated_by: null,
      rated_at: null,
      parties: [],
      key_dates: [],
      urgency_reason: null,
      practice_area: null,
      outside_services: false,
      conflict_level: "none",
      conflict_matches: [],
      conflict_checked_at: null,
      conflict_status: "none",
      conflict_resolved_at: null,
      conflict_resolved_by: null,
      emergency_review_key: null,
      legal_hold_at: null,
      legal_hold_by: null,
      kept_at: null,
      kept_by: null,
      first_opened_at: null,
      first_opened_by: null,
      first_response_at: null,
      decision: null,
      decided_at: null,
      decided_by: null,
      decline_reason: null,
      non_engagement_sent_at: null,
    };
  }
}

const READY_SCRIPTS: Record<string, Script> = {
  "Family (Charlotte, NC)": {
    story: "My wife and I are separating. I live in Charlotte, NC.",
    contact: { name: "Dana Reyes", email: "dana@example.com", phone: "704-555-0100", location: "Charlotte, NC" },
    answers: [
      [/your full name/, "My name is Dana Reyes and my wife is Maria Reyes"],
      [/children/, "We have two kids, 5 and 8."],
      [/court order|already filed/, "No, nothing has been filed."],
      [/urgent/, "Not really."],
      [/married/, "We married in June 2012 and separated in March."],
    ],
  },
  Employment: {
    story: "I was fired from Acme Logistics last month after I complained about unpaid overtime.",
    contact: { name: "Lee Park", email: "lee@example.com", phone: "614-555-0100" },
    answers: [
      [/your full name/, "Lee Park"],
      [/how many employees/i, "About 40 employees. I work in Columbus, Ohio."],
      [/filed a complaint/, "No, not yet."],
      [/urgent/, "Nothing urgent, but I think there's a filing deadline in a few months."],
    ],
  },
  "Personal Injury": {
    story: "I was rear-ended on the highway and hurt my neck.",
    contact: { name: "Sam Ortiz", email: "sam@example.com", phone: "602-555-0100" },
    answers: [
      [/your full name/, "Sam Ortiz"],
      [/responsible/, "The other driver, John Smith"],
      [/when and where/i, "Last Tuesday in Phoenix, AZ."],
      [/medical treatment/, "Urgent care that day, and physical therapy twice a week since."],
      [/insurance company/, "Yes, his insurer called and wants a statement."],
      [/urgent/, "The adjuster wants my statement in two weeks."],
    ],
  },
};

describe("a complete interview reaches a ready matter", () => {
  it.each(Object.entries(READY_SCRIPTS))("%s", (_, script) => {
    const intake = new Intake();
    intake.interview(script);
    const created = intake.created!;
    expect(created.urgency).not.toBeNull();
    expect(created.matterSummary.length).toBeGreaterThanOrEqual(50);
    // At most the urgency question and three follow-ups beyond the firm's own questions.
    expect(
      intake.questions.filter((q) =>
        /urgent|married|start working|When did this start|city and state|Which state/.test(q),
      ).length,
    ).toBeLessThanOrEqual(4);

    intake.uploadRequired();
    const uploadedFileCount = intake.checklist!.documents.filter((d) => d.status === "uploaded").length;
    expect(missingInformation(intake.canvas(), { uploadedFileCount, checklist: intake.checklist })).toEqual([]);
    expect(viewMatter(intake.row()).status).toBe("ready");
    expect(intake.chat.transcript.flatMap((r) => r.tools).map((t) => t.name)).toContain("request_lawyer_review");

    // The page's texts are not the visitor's account.
    const everything = JSON.stringify(intake.chat.transcript.flatMap((r) => r.tools));
    expect(everything).not.toMatch(/shared my contact details|uploaded the documents/);
  });

  it("files the family matter as the visitor described it, with the other party from the name answer", () => {
    const intake = new Intake();
    intake.interview(READY_SCRIPTS["Family (Charlotte, NC)"]);
    expect(intake.questions.join("\n")).not.toMatch(/wife's full name/);
    expect(intake.created).toMatchObject({
      opposingParty: "Maria Reyes",
      urgency: "low",
      jurisdiction: { city: "Charlotte", county: null, state: "NC", country: "US" },
    });
    expect(intake.created!.answers["When did you get married, and when did you separate (if you have)?"]).toBe(
      "We married in June 2012 and separated in March.",
    );
  });

  it("keeps the page's checklist texts out of the matter", () => {
    const intake = new Intake();
    intake.interview(READY_SCRIPTS.Employment);
    const summary = intake.stored!.matterSummary;
    const skipped = intake.send(RUNTIME_TEXT.skipDocuments, { checklistDone: true });
    expect(skipped.tools.map((t) => t.name)).toEqual(["request_lawyer_review"]);
    expect(intake.stored!.matterSummary).toBe(summary);
    expect(JSON.stringify(intake.stored)).not.toMatch(/skip the documents/);
  });

  it("still asks what the matter lacks when the firm's questions do not cover it, and leaves 'I don't know' open", () => {
    const intake = new Intake();
    intake.interview({
      story: "My business partner has been taking money out of the company.",
      contact: { name: "Kim Cho", email: "kim@example.com", phone: "303-555-0100" },
      answers: [
        [/your full name/, "Kim Cho"],
        [/partner's full name/, "Alan Cole"],
        [/what kind of business/i, "A bakery, we're an LLC"],
        [/forming the business|dispute/, "A dispute"],
        [/deadline|demand letter|lawsuit/, "No"],
        [/urgent/, "No"],
        [/When did this start/, "I don't know"],
        [/city and state/, "Denver, CO"],
      ],
    });
    const asked = intake.questions.join("\n");
    expect(asked).toContain("When did this start?");
    expect(asked).toContain("Which city and state are you in?");
    expect(intake.chat.memory?.followUps.asked).toBeLessThanOrEqual(3);
    // The timeline was asked for and not known: the matter says so rather than inventing it.
    const hints = missingInformation(intake.canvas(), { uploadedFileCount: 1 }).map((hint) => hint.code);
    expect(hints).toEqual(["timeline"]);
    expect(intake.created!.jurisdiction).toEqual({ city: "Denver", county: null, state: "CO", country: "US" });
  });
});

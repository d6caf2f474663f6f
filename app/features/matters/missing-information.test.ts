import i18next from "i18next";
import { describe, expect, it } from "vitest";
import chat from "../../../locales/en/chat.json";
import { defaultChecklist, markPending } from "./document-checklist.ts";
import {
  type MatterFacts,
  missingInformation,
  type MissingInformationContext,
  serviceDetails,
} from "./missing-information.ts";
import { MatterCanvasSchema, serviceAreas, serviceAreasOf } from "./schemas.ts";

// A general matter with nothing missing: a date, a place with its state, evidence, urgency.
const complete: MatterFacts = {
  service: "General Consultation",
  matterSummary: "On March 3 a contractor damaged my fence in Austin, TX. I have photos and the repair invoice.",
  answers: {},
  urgency: "medium",
  jurisdiction: null,
};

function hints(overrides: Partial<MatterFacts> = {}, context?: MissingInformationContext): string[] {
  return missingInformation({ ...complete, ...overrides }, context).map((hint) =>
    hint.key.replace("chat:matter.missing.", ""),
  );
}

function summarised(matterSummary: string, overrides: Partial<MatterFacts> = {}): string[] {
  return hints({ matterSummary, ...overrides });
}

/** Each phrase added to `base` clears the hint (`clears`), or leaves it in place (`keeps`: words that only look like it). */
function itReadsPhrases(hint: string, base: string, { clears, keeps }: { clears: string[]; keeps: string[] }) {
  it.each(clears)("is gone for %j", (phrase) => {
    expect(summarised(`${base} ${phrase}`)).not.toContain(hint);
  });
  it.each(keeps)("is not fooled by %j", (phrase) => {
    expect(summarised(`${base} ${phrase}`)).toContain(hint);
  });
}

async function englishChat() {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: "en", resources: { en: { chat } }, ns: ["chat"], interpolation: { escapeValue: false } });
  return i18n;
}

describe("missing information", () => {
  it("a complete matter has no hints, and no matter has none either", () => {
    expect(hints()).toEqual([]);
    expect(missingInformation(null)).toEqual([]);
  });

  it("lists every hint of a bare matter in the panel's order", () => {
    const bare = { service: "Family", matterSummary: "", answers: {}, urgency: "unknown" as const, jurisdiction: null };
    expect(missingInformation(bare).map((hint) => hint.key)).toEqual([
      "chat:matter.missing.summary",
      "chat:matter.missing.timeline",
      "chat:matter.missing.location",
      "chat:matter.missing.evidence",
      "chat:matter.missing.family.children",
      "chat:matter.missing.family.marriageDates",
      "chat:matter.missing.urgency",
      "chat:matter.missing.jurisdiction",
    ]);
  });

  it("every hint has an English text", async () => {
    const i18n = await englishChat();
    for (const service of ["Family", "Employment", "Business", "Tenant", "Probate", "Education"]) {
      const all = missingInformation({
        service,
        matterSummary: "",
        answers: {},
        urgency: "unknown",
        jurisdiction: null,
      });
      for (const hint of all) {
        expect(i18n.exists(hint.key), hint.key).toBe(true);
        expect(i18n.t(hint.key, hint)).not.toContain("{{");
      }
    }
  });

  describe("summary under 50 characters", () => {
    it("appears at 49 trimmed characters and is gone at 50", () => {
      const at49 = missingInformation({ ...complete, matterSummary: `  ${"x".repeat(49)}  ` });
      expect(at49[0]).toEqual({ code: "summary", key: "chat:matter.missing.summary", minLength: 50, length: 49 });
      expect(hints({ matterSummary: "x".repeat(50) })).not.toContain("summary");
    });

    it("tells the client how long the summary should be", async () => {
      const i18n = await englishChat();
      const [hint] = missingInformation({ ...complete, matterSummary: "Fence." });
      expect(i18n.t(hint.key, hint)).toBe("Describe what happened in a few more sentences (at least 50 characters).");
    });
  });

  describe("no timeline", () => {
    const base = "A contractor damaged my fence in Austin, TX and I have photos of it.";

    it("appears when nothing says when", () => {
      expect(summarised(base)).toEqual(["timeline"]);
    });

    itReadsPhrases("timeline", base, {
      clears: [
        "It happened March 3.",
        "It happened on the 3rd of March.",
        "It happened Sept. 14th.",
        "It started in March 2021.",
        "It started last week.",
        "It started 2 years ago.",
        "It started a few days ago.",
        "It has been going on since 2021.",
        "It began in mid-June.",
        "It happened in the summer of 2020.",
        "It happened on 3/14/2023.",
        "It happened on 2023-03-14.",
        "It happened yesterday.",
        "It has gone on for two months.",
        "It happened last Friday.",
      ],
      keeps: [
        "This may take a while to fix.",
        "I owe him 2000 dollars.",
        "They plan to march to city hall.",
        "It happened recently.",
        "I need help soon.",
      ],
    });

    it("is gone when an answer gives a date or answers a question about when", () => {
      expect(summarised(base, { answers: { "What happened next?": "The fence fell on 5/6/2022." } })).not.toContain(
        "timeline",
      );
      expect(summarised(base, { answers: { "When did this happen?": "Around spring" } })).not.toContain("timeline");
    });

    it("stays when the answer to 'when' says nothing", () => {
      expect(summarised(base, { answers: { "When did this happen?": "I don't know" } })).toContain("timeline");
      expect(summarised(base, { answers: { "When did this happen?": "  " } })).toContain("timeline");
    });
  });

  describe("no location", () => {
    const base = "On March 3 a contractor damaged my fence and I have photos of it.";

    it("appears when nothing says where", () => {
      expect(summarised(base)).toContain("location");
    });

    itReadsPhrases("location", base, {
      clears: [
        "I live in Texas.",
        "I live in Springfield, IL.",
        "The house is at 123 Main Street.",
        "I rent Apt 4B.",
        "This is in Cook County.",
        "I moved to Chicago last year.",
        "It is in the City of Springfield.",
        "It happened in NY.",
        "Send mail to Springfield, OK 73001.",
      ],
      keeps: ["Austin told me to call a lawyer.", "Yes, OK.", "I live IN fear of him.", "He took my photo ID."],
    });

    it("is gone when the jurisdiction names a state, a city or another country", () => {
      expect(summarised(base, { jurisdiction: { state: "TX" } })).not.toContain("location");
      expect(summarised(base, { jurisdiction: { city: "Springfield" } })).not.toContain("location");
      expect(summarised(base, { jurisdiction: { country: "Canada" } })).not.toContain("location");
      expect(summarised(base, { jurisdiction: { country: "US" } })).toContain("location");
    });

    it("is gone when the client answered where", () => {
      expect(summarised(base, { answers: { "Where do you live?": "Springfield" } })).not.toContain("location");
    });
  });

  describe("no documents or evidence", () => {
    const base = "On March 3 a contractor damaged my fence in Austin, TX and now refuses to pay for it.";

    it("appears when no evidence is mentioned or shared", () => {
      expect(summarised(base)).toEqual(["evidence"]);
    });

    itReadsPhrases("evidence", base, {
      clears: [
        "I have photos.",
        "He sent me emails.",
        "I kept his text messages.",
        "We signed a contract.",
        "I have the receipts.",
        "My neighbor was a witness.",
        "There is a court order.",
        "I have a screenshot.",
      ],
      keeps: ["I called him in order to fix it."],
    });

    it("is gone when files were shared in the chat or a checklist document is in", () => {
      expect(summarised(base, {}).length).toBe(1);
      expect(hints({ matterSummary: base }, { uploadedFileCount: 1 })).not.toContain("evidence");
      const pending = markPending(defaultChecklist("General"), "relevant-documents");
      expect(hints({ matterSummary: base }, { checklist: pending })).not.toContain("evidence");
      expect(
        hints({ matterSummary: base }, { checklist: defaultChecklist("General"), uploadedFileCount: 0 }),
      ).toContain("evidence");
    });

    it("an answer about documents counts, even 'no'; a non-answer does not", () => {
      expect(summarised(base, { answers: { "Do you have any documents?": "No" } })).not.toContain("evidence");
      expect(summarised(base, { answers: { "Do you have any documents?": "not sure" } })).toContain("evidence");
    });
  });

  describe("urgency unknown", () => {
    it("appears when urgency is unknown or absent", () => {
      expect(hints({ urgency: "unknown" })).toEqual(["urgency"]);
      expect(hints({ urgency: undefined })).toEqual(["urgency"]);
    });

    it("is gone for every real level", () => {
      for (const urgency of ["low", "medium", "high", "emergency"] as const) expect(hints({ urgency })).toEqual([]);
    });

    it("a canvas parsed without urgency or jurisdiction defaults to unknown and asks for it", () => {
      const canvas = MatterCanvasSchema.parse({
        matterId: "m1",
        matterNumber: "M-0001",
        service: "General Consultation",
        matterSummary: complete.matterSummary,
      });
      expect(canvas).toMatchObject({ answers: {}, urgency: "unknown", jurisdiction: null });
      expect(missingInformation(canvas).map((hint) => hint.code)).toEqual(["urgency"]);
    });
  });

  describe("jurisdiction missing", () => {
    const base = "On March 3 a contractor damaged my fence and I have photos of it.";

    it("appears when no state or country is known", () => {
      expect(summarised(base)).toContain("jurisdiction");
    });

    it("is gone when the jurisdiction has a state or a foreign country", () => {
      expect(summarised(base, { jurisdiction: { state: "TX" } })).not.toContain("jurisdiction");
      expect(summarised(base, { jurisdiction: { state: "California" } })).not.toContain("jurisdiction");
      expect(summarised(base, { jurisdiction: { country: "Canada" } })).not.toContain("jurisdiction");
    });

    it("stays for the United States alone or a city alone, because US law is state law", () => {
      expect(summarised(base, { jurisdiction: { country: "US" } })).toContain("jurisdiction");
      expect(summarised(base, { jurisdiction: { country: "United States", city: "Springfield" } })).toContain(
        "jurisdiction",
      );
      expect(summarised(base, { jurisdiction: { state: "  ", country: null } })).toContain("jurisdiction");
    });

    it.each(["I live in Texas.", "I live in Springfield, IL.", "It happened in NY.", "I live in Chicago."])(
      "is gone when the text names the state: %j",
      (phrase) => {
        expect(summarised(`${base} ${phrase}`)).not.toContain("jurisdiction");
      },
    );

    it("a city found in several states tells where, not which state", () => {
      const found = summarised(`${base} I live in Portland.`);
      expect(found).not.toContain("location");
      expect(found).toContain("jurisdiction");
    });

    it("an answer that is just a state code counts", () => {
      expect(summarised(base, { answers: { "Which state do you live in?": "OH" } })).not.toContain("jurisdiction");
      expect(summarised(base, { answers: { "Which state do you live in?": "ohio." } })).not.toContain("jurisdiction");
    });
  });

  describe("per-service details", () => {
    it("recognises service areas by keyword, in any case", () => {
      expect(serviceAreasOf("FAMILY LAW")).toEqual(["family"]);
      expect(serviceAreasOf("Landlord/Tenant")).toEqual(["tenant-landlord"]);
      expect(serviceAreasOf("Wills & Probate")).toEqual(["probate"]);
      expect(serviceAreasOf("Special Education")).toEqual(["education"]);
      expect(serviceAreasOf("Family Business")).toEqual(["family", "business"]);
      expect(serviceAreasOf("Real Estate")).toEqual([]);
      expect(serviceAreasOf("Estate planning")).toEqual(["probate"]);
      expect(serviceAreasOf("Criminal")).toEqual([]);
      expect(serviceAreasOf(null)).toEqual([]);
    });

    it("each area has the details it asks for", () => {
      expect(Object.fromEntries(serviceAreas.map((area) => [area, serviceDetails(area)]))).toEqual({
        family: ["children", "marriageDates"],
        employment: ["employer", "employmentDates", "termination"],
        business: ["entity", "otherParty", "contract"],
        "tenant-landlord": ["lease", "propertyAddress", "role"],
        probate: ["decedent", "will", "estate"],
        education: ["school", "student", "issue"],
      });
    });

    it("a service outside these areas asks for no details", () => {
      expect(hints({ service: "Criminal" })).toEqual([]);
      expect(hints({ service: "Real Estate" })).toEqual([]);
    });

    it("a service naming two areas asks for the details of both", () => {
      const text = "On March 3 things went wrong at home in Austin, TX. I have photos.";
      expect(summarised(text, { service: "Family Business" })).toEqual([
        "family.children",
        "family.marriageDates",
        "business.entity",
        "business.otherParty",
        "business.contract",
      ]);
    });

    /** One story per service area that tells all its details. */
    const fullStories: [service: string, story: string][] = [
      [
        "Family Law",
        "We married in June 2015 and separated last March. We have two kids, ages 4 and 7. I live in Austin, TX and have bank statements.",
      ],
      [
        "Employment",
        "I worked at Acme Corp as a cook from 2018 until I was fired last week. I live in Austin, TX and have pay stubs.",
      ],
      [
        "Business",
        "Our company is an LLC. Our supplier broke our supply contract on May 5 in Dallas, TX. I have the invoices.",
      ],
      [
        "Tenant Rights",
        "My landlord kept my deposit after I moved out of 123 Main Street, Austin, TX on May 1. I have the lease and photos.",
      ],
      [
        "Probate",
        "My father passed away on March 3 in Ohio. He left a will, and the estate includes his house and a bank account. I have a copy of the will.",
      ],
      [
        "Education Law",
        "My son, a 7th grader at Lincoln Middle School in Denver, CO, was suspended on March 3 without an IEP meeting. I have the letter.",
      ],
    ];

    it.each(fullStories)("a full %s story needs nothing more", (service, story) => {
      expect(summarised(story, { service })).toEqual([]);
    });

    /**
     * A story that lacks exactly one detail: it is the only hint, and each sentence in `toldBy`
     * (added to the story) or the `answers` given to the assistant's question tells it.
     */
    type OneDetailMissing = {
      service: string;
      story: string;
      missing: string;
      toldBy?: string[];
      answers?: Record<string, string>;
    };
    const oneDetailMissing: [name: string, OneDetailMissing][] = [
      [
        "family: asks about children until they are mentioned, or their absence is",
        {
          service: "Family Law",
          story: "We married in June 2015 and separated last March. I live in Austin, TX and have bank statements.",
          missing: "family.children",
          toldBy: ["We have no children."],
          answers: { "Are there children involved?": "No" },
        },
      ],
      [
        "employment: asks who the employer is",
        {
          service: "Employment",
          story: "I was hired in 2018 and fired last week. I live in Austin, TX and have pay stubs.",
          missing: "employment.employer",
          answers: { "Who is your employer?": "Acme Corp" },
        },
      ],
      [
        "employment: asks how the job ended, or whether it has",
        {
          service: "Employment",
          story:
            "I have worked at Acme Corp since 2018 and my manager cuts my hours. I live in Austin, TX and have pay stubs.",
          missing: "employment.termination",
          toldBy: ["I am still employed there.", "I was laid off."],
        },
      ],
      [
        "business: asks about the business entity",
        {
          service: "Business",
          story: "A supplier broke a supply contract on May 5 in Dallas, TX. I have the invoices.",
          missing: "business.entity",
        },
      ],
      [
        "business: asks who the other party is",
        {
          service: "Business",
          story: "Our LLC had a contract that was broken on May 5 in Dallas, TX. I have emails.",
          missing: "business.otherParty",
        },
      ],
      [
        "business: asks whether there is a contract, and a handshake deal answers it",
        {
          service: "Business",
          story: "Our LLC's supplier stopped delivering on May 5 in Dallas, TX. I have photos.",
          missing: "business.contract",
          toldBy: ["We only had a handshake."],
        },
      ],
      [
        "tenant and landlord: asks about the lease, and 'no written lease' answers it",
        {
          service: "Tenant Rights",
          story:
            "My landlord kept my deposit after I moved out of 123 Main Street, Austin, TX on May 1. I have photos.",
          missing: "tenantLandlord.lease",
          toldBy: ["There was no written lease."],
        },
      ],
      [
        "tenant and landlord: asks for the property address; a unit number or an answered question gives it",
        {
          service: "Tenant Rights",
          story:
            "My landlord kept my deposit after I moved out of my apartment in Austin, TX on May 1. I have the lease.",
          missing: "tenantLandlord.propertyAddress",
          toldBy: ["It was Apt 4B."],
          answers: { "Property address": "55 Elm St" },
        },
      ],
      [
        "tenant and landlord: asks whether the client is the landlord or the tenant",
        {
          service: "Tenant Rights",
          story:
            "The deposit for 123 Main Street, Austin, TX was not returned after May 1. I have the lease and photos.",
          missing: "tenantLandlord.role",
          toldBy: ["I am the tenant.", "I'm the landlord."],
        },
      ],
      [
        "probate: asks who died",
        {
          service: "Probate",
          story: "There is a will from 2010, and the estate includes a house in Ohio. I have a copy.",
          missing: "probate.decedent",
        },
      ],
      [
        "probate: asks whether there is a will, and 'without a will' answers it",
        {
          service: "Probate",
          story: "My father passed away on March 3 in Ohio. He owned a house and a bank account. I have photos.",
          missing: "probate.will",
          toldBy: ["He died without a will."],
        },
      ],
      [
        "probate: asks what the estate holds",
        {
          service: "Probate",
          story: "My father passed away on March 3 in Ohio and left a will. I have a copy.",
          missing: "probate.estate",
        },
      ],
      [
        "education: asks which school",
        {
          service: "Education Law",
          story: "My son, a 7th grader, was suspended on March 3 in Denver, CO. I have the letter.",
          missing: "education.school",
        },
      ],
      [
        "education: asks about the student",
        {
          service: "Education Law",
          story: "Lincoln Middle School in Denver, CO suspended a boy on March 3. I have the letter.",
          missing: "education.student",
        },
      ],
      [
        "education: asks what the school issue is",
        {
          service: "Education Law",
          story: "My son is a 7th grader at Lincoln Middle School in Denver, CO since March 3. I have a letter.",
          missing: "education.issue",
        },
      ],
    ];

    it.each(oneDetailMissing)("%s", (_name, { service, story, missing, toldBy = [], answers }) => {
      expect(summarised(story, { service })).toEqual([missing]);
      for (const sentence of toldBy) expect(summarised(`${story} ${sentence}`, { service })).toEqual([]);
      if (answers) expect(summarised(story, { service, answers })).toEqual([]);
    });

    it("family: asks for marriage dates: the word 'divorce' alone is not a date", () => {
      const service = "Family Law";
      const undated =
        "I want a divorce. We have two kids, ages 4 and 7. I live in Austin, TX and have bank statements.";
      expect(summarised(undated, { service })).toContain("family.marriageDates");
      expect(summarised(`${undated} We have been married for 10 years.`, { service })).not.toContain(
        "family.marriageDates",
      );
      expect(summarised(`${undated} We never married.`, { service })).not.toContain("family.marriageDates");
      // A grandparent asking about a grandchild's custody is asked nothing about a marriage of theirs.
      const grandparent =
        "My daughter's ex has kept my grandson since the 14th. The custody order is from Montgomery County. I live in Austin, TX and have the order.";
      expect(summarised(grandparent, { service })).not.toContain("family.marriageDates");
      expect(summarised(`${grandparent} My husband and I are separated too.`, { service })).toContain(
        "family.marriageDates",
      );
      expect(summarised(undated, { service, answers: { "When did you get married?": "2012" } })).not.toContain(
        "family.marriageDates",
      );
    });

    it("employment: asks for the dates of employment", () => {
      const service = "Employment";
      const text = "I worked at Acme Corp as a cook until they fired me. I live in Austin, TX and have pay stubs.";
      expect(summarised(text, { service })).toContain("employment.employmentDates");
      expect(summarised(`${text} I started the job in 2018.`, { service })).not.toContain("employment.employmentDates");
    });
  });
});

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

    it.each([
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
    ])("is gone for %j", (phrase) => {
      expect(summarised(`${base} ${phrase}`)).not.toContain("timeline");
    });

    it.each([
      "This may take a while to fix.",
      "I owe him 2000 dollars.",
      "They plan to march to city hall.",
      "It happened recently.",
      "I need help soon.",
    ])("is not fooled by %j", (phrase) => {
      expect(summarised(`${base} ${phrase}`)).toContain("timeline");
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

    it.each([
      "I live in Texas.",
      "I live in Springfield, IL.",
      "The house is at 123 Main Street.",
      "I rent Apt 4B.",
      "This is in Cook County.",
      "I moved to Chicago last year.",
      "It is in the City of Springfield.",
      "It happened in NY.",
      "Send mail to Springfield, OK 73001.",
    ])("is gone for %j", (phrase) => {
      expect(summarised(`${base} ${phrase}`)).not.toContain("location");
    });

    it.each(["Austin told me to call a lawyer.", "Yes, OK.", "I live IN fear of him.", "He took my photo ID."])(
      "is not fooled by %j",
      (phrase) => {
        expect(summarised(`${base} ${phrase}`)).toContain("location");
      },
    );

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

    it.each([
      "I have photos.",
      "He sent me emails.",
      "I kept his text messages.",
      "We signed a contract.",
      "I have the receipts.",
      "My neighbor was a witness.",
      "There is a court order.",
      "I have a screenshot.",
    ])("is gone for %j", (phrase) => {
      expect(summarised(`${base} ${phrase}`)).not.toContain("evidence");
    });

    it("is not fooled by 'in order to'", () => {
      expect(summarised(`${base} I called him in order to fix it.`)).toContain("evidence");
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

    describe("family", () => {
      const service = "Family Law";
      const full =
        "We married in June 2015 and separated last March. We have two kids, ages 4 and 7. I live in Austin, TX and have bank statements.";

      it("a full story needs nothing more", () => {
        expect(summarised(full, { service })).toEqual([]);
      });

      it("asks about children until they are mentioned, or their absence is", () => {
        const noChildren =
          "We married in June 2015 and separated last March. I live in Austin, TX and have bank statements.";
        expect(summarised(noChildren, { service })).toEqual(["family.children"]);
        expect(summarised(`${noChildren} We have no children.`, { service })).toEqual([]);
        expect(summarised(noChildren, { service, answers: { "Are there children involved?": "No" } })).toEqual([]);
      });

      it("asks for marriage dates: the word 'divorce' alone is not a date", () => {
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
    });

    describe("employment", () => {
      const service = "Employment";
      const full =
        "I worked at Acme Corp as a cook from 2018 until I was fired last week. I live in Austin, TX and have pay stubs.";

      it("a full story needs nothing more", () => {
        expect(summarised(full, { service })).toEqual([]);
      });

      it("asks who the employer is", () => {
        const text = "I was hired in 2018 and fired last week. I live in Austin, TX and have pay stubs.";
        expect(summarised(text, { service })).toEqual(["employment.employer"]);
        expect(summarised(text, { service, answers: { "Who is your employer?": "Acme Corp" } })).toEqual([]);
      });

      it("asks for the dates of employment", () => {
        const text = "I worked at Acme Corp as a cook until they fired me. I live in Austin, TX and have pay stubs.";
        expect(summarised(text, { service })).toContain("employment.employmentDates");
        expect(summarised(`${text} I started the job in 2018.`, { service })).not.toContain(
          "employment.employmentDates",
        );
      });

      it("asks how the job ended, or whether it has", () => {
        const text =
          "I have worked at Acme Corp since 2018 and my manager cuts my hours. I live in Austin, TX and have pay stubs.";
        expect(summarised(text, { service })).toEqual(["employment.termination"]);
        expect(summarised(`${text} I am still employed there.`, { service })).toEqual([]);
        expect(summarised(`${text} I was laid off.`, { service })).toEqual([]);
      });
    });

    describe("business", () => {
      const service = "Business";
      const full =
        "Our company is an LLC. Our supplier broke our supply contract on May 5 in Dallas, TX. I have the invoices.";

      it("a full story needs nothing more", () => {
        expect(summarised(full, { service })).toEqual([]);
      });

      it("asks about the business entity", () => {
        expect(
          summarised("A supplier broke a supply contract on May 5 in Dallas, TX. I have the invoices.", { service }),
        ).toEqual(["business.entity"]);
      });

      it("asks who the other party is", () => {
        expect(
          summarised("Our LLC had a contract that was broken on May 5 in Dallas, TX. I have emails.", { service }),
        ).toEqual(["business.otherParty"]);
      });

      it("asks whether there is a contract, and a handshake deal answers it", () => {
        const text = "Our LLC's supplier stopped delivering on May 5 in Dallas, TX. I have photos.";
        expect(summarised(text, { service })).toEqual(["business.contract"]);
        expect(summarised(`${text} We only had a handshake.`, { service })).toEqual([]);
      });
    });

    describe("tenant and landlord", () => {
      const service = "Tenant Rights";
      const full =
        "My landlord kept my deposit after I moved out of 123 Main Street, Austin, TX on May 1. I have the lease and photos.";

      it("a full story needs nothing more", () => {
        expect(summarised(full, { service })).toEqual([]);
      });

      it("asks about the lease, and 'no written lease' answers it", () => {
        const text =
          "My landlord kept my deposit after I moved out of 123 Main Street, Austin, TX on May 1. I have photos.";
        expect(summarised(text, { service })).toEqual(["tenantLandlord.lease"]);
        expect(summarised(`${text} There was no written lease.`, { service })).toEqual([]);
      });

      it("asks for the property address; a unit number or an answered question gives it", () => {
        const text =
          "My landlord kept my deposit after I moved out of my apartment in Austin, TX on May 1. I have the lease.";
        expect(summarised(text, { service })).toEqual(["tenantLandlord.propertyAddress"]);
        expect(summarised(`${text} It was Apt 4B.`, { service })).toEqual([]);
        expect(summarised(text, { service, answers: { "Property address": "55 Elm St" } })).toEqual([]);
      });

      it("asks whether the client is the landlord or the tenant", () => {
        const text =
          "The deposit for 123 Main Street, Austin, TX was not returned after May 1. I have the lease and photos.";
        expect(summarised(text, { service })).toEqual(["tenantLandlord.role"]);
        expect(summarised(`${text} I am the tenant.`, { service })).toEqual([]);
        expect(summarised(`${text} I'm the landlord.`, { service })).toEqual([]);
      });
    });

    describe("probate", () => {
      const service = "Probate";
      const full =
        "My father passed away on March 3 in Ohio. He left a will, and the estate includes his house and a bank account. I have a copy of the will.";

      it("a full story needs nothing more", () => {
        expect(summarised(full, { service })).toEqual([]);
      });

      it("asks who died", () => {
        const text = "There is a will from 2010, and the estate includes a house in Ohio. I have a copy.";
        expect(summarised(text, { service })).toEqual(["probate.decedent"]);
      });

      it("asks whether there is a will, and 'without a will' answers it", () => {
        const text = "My father passed away on March 3 in Ohio. He owned a house and a bank account. I have photos.";
        expect(summarised(text, { service })).toEqual(["probate.will"]);
        expect(summarised(`${text} He died without a will.`, { service })).toEqual([]);
      });

      it("asks what the estate holds", () => {
        const text = "My father passed away on March 3 in Ohio and left a will. I have a copy.";
        expect(summarised(text, { service })).toEqual(["probate.estate"]);
      });
    });

    describe("education", () => {
      const service = "Education Law";
      const full =
        "My son, a 7th grader at Lincoln Middle School in Denver, CO, was suspended on March 3 without an IEP meeting. I have the letter.";

      it("a full story needs nothing more", () => {
        expect(summarised(full, { service })).toEqual([]);
      });

      it("asks which school", () => {
        expect(
          summarised("My son, a 7th grader, was suspended on March 3 in Denver, CO. I have the letter.", { service }),
        ).toEqual(["education.school"]);
      });

      it("asks about the student", () => {
        expect(
          summarised("Lincoln Middle School in Denver, CO suspended a boy on March 3. I have the letter.", { service }),
        ).toEqual(["education.student"]);
      });

      it("asks what the school issue is", () => {
        expect(
          summarised("My son is a 7th grader at Lincoln Middle School in Denver, CO since March 3. I have a letter.", {
            service,
          }),
        ).toEqual(["education.issue"]);
      });
    });
  });
});

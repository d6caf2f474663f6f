import { beforeAll, describe, expect, it } from "vitest";
import { warmUnderstanding } from "~/features/intake/understanding/index.ts";
import {
  isLawyerSearchRequest,
  isPlainLawyerSearch,
  type LawyerSearchStep,
  lawyerSearchReply,
  readLawyerSearchRequest,
} from "./lawyer-search.ts";
import { freshWorld } from "./fresh-world.fixtures.ts";
import type { PlanTurnInput } from "./interview.ts";

// The gazetteer and the NLP lexicon load once, before the timed tests.
beforeAll(async () => {
  await import("./interview.ts");
  warmUnderstanding();
}, 60_000);

const services = [
  "Family",
  "Business",
  "Contract Review",
  "Intellectual Property",
  "Employment",
  "Personal Injury",
  "Criminal",
  "Civil",
  "General Consultation",
];

describe("a visitor asking the built-in agent to find a lawyer", () => {
  it.each([
    ["Can you find me a lawyer?", true],
    ["Search for an attorney near me", true],
    ["I'm looking for an employment lawyer in Chicago", true],
    ["Could you recommend a good attorney?", true],
    ["Show me lawyers", true],
    ["Who are the best lawyers here?", true],
    // An ordinary account or a refusal is not a search.
    ["I need a lawyer for my divorce", false],
    ["My landlord kept my deposit", false],
    ["I don't want a lawyer, just information", false],
    ["My lawyer found a problem with the lease", false],
  ])("takes %j for a request to find a lawyer: %s", (text, isSearch) => {
    expect(isLawyerSearchRequest(text)).toBe(isSearch);
  });

  it("reads the practice area, place, language and fee it asks for", () => {
    expect(readLawyerSearchRequest("Can you find me a family lawyer in Austin, TX?", services)).toEqual({
      practiceArea: "Family",
      location: "Austin, TX",
      language: null,
      maxFee: null,
    });
    expect(readLawyerSearchRequest("Search for a Spanish-speaking attorney under $300 an hour", services)).toEqual({
      practiceArea: null,
      location: null,
      language: "Spanish",
      maxFee: 300,
    });
    expect(
      readLawyerSearchRequest("Find me a criminal defense attorney in Miami who speaks Spanish", services),
    ).toEqual({ practiceArea: "Criminal", location: "Miami, FL", language: "Spanish", maxFee: null });
  });
});

describe("the interview with a lawyer search", () => {
  const organization = {
    name: "Harbor Legal",
    availableServices: services,
    serviceQuestions: {},
    requiresPayment: false,
    consultationFee: 0,
  };
  const world = freshWorld();

  /** The interview's turn on what the visitor wrote, at the start of a chat or after `memory`. */
  async function turn(userText: string, memory: PlanTurnInput["memory"] = null) {
    const { planTurn } = await import("./interview.ts");
    return planTurn({ memory, userText, organization, world });
  }

  it("calls search_lawyers with what the visitor asked for, with arguments the tool accepts", async () => {
    const { toolArgumentSchemas } = await import("~/features/intake/agent/tools.ts");
    const { steps } = await turn("Can you find me a family lawyer in Austin, TX who speaks Spanish?");
    const search = steps.find((step) => step.kind === "lawyerSearch");
    expect(search).toMatchObject({
      kind: "lawyerSearch",
      name: "search_lawyers",
      args: { practiceArea: "Family", location: "Austin, TX", language: "Spanish" },
    });
    expect(
      toolArgumentSchemas.search_lawyers.safeParse(search?.kind === "lawyerSearch" ? search.args : null).success,
    ).toBe(true);
    // The search runs before anything is said about it: results are introduced, an empty search is not.
    expect(steps).toEqual([search]);
    const step = search as LawyerSearchStep;
    expect(lawyerSearchReply(step, { ok: true, result: { total: 2 } })).toContain(
      "Here are lawyers from Harbor Legal's directory for family matters near Austin, TX.",
    );
    expect(lawyerSearchReply(step, { ok: true, result: { total: 0 } })).not.toMatch(/Here are lawyers/);
    expect(lawyerSearchReply(step, { ok: false })).not.toMatch(/Here are lawyers/);
  });

  it("later in the intake, a bare request searches with the matter's service and place", async () => {
    const first = await turn(
      "My landlord in Phoenix, AZ kept my whole security deposit after I moved out and will not answer me.",
    );
    const { steps } = await turn("Actually, can you show me some lawyers?", JSON.parse(JSON.stringify(first.memory)));
    const search = steps.find((step) => step.kind === "lawyerSearch");
    expect(search?.kind === "lawyerSearch" ? search.args : null).toEqual({
      practiceArea: first.memory.service,
      location: "Phoenix, AZ",
    });
  });

  it("a plain request is a search, not the start of an intake; an account that asks for a lawyer goes on with the intake", async () => {
    for (const text of ["can you find me a lawyer in denver", "I'm looking for a family lawyer in Austin, TX"]) {
      const { steps, memory } = await turn(text);
      expect(
        steps.map((step) => step.kind),
        text,
      ).toEqual(["lawyerSearch"]);
      expect(memory.pending, text).toBeNull();
    }
    const denver = (await turn("can you find me a lawyer in denver")).steps[0];
    expect(denver?.kind === "lawyerSearch" ? denver.args : null).toEqual({ location: "Denver, CO" });
    const account = await turn("My landlord in Phoenix, AZ kept my whole deposit. Can you find me a lawyer?");
    expect(account.steps.some((step) => step.kind === "lawyerSearch")).toBe(true);
    expect(account.steps.at(-1)).toMatchObject({ kind: "say" });
    expect(isPlainLawyerSearch("My landlord in Phoenix, AZ kept my whole deposit. Can you find me a lawyer?")).toBe(
      false,
    );
  });

  it("an ordinary account is not a search", async () => {
    const { steps } = await turn("I need a lawyer for my divorce, my wife and I separated in May.");
    expect(steps.some((step) => step.kind === "lawyerSearch")).toBe(false);
  });
});

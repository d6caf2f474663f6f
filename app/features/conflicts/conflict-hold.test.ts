import { describe, expect, it } from "vitest";
import { type OrganizationBrief, planTurn, type WorldSnapshot } from "~/features/intake/agent/builtin/interview.ts";
import { freshWorld, harborLegal } from "~/features/intake/agent/builtin/fresh-world.fixtures.ts";

/** The built-in agent honours the hold: after the other side is known it asks no fact questions and goes to the contact form. */
const organization: OrganizationBrief = harborLegal();
const world: WorldSnapshot = freshWorld();

function converse(conflictHold: boolean) {
  const turns = [
    "My landlord is keeping my security deposit after I moved out of my apartment in Charlotte, NC.",
    "My name is Dana Reyes",
    "Acme Realty LLC",
  ];
  let memory = null;
  let last: ReturnType<typeof planTurn> | null = null;
  for (const userText of turns) {
    last = planTurn({
      memory,
      userText,
      organization,
      world: { ...world, conflictHold },
      now: new Date("2025-06-15T15:00:00Z"),
    });
    memory = JSON.parse(JSON.stringify(last.memory));
  }
  return last!.steps;
}

describe("the built-in agent under a conflict hold", () => {
  it("goes straight to the contact form once the other side is known", () => {
    const held = converse(true);
    expect(held.some((step) => step.kind === "tool" && step.name === "show_contact_form")).toBe(true);
  });

  it("without a hold it keeps asking about the matter", () => {
    const free = converse(false);
    expect(free.some((step) => step.kind === "tool" && step.name === "show_contact_form")).toBe(false);
  });
});

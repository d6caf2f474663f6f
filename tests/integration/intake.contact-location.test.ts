import { describe, expect, it } from "vitest";
import type { StreamEvent } from "../../app/features/intake/agent/events.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import { answerUntilContactForm, Visitor } from "../support/intake-client.ts";

/** Issue 14: the contact form never pre-fills the visitor's location with the other side's city. */
async function contactFormAfter(story: string[]) {
  const organization = await createTestOrganization();
  const visitor = new Visitor(organization.id, organization.slug);
  await visitor.startSession();
  await visitor.acknowledge();
  const turn = async (text: string) => (await visitor.stream(text)).events;
  const form = (await answerUntilContactForm(turn, story)) as Extract<StreamEvent, { type: "tool_result" }> | undefined;
  expect(form).toBeDefined();
  return (form!.block as { data: { initialValues: Record<string, string> } }).data.initialValues;
}

describe("the contact form's location", () => {
  it("is left empty when the only city named is where the other side lives", async () => {
    const values = await contactFormAfter([
      "My ex-husband moved to Denver, CO with our two kids and won't let me see them. We divorced in 2023.",
      "My name is Dana Reyes",
      "Mark Reyes",
      "There is a custody order from 2023.",
      "Nothing is urgent right now.",
    ]);
    expect(values.name).toBe("Dana Reyes");
    expect(values.location ?? "").not.toContain("Denver");
  });

  it("is the visitor's own city when they said where they live", async () => {
    const values = await contactFormAfter([
      "My wife and I are separating and I'm in Charlotte, NC. We have two kids, ages 6 and 9. We married on June 5, 2016 and separated in March 2025.",
      "My name is Dana Reyes",
      "Maria Reyes",
      "Nothing has been filed yet and there is no court order.",
      "Nothing is urgent right now.",
    ]);
    expect(values.location).toContain("Charlotte");
  });
});

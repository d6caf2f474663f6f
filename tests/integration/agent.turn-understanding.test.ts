import { describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { turnUnderstanding } from "../../app/features/intake/agent/tool-executor.server.ts";
import { ensureConversation } from "../../app/features/conversations/conversations.server.ts";
import { createIntakeSession } from "../../app/features/intake/create-intake-session.server.ts";
import { insertMessage } from "../../app/features/conversations/messages.server.ts";
import { createTestOrganization } from "../factories/organizations.ts";

/**
 * The visitor's words are read once per turn: every create_matter/update_matter of one turn gets
 * the same understanding, and the next turn reads what the visitor wrote since.
 */
/** A visitor's conversation with these messages written so far. */
async function conversationSaying(...messages: string[]) {
  const organization = await createTestOrganization();
  const { session } = await createIntakeSession(organization.id);
  const conversation = await ensureConversation(db, session);
  const scope = { organizationId: organization.id, conversationId: conversation.id };
  for (const content of messages) await insertMessage(db, scope, { role: "user", content });
  return scope;
}

describe("the understanding a turn's tools share", () => {
  it("is read once per turn and afresh on the next turn", async () => {
    const scope = await conversationSaying(
      "My landlord Whitfield Properties LLC is evicting me from my apartment in St. Paul, Minnesota.",
    );

    const firstTurn = turnUnderstanding(scope, "en");
    const first = await firstTurn();
    expect(first?.place?.state).toBe("MN");
    await insertMessage(db, scope, { role: "user", content: "The eviction hearing is on April 1, 2027." });
    // Same turn: the same reading, without reading the messages again.
    expect(await firstTurn()).toBe(first);
    expect(first?.keyDates.some((date) => date.iso.startsWith("2027-04-01"))).toBe(false);

    const next = await turnUnderstanding(scope, "en")();
    expect(next).not.toBe(first);
    expect(next?.keyDates.some((date) => date.iso.startsWith("2027-04-01"))).toBe(true);
  });

  it("leaves a visitor writing another language to the model's reading", async () => {
    const scope = await conversationSaying("Mi casero me quiere desalojar de mi apartamento en St. Paul.");
    expect(await turnUnderstanding(scope, "es")()).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { preparedDb } from "../../db/client.ts";
import { readTurnReads } from "../../app/features/intake/turn-reads.server.ts";
import { conversationHistory } from "../../app/features/conversations/messages.server.ts";
import { getMatterForConversation } from "../../app/features/matters/matters.server.ts";
import { createTestMatter } from "../factories/matters.ts";
import { createTestOrganization } from "../factories/organizations.ts";

/**
 * A chat turn reads what the model needs as raw SQL on the prepared pool (ADR 0114): the same
 * history and matter as the query-built reads, by the visitor's token or by the conversation's id,
 * and nothing of a conversation the token does not open.
 */
describe("what a chat turn reads for the model", () => {
  it("is the conversation's history, oldest first, and its matter, by the token or by the conversation", async () => {
    const organization = await createTestOrganization();
    const { sessionToken: token, conversationId, matterId } = await createTestMatter(organization);
    const scope = { organizationId: organization.id, conversationId };
    const [history, row] = await readTurnReads(preparedDb, { organizationId: organization.id, token });
    expect(history).toEqual([
      { role: "user", content: "My landlord kept my security deposit." },
      { role: "assistant", content: "I'm sorry to hear that. When did you move out?" },
    ]);
    expect(history).toEqual(await conversationHistory(preparedDb, scope));
    expect(row?.id).toBe(matterId);
    expect(row).toEqual(await getMatterForConversation(preparedDb, scope));
    expect(await readTurnReads(preparedDb, scope)).toEqual([history, row]);
  });

  it("reads nothing for a token of another organization", async () => {
    const organization = await createTestOrganization();
    const other = await createTestOrganization();
    const { sessionToken: token } = await createTestMatter(organization);
    expect(await readTurnReads(preparedDb, { organizationId: other.id, token })).toEqual([[], null]);
  });
});

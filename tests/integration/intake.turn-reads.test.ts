import { describe, expect, it } from "vitest";
import { preparedCountersDb, preparedDb } from "../../db/client.ts";
import { readTurnReads } from "../../app/features/intake/turn-reads.server.ts";
import { checkTurn } from "../../app/features/intake/turn-check.server.ts";
import { conversationHistory } from "../../app/features/conversations/messages.server.ts";
import { getMatterForConversation } from "../../app/features/matters/matters.server.ts";
import { rateLimits } from "../../app/lib/rate-limit.server.ts";
import { createTestMatter } from "../factories/matters.ts";
import { createTestOrganization } from "../factories/organizations.ts";

const check = (organizationId: string, token: string) =>
  checkTurn(preparedCountersDb, { organizationId, token, rateLimit: rateLimits.chatMessage, userId: null });

/**
 * A chat turn reads what the model needs as raw SQL on the prepared pools (ADR 0114, 0118): the
 * same history and matter as the query-built reads, in the statement of the turn's checks (by the
 * visitor's token) or by the conversation's id, and nothing of a conversation the token does not open.
 */
describe("what a chat turn reads for the model", () => {
  it("is the conversation's history, oldest first, and its matter, by the token or by the conversation", async () => {
    const organization = await createTestOrganization();
    const { sessionToken: token, conversationId } = await createTestMatter(organization);
    const scope = { organizationId: organization.id, conversationId };
    const [history, matter] = await readTurnReads(preparedDb, scope);
    expect(history).toEqual([
      { role: "user", content: "My landlord kept my security deposit." },
      { role: "assistant", content: "I'm sorry to hear that. When did you move out?" },
    ]);
    expect(history).toEqual(await conversationHistory(preparedDb, scope));
    const row = await getMatterForConversation(preparedDb, scope);
    expect(matter).toEqual({
      matter_number: row?.matter_number,
      payment_required: row?.payment_required,
      payment_id: row?.payment_id,
      checklist: row?.checklist,
      checklist_skipped_at: row?.checklist_skipped_at,
      review_requested_at: row?.review_requested_at,
    });
    expect((await check(organization.id, token))?.reads).toEqual([history, matter]);
  });

  it("reads nothing for a token of another organization, nor for a conversation of another", async () => {
    const organization = await createTestOrganization();
    const other = await createTestOrganization();
    const { sessionToken: token, conversationId } = await createTestMatter(organization);
    expect(await check(other.id, token)).toBeNull();
    expect(await readTurnReads(preparedDb, { organizationId: other.id, conversationId })).toEqual([[], null]);
  });
});

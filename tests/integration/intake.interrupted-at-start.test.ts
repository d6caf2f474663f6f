import { describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import {
  abandonedStreamAfterMs,
  insertMessage,
  interruptAbandonedStreams,
} from "../../app/features/conversations/messages.server.ts";
import { queue, send, startQueue } from "../../jobs/queue.ts";
import { startWorkers } from "../../jobs/register.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import { Visitor } from "../support/intake-client.ts";
import { hangGuard, waitFor } from "../support/wait-for.ts";

async function conversationScope() {
  const organization = await createTestOrganization();
  const visitor = new Visitor(organization.id, organization.slug);
  await visitor.startSession();
  const conversation = await db
    .insertInto("conversations")
    .values({ organization_id: organization.id, intake_session_id: visitor.sessionId! })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { organizationId: organization.id, conversationId: conversation.id };
}

async function statusOf(id: string) {
  return await db
    .selectFrom("messages")
    .select(["status", "content", "ai_state"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

describe("at start, answers left streaming by a dead process", () => {
  it("are marked interrupted, keeping their text; a stream written to within the stall window is left alone", async () => {
    const scope = await conversationScope();
    const abandoned = await insertMessage(db, scope, {
      role: "assistant",
      content: "Your landlord must",
      status: "streaming",
      aiState: "generating",
    });
    const live = await insertMessage(db, scope, {
      role: "assistant",
      content: "Another node is",
      status: "streaming",
      aiState: "generating",
    });
    const now = new Date();
    await db
      .updateTable("messages")
      .set({ updated_at: new Date(now.getTime() - abandonedStreamAfterMs() - 1_000) })
      .where("id", "=", abandoned.id)
      .execute();
    await db
      .updateTable("messages")
      .set({ updated_at: new Date(now.getTime() - abandonedStreamAfterMs() + 1_000) })
      .where("id", "=", live.id)
      .execute();

    expect(await interruptAbandonedStreams(db, now)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(abandoned.id)).toEqual({
      status: "interrupted",
      content: "Your landlord must",
      ai_state: null,
    });
    expect(await statusOf(live.id)).toEqual({
      status: "streaming",
      content: "Another node is",
      ai_state: "generating",
    });
  });
});

describe("while the server runs, answers whose last write a database outage lost", () => {
  it("are marked interrupted by a job scheduled every five minutes", async () => {
    await startQueue();
    await startWorkers();
    const schedule = (await queue().getSchedules()).find((entry) => entry.name === "interrupt-abandoned-streams");
    expect(schedule?.cron).toBe("*/5 * * * *");

    const scope = await conversationScope();
    const lost = await insertMessage(db, scope, {
      role: "assistant",
      content: "The deposit must be returned within",
      status: "streaming",
      aiState: "generating",
    });
    await db
      .updateTable("messages")
      .set({ updated_at: new Date(Date.now() - abandonedStreamAfterMs() - 60_000) })
      .where("id", "=", lost.id)
      .execute();
    await send("interrupt-abandoned-streams", {});
    await waitFor(
      async () => (await statusOf(lost.id)).status === "interrupted",
      hangGuard,
      "the lost answer marked interrupted",
    );
    expect(await statusOf(lost.id)).toEqual({
      status: "interrupted",
      content: "The deposit must be returned within",
      ai_state: null,
    });
  });
});

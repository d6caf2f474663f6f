import { sql } from "kysely";
import type pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { db, pool } from "../../db/client.ts";
import type { StreamEvent } from "../../app/features/intake/agent/events.ts";
import { getUsageQuota, resolveUsageSubject } from "../../app/features/usage/usage.server.ts";
import { isDatabaseUnavailable } from "../../app/lib/database-unavailable.server.ts";
import { logger } from "../../app/lib/logger.server.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import { Visitor } from "../support/intake-client.ts";
import { storedMessages, withFakeOpenAI } from "../support/openai-visitor.ts";
import { hangGuard, waitFor } from "../support/wait-for.ts";

/**
 * What a PostgreSQL restart or an administrator does to a chat turn in flight (issue 15; the chaos
 * bench saw a stream end with neither `final` nor `error`): the backend running one of the turn's
 * writes is terminated. To choose the write, the test holds an EXCLUSIVE lock on `messages` (reads
 * pass, writes wait), terminates the waiting backend, then lets go. No timing: every step waits on
 * state (the fake model held between chunks, a backend waiting on the lock, an event received).
 */
const chat = withFakeOpenAI({
  // A held stream is silent on purpose: no stall limit may end it first on a busy machine.
  env: { OPENAI_STALL_TIMEOUT_MS: "120000", OPENAI_TIMEOUT_MS: "120000" },
});

async function messagesUsed() {
  const subject = await resolveUsageSubject({ userId: null, sessionId: chat.visitor.sessionId! });
  return (await getUsageQuota(subject)).messages.used;
}

/** Holds an EXCLUSIVE lock on messages: the turn's reads go on, its writes wait. */
async function lockMessageWrites(): Promise<{ release: () => Promise<void> }> {
  const client: pg.PoolClient = await pool().connect();
  await client.query("begin");
  await client.query("lock table messages in exclusive mode");
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      await client.query("commit").catch(() => {});
      client.release();
    },
  };
}

/** The backends of this database waiting on the lock with a statement like `pattern`. */
async function waitingOnLock(pattern: string) {
  const { rows } = await sql<{ pid: number; query: string }>`
    select pid, query from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid() and query ilike ${pattern}`.execute(
    db,
  );
  return rows;
}

async function terminate(pid: number) {
  await sql`select pg_terminate_backend(${pid})`.execute(db);
}

/** Terminates the waiting answer snapshots (harmless to lose) until the write of the answer's status waits, then terminates it. */
async function cutTheStatusWrite() {
  await waitFor(
    async () => {
      for (const { pid, query } of await waitingOnLock('update "messages"%')) {
        await terminate(pid);
        if (query.includes('"status"')) return true;
      }
      return false;
    },
    30_000,
    "the answer's status write to wait on the lock",
  );
}

describe("a chat turn whose database connection is cut", () => {
  it("while the visitor's message is being stored ends with an error event the page shows, stores nothing, gives the unit back, and the next turn works", async () => {
    const before = (await storedMessages(chat.visitor)).length;
    const used = await messagesUsed();
    // The model is already answering (the turn asks it while storing): the storage failure stops it.
    chat.fake.enqueue({ text: "Thanks. What happened next?", holdAfterChunks: 1 });
    const lock = await lockMessageWrites();
    let turn: Promise<{ events: StreamEvent[] }> | undefined;
    try {
      turn = chat.visitor.stream("My landlord kept my deposit.");
      const [waiting] = await waitFor(
        async () => {
          const rows = await waitingOnLock('insert into "messages"%');
          return rows.length > 0 ? rows : undefined;
        },
        hangGuard,
        "the visitor's message insert to wait on the lock",
      );
      await terminate(waiting!.pid);
    } finally {
      await lock.release();
    }
    const { events } = await turn!;
    expect(events.map((event) => event.type)).toEqual(["error", "complete"]);
    expect(events[0]).toEqual({
      type: "error",
      code: "SERVICE_UNAVAILABLE",
      message:
        "Something went wrong on our side and your message may not have been saved. Please send it again in a moment.",
      retryable: true,
    });
    expect(await storedMessages(chat.visitor)).toHaveLength(before);
    expect(await messagesUsed()).toBe(used);

    chat.fake.enqueue({ text: "I'm sorry to hear that. When did you move out?" });
    const retry = await chat.visitor.stream("My landlord kept my deposit.");
    expect(retry.events.slice(-2)).toEqual([
      expect.objectContaining({ type: "final", content: "I'm sorry to hear that. When did you move out?" }),
      { type: "complete" },
    ]);
    expect((await storedMessages(chat.visitor)).slice(before).map((message) => [message.role, message.status])).toEqual(
      [
        ["user", "complete"],
        ["assistant", "complete"],
      ],
    );
  });

  it("between two text events, when the answer is written: the write is repeated and the answer completes", async () => {
    const warn = vi.spyOn(logger, "warn");
    const text = "Thank you for telling me. When did you move out of the apartment?";
    chat.fake.enqueue({ text, chunkSize: 8, holdAfterChunks: 3 });
    let sawText = false;
    const turn = chat.visitor.stream("My landlord kept my deposit.", {
      onEvent: (event) => (sawText ||= event.type === "text"),
    });
    let lock: Awaited<ReturnType<typeof lockMessageWrites>> | undefined;
    try {
      await waitFor(() => sawText && chat.fake.held() === 1, hangGuard, "a text event with the model held");
      lock = await lockMessageWrites();
      chat.fake.release();
      await cutTheStatusWrite();
    } finally {
      chat.fake.release();
      await lock?.release();
    }
    const { events } = await turn;
    expect(events.some((event) => event.type === "error")).toBe(false);
    expect(events.slice(-2)).toEqual([expect.objectContaining({ type: "final", content: text }), { type: "complete" }]);
    expect(warn.mock.calls.some(([event]) => event === "agent.turn.write_retried")).toBe(true);
    expect((await storedMessages(chat.visitor)).slice(-2)).toEqual([
      { role: "user", content: "My landlord kept my deposit.", status: "complete", error_code: null },
      { role: "assistant", content: text, status: "complete", error_code: null },
    ]);
    warn.mockRestore();
  });

  it("when the model fails and its failure is being written: the error event comes first, and the answer ends failed, not streaming", async () => {
    chat.fake.enqueue({
      text: "Thank you. Let me look at what you told me so far.",
      chunkSize: 8,
      holdAfterChunks: 2,
      dropAfterChunks: 3,
    });
    const events: StreamEvent[] = [];
    let lock: Awaited<ReturnType<typeof lockMessageWrites>> | undefined;
    const turn = chat.visitor.stream("My landlord kept my deposit.", { onEvent: (event) => events.push(event) });
    try {
      await waitFor(
        () => events.some((event) => event.type === "text") && chat.fake.held() === 1,
        hangGuard,
        "a text event with the model held",
      );
      lock = await lockMessageWrites();
      chat.fake.release();
      // The visitor is told while the failure cannot be written yet.
      await waitFor(() => events.some((event) => event.type === "error"), hangGuard, "the error event");
      await cutTheStatusWrite();
    } finally {
      chat.fake.release();
      await lock?.release();
    }
    await turn;
    expect(events.slice(-2)).toEqual([
      {
        type: "error",
        code: "PROVIDER_UNAVAILABLE",
        message: expect.stringContaining("I'm having trouble connecting"),
        retryable: true,
      },
      { type: "complete" },
    ]);
    expect((await storedMessages(chat.visitor)).at(-1)).toMatchObject({
      role: "assistant",
      status: "failed",
      error_code: "PROVIDER_UNAVAILABLE",
    });
  });

  it("when every backend is terminated while it and other requests run: the process stays up, the answer completes, and the next requests are green", async () => {
    const organization = await createTestOrganization();
    const text = "I'm sorry to hear that. When did you move out, and did you ask for the deposit back in writing?";
    chat.fake.enqueue({ text, chunkSize: 10, holdAfterChunks: 3 });
    let sawText = false;
    const turn = chat.visitor.stream("My landlord kept my deposit.", {
      onEvent: (event) => (sawText ||= event.type === "text"),
    });
    try {
      await waitFor(() => sawText && chat.fake.held() === 1, hangGuard, "a text event with the model held");
      // Other visitors arrive while every connection is cut: each either starts or meets the outage, nothing else.
      const others = Array.from({ length: 4 }, () =>
        new Visitor(organization.id, organization.slug).startSession().then(
          (response) => response.status,
          (error: unknown) => (isDatabaseUnavailable(error) ? "unavailable" : Promise.reject(error)),
        ),
      );
      const { rows } = await sql<{
        pid: number;
      }>`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(db);
      for (const { pid } of rows) await terminate(pid);
      for (const outcome of await Promise.all(others)) expect([200, 201, "unavailable"]).toContain(outcome);
    } finally {
      chat.fake.release();
    }
    const { events } = await turn;
    expect(events.slice(-2)).toEqual([expect.objectContaining({ type: "final", content: text }), { type: "complete" }]);
    expect((await storedMessages(chat.visitor)).at(-1)).toMatchObject({
      role: "assistant",
      content: text,
      status: "complete",
    });

    const next = new Visitor(organization.id, organization.slug);
    expect((await next.startSession()).status).toBeLessThan(300);
    await next.acknowledge();
    chat.fake.enqueue({ text: "Thanks. What happened?" });
    expect((await next.stream("My employer has not paid me.")).events.at(-2)).toMatchObject({
      type: "final",
      content: "Thanks. What happened?",
    });
  });
});

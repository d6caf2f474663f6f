import { sql } from "kysely";
import type pg from "pg";
import { describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import * as intakePage from "../../app/routes/intake/index.tsx";
import { sessionMiddleware } from "../../app/middleware/session.server.ts";
import { userContext } from "../../app/lib/request-context.ts";
import { db, pool } from "../../db/client.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import { createTestUser } from "../factories/users.ts";
import { Visitor } from "../support/intake-client.ts";
import { callPage } from "../support/page-client.ts";
import { hangGuard, waitFor } from "../support/wait-for.ts";

/**
 * The intake page when the database does not answer (chat spec §8): a table held by another
 * transaction (as a migration or a long ALTER would) makes the page's own query wait for real.
 */
async function holdTable(table: string): Promise<pg.PoolClient> {
  const holder = await pool().connect();
  await holder.query("begin");
  await holder.query(`lock table ${table} in access exclusive mode`);
  return holder;
}

async function release(holder: pg.PoolClient) {
  await holder.query("rollback").catch(() => {});
  holder.release();
}

/** Backends (other than the holder) waiting on a lock of this table, by query text. */
async function waitingOn(table: string, holder: pg.PoolClient): Promise<number[]> {
  const holderPid = (await holder.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0].pid;
  const { rows } = await sql<{ pid: number }>`
    select pid from pg_stat_activity
    where wait_event_type = 'Lock' and query like ${`%"${table}"%`} and pid <> pg_backend_pid() and pid <> ${holderPid}`.execute(
    db,
  );
  return rows.map((row) => row.pid);
}

/** Settles the page load: the outcome once it answers, polling meanwhile. */
function track<T>(promise: Promise<T>) {
  const state: { done: boolean; value?: T; error?: unknown } = { done: false };
  promise.then(
    (value) => Object.assign(state, { done: true, value }),
    (error: unknown) => Object.assign(state, { done: true, error }),
  );
  return state;
}

describe("the intake page when its organization's configuration does not come back in time", () => {
  it("answers 504 'Request timed out while loading organizations.' (statement_timeout, not a hung page), and loads once the lock is gone", async () => {
    const organization = await createTestOrganization();
    const holder = await holdTable("organizations");
    try {
      // The lock never goes away by itself: only the page's own time budget can end this wait.
      const page = await callPage(intakePage, `/?organizationId=${organization.slug}`);
      expect(page.status).toBe(504);
      expect(page.body).toEqual({ failure: "organizationTimeout" });
    } finally {
      await release(holder);
    }
    const again = await callPage(intakePage, `/?organizationId=${organization.slug}`);
    expect(again.status).toBe(200);
    expect(again.body.organization.id).toBe(organization.id);
  });
});

describe("the intake page when the visitor's workspace cannot be set up", () => {
  it("answers 500 'Couldn't set up your workspace' when a query of the visitor's conversation fails, never the error itself", async () => {
    const organization = await createTestOrganization();
    const visitor = new Visitor(organization.id, organization.slug);
    await visitor.startSession();
    const cookies = visitor.headers().get("Cookie") ?? "";
    const holder = await holdTable("conversations");
    try {
      const page = track(callPage(intakePage, `/?organizationId=${organization.slug}`, { cookies }));
      // The statement is cancelled by the server (what an administrator or a deadlock does).
      const pids = await waitFor(
        async () => {
          const waiting = await waitingOn("conversations", holder);
          return waiting.length > 0 ? waiting : undefined;
        },
        hangGuard,
        "the page's query to wait on the lock",
      );
      for (const pid of pids) await sql`select pg_cancel_backend(${pid})`.execute(db);
      await waitFor(() => page.done, hangGuard, "the page to answer");
      expect(page.error).toBeUndefined();
      expect(page.value?.status).toBe(500);
      expect(page.value?.body).toEqual({ failure: "workspaceSetup" });
    } finally {
      await release(holder);
    }
  });

  it("answers 503 when the database connection is lost on every try", async () => {
    const organization = await createTestOrganization();
    const visitor = new Visitor(organization.id, organization.slug);
    await visitor.startSession();
    const cookies = visitor.headers().get("Cookie") ?? "";
    const holder = await holdTable("conversations");
    try {
      const page = track(callPage(intakePage, `/?organizationId=${organization.slug}`, { cookies }));
      // A read cut off is retried on a fresh connection (ADR 0005's debt): cut every try until the page gives up.
      await waitFor(
        async () => {
          if (page.done) return true;
          for (const pid of await waitingOn("conversations", holder))
            await sql`select pg_terminate_backend(${pid})`.execute(db);
          return false;
        },
        hangGuard,
        "the page to answer",
      );
      expect(page.error).toBeUndefined();
      expect(page.value?.status).toBe(503);
      expect(page.value?.body).toEqual({ failure: "workspaceSetup" });
    } finally {
      await release(holder);
    }
  });
});

describe("the profile area when the signed-in user cannot be read", () => {
  it("serves the page to a visitor with 'Failed to load session' in the profile area; the same session opens again once the database answers", async () => {
    const organization = await createTestOrganization();
    const user = await createTestUser();
    const holder = await holdTable("user_sessions");
    try {
      const page = track(callPage(intakePage, `/?organizationId=${organization.slug}`, { sessionToken: user.token }));
      const pids = await waitFor(
        async () => {
          const waiting = await waitingOn("user_sessions", holder);
          return waiting.length > 0 ? waiting : undefined;
        },
        hangGuard,
        "the session read to wait on the lock",
      );
      for (const pid of pids) await sql`select pg_cancel_backend(${pid})`.execute(db);
      await waitFor(() => page.done, hangGuard, "the page to answer");
      expect(page.error).toBeUndefined();
      expect(page.value?.status).toBe(200);
      expect(page.value?.body.workspace.profileFailed).toBe(true);
      expect(page.value?.body.workspace.profile).toBeNull();
    } finally {
      await release(holder);
    }
    // Once the database answers again the same cookie opens the same session: nothing was signed out.
    const again = await callPage(intakePage, `/?organizationId=${organization.slug}`, { sessionToken: user.token });
    expect(again.status).toBe(200);
    expect(again.body.workspace.profileFailed).toBe(false);
    expect(again.body.workspace.profile).toMatchObject({ email: user.email });
  });

  it("anywhere but the workspace page the failed read is not taken for a signed-out user: the request fails as before", async () => {
    const user = await createTestUser();
    const holder = await holdTable("user_sessions");
    try {
      const request = new Request("http://localhost:3000/settings/general", {
        headers: { Cookie: `parley_session=${user.token}` },
      });
      const context = new RouterContextProvider();
      let ranAsVisitor = false;
      const run = (sessionMiddleware as (args: unknown, next: () => Promise<Response>) => Promise<Response>)(
        { request, context, params: {} },
        async () => {
          ranAsVisitor = context.get(userContext) === null;
          return new Response("ok");
        },
      );
      const outcome = track(run);
      const pids = await waitFor(
        async () => {
          const waiting = await waitingOn("user_sessions", holder);
          return waiting.length > 0 ? waiting : undefined;
        },
        hangGuard,
        "the session read to wait on the lock",
      );
      for (const pid of pids) await sql`select pg_cancel_backend(${pid})`.execute(db);
      await waitFor(() => outcome.done, hangGuard, "the middleware to answer");
      expect((outcome.error as { code?: string } | undefined)?.code).toBe("57014");
      expect(ranAsVisitor).toBe(false);
    } finally {
      await release(holder);
    }
  });
});

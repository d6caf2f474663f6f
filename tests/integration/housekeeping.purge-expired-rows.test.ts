import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { oldestKeptUsagePeriod, purgeExpiredRows } from "../../app/features/housekeeping/purge-expired-rows.server.ts";
import { queue, send, startQueue } from "../../jobs/queue.ts";
import { startWorkers } from "../../jobs/register.ts";
import { createTestMatter } from "../factories/matters.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import { createTestUser } from "../factories/users.ts";
import { hangGuard, waitFor } from "../support/wait-for.ts";

const minute = 60_000;
const day = 24 * 60 * minute;
const hex = () => randomBytes(16).toString("hex");

let userId: string;
let organization: { id: string; slug: string };
let matterId: string;

beforeAll(async () => {
  await startQueue();
  await startWorkers();
  ({ userId } = await createTestUser());
  organization = await createTestOrganization();
  ({ matterId } = await createTestMatter(organization));
});

async function session(expiresAt: Date) {
  // Session ids are hex(sha256(token)): 64 hex digits.
  const id = randomBytes(32).toString("hex");
  await db.insertInto("user_sessions").values({ id, user_id: userId, expires_at: expiresAt }).execute();
  return id;
}

async function emailToken(expiresAt: Date) {
  const row = await db
    .insertInto("email_tokens")
    .values({
      token_hash: hex(),
      user_id: userId,
      purpose: "reset-password",
      email: "someone@example.test",
      expires_at: expiresAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function share(expiresAt: Date) {
  const row = await db
    .insertInto("case_file_shares")
    .values({ organization_id: organization.id, matter_id: matterId, token_hash: hex(), expires_at: expiresAt })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function rateWindow(windowStart: Date) {
  const key = `test:${hex()}`;
  await db.insertInto("rate_limits").values({ key, window_start: windowStart, hits: 1 }).execute();
  return key;
}

async function usagePeriod(periodStart: Date) {
  const subject = `session:${hex()}`;
  await db
    .insertInto("usage_counters")
    .values({ subject, metric: "messages", period_start: periodStart, used: 4 })
    .execute();
  return subject;
}

async function webhookEvent(receivedAt: Date) {
  const eventId = `evt_${hex()}`;
  await db
    .insertInto("stripe_webhook_events")
    .values({ event_id: eventId, event_type: "customer.subscription.updated", received_at: receivedAt })
    .execute();
  return eventId;
}

async function invitation(expiresAt: Date) {
  const row = await db
    .insertInto("invitations")
    .values({
      organization_id: organization.id,
      email: `invitee-${hex()}@example.test`,
      role: "attorney",
      token_hash: hex(),
      expires_at: expiresAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function outboxRow(sentAt: Date | null) {
  const row = await db
    .insertInto("email_outbox")
    .values({
      job_id: `job-${hex()}`,
      to_address: "someone@example.test",
      subject: "Subject",
      text_body: "Body",
      transport: "outbox",
      sent_at: sentAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const exists = {
  invitation: async (id: string) =>
    Boolean(await db.selectFrom("invitations").select("id").where("id", "=", id).executeTakeFirst()),
  outboxRow: async (id: string) =>
    Boolean(await db.selectFrom("email_outbox").select("id").where("id", "=", id).executeTakeFirst()),
  session: async (id: string) =>
    Boolean(await db.selectFrom("user_sessions").select("id").where("id", "=", id).executeTakeFirst()),
  emailToken: async (id: string) =>
    Boolean(await db.selectFrom("email_tokens").select("id").where("id", "=", id).executeTakeFirst()),
  share: async (id: string) =>
    Boolean(await db.selectFrom("case_file_shares").select("id").where("id", "=", id).executeTakeFirst()),
  rateWindow: async (key: string) =>
    Boolean(await db.selectFrom("rate_limits").select("key").where("key", "=", key).executeTakeFirst()),
  usagePeriod: async (subject: string) =>
    Boolean(await db.selectFrom("usage_counters").select("subject").where("subject", "=", subject).executeTakeFirst()),
  webhookEvent: async (eventId: string) =>
    Boolean(
      await db.selectFrom("stripe_webhook_events").select("id").where("event_id", "=", eventId).executeTakeFirst(),
    ),
};

describe("the nightly housekeeping", () => {
  it("deletes rows just past their expiry, keeps valid ones and the current usage period, and a second run deletes nothing", async () => {
    const now = new Date();
    const currentMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const previousMonth = oldestKeptUsagePeriod(now);
    const expired = {
      session: await session(new Date(now.getTime() - minute)),
      emailToken: await emailToken(new Date(now.getTime() - minute)),
      share: await share(new Date(now.getTime() - minute)),
      rateWindow: await rateWindow(new Date(now.getTime() - day - minute)),
      usageMonth: await usagePeriod(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1))),
      usageDay: await usagePeriod(new Date(previousMonth.getTime() - day)),
      webhookEvent: await webhookEvent(new Date(now.getTime() - 30 * day - minute)),
      invitation: await invitation(new Date(now.getTime() - minute)),
      deliveredEmail: await outboxRow(new Date(now.getTime() - 7 * day - minute)),
    };
    const valid = {
      session: await session(new Date(now.getTime() + minute)),
      emailToken: await emailToken(new Date(now.getTime() + minute)),
      share: await share(new Date(now.getTime() + minute)),
      rateWindow: await rateWindow(new Date(now.getTime() - day + minute)),
      usageCurrentMonth: await usagePeriod(currentMonth),
      usageToday: await usagePeriod(today),
      usagePreviousMonth: await usagePeriod(previousMonth),
      webhookEvent: await webhookEvent(new Date(now.getTime() - 30 * day + minute)),
      invitation: await invitation(new Date(now.getTime() + minute)),
      recentEmail: await outboxRow(new Date(now.getTime() - 7 * day + minute)),
      undeliveredEmail: await outboxRow(null),
    };
    // Only this test's rows: the workers started above may queue e-mails of their own meanwhile.
    const ours = {
      invitations: [expired.invitation, valid.invitation],
      emailOutbox: [expired.deliveredEmail, valid.recentEmail, valid.undeliveredEmail],
    };
    const countRows = async () => ({
      invitations: Number(
        (
          await db
            .selectFrom("invitations")
            .select((eb) => eb.fn.countAll().as("n"))
            .where("id", "in", ours.invitations)
            .executeTakeFirstOrThrow()
        ).n,
      ),
      emailOutbox: Number(
        (
          await db
            .selectFrom("email_outbox")
            .select((eb) => eb.fn.countAll().as("n"))
            .where("id", "in", ours.emailOutbox)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    });
    const before = await countRows();

    const first = await purgeExpiredRows(db, { now });
    expect(first).toEqual({
      userSessions: 1,
      emailTokens: 1,
      caseFileShares: 1,
      rateLimits: 1,
      usageCounters: 2,
      stripeWebhookEvents: 1,
      invitations: 1,
      emailOutbox: 1,
    });
    const after = await countRows();
    expect(after.invitations).toBe(before.invitations - 1);
    expect(after.emailOutbox).toBe(before.emailOutbox - 1);
    expect(await exists.invitation(expired.invitation)).toBe(false);
    expect(await exists.outboxRow(expired.deliveredEmail)).toBe(false);
    expect(await exists.invitation(valid.invitation)).toBe(true);
    expect(await exists.outboxRow(valid.recentEmail)).toBe(true);
    expect(await exists.outboxRow(valid.undeliveredEmail)).toBe(true);
    expect(await exists.session(expired.session)).toBe(false);
    expect(await exists.emailToken(expired.emailToken)).toBe(false);
    expect(await exists.share(expired.share)).toBe(false);
    expect(await exists.rateWindow(expired.rateWindow)).toBe(false);
    expect(await exists.usagePeriod(expired.usageMonth)).toBe(false);
    expect(await exists.usagePeriod(expired.usageDay)).toBe(false);
    expect(await exists.webhookEvent(expired.webhookEvent)).toBe(false);

    expect(await exists.session(valid.session)).toBe(true);
    expect(await exists.emailToken(valid.emailToken)).toBe(true);
    expect(await exists.share(valid.share)).toBe(true);
    expect(await exists.rateWindow(valid.rateWindow)).toBe(true);
    expect(await exists.usagePeriod(valid.usageCurrentMonth)).toBe(true);
    expect(await exists.usagePeriod(valid.usageToday)).toBe(true);
    expect(await exists.usagePeriod(valid.usagePreviousMonth)).toBe(true);
    expect(await exists.webhookEvent(valid.webhookEvent)).toBe(true);

    const second = await purgeExpiredRows(db, { now });
    expect(second).toEqual({
      userSessions: 0,
      emailTokens: 0,
      caseFileShares: 0,
      rateLimits: 0,
      usageCounters: 0,
      stripeWebhookEvents: 0,
      invitations: 0,
      emailOutbox: 0,
    });
  });

  it("works through more rows than one batch holds", async () => {
    const now = new Date();
    const sessions = [
      await session(new Date(now.getTime() - minute)),
      await session(new Date(now.getTime() - 2 * minute)),
      await session(new Date(now.getTime() - 3 * minute)),
    ];
    const windows = [
      await rateWindow(new Date(now.getTime() - 2 * day)),
      await rateWindow(new Date(now.getTime() - 3 * day)),
      await rateWindow(new Date(now.getTime() - 4 * day)),
    ];
    const emails = [
      await outboxRow(new Date(now.getTime() - 8 * day)),
      await outboxRow(new Date(now.getTime() - 9 * day)),
      await outboxRow(new Date(now.getTime() - 10 * day)),
    ];

    const counts = await purgeExpiredRows(db, { now, batchSize: 2 });
    expect(counts.userSessions).toBe(3);
    expect(counts.rateLimits).toBe(3);
    for (const id of sessions) expect(await exists.session(id)).toBe(false);
    for (const key of windows) expect(await exists.rateWindow(key)).toBe(false);
    expect(counts.emailOutbox).toBe(3);
    for (const id of emails) expect(await exists.outboxRow(id)).toBe(false);
  });

  it("is scheduled nightly, and the job run through the queue deletes an expired session", async () => {
    const schedules = await queue().getSchedules();
    const schedule = schedules.find((entry) => entry.name === "purge-expired-rows");
    expect(schedule?.cron).toBe("43 2 * * *");
    expect(schedule?.options).toMatchObject({ tz: "UTC" });

    const expired = await session(new Date(Date.now() - minute));
    const valid = await session(new Date(Date.now() + 60 * minute));
    await send("purge-expired-rows", {});
    await waitFor(async () => !(await exists.session(expired)), hangGuard, "the expired session deleted");
    expect(await exists.session(valid)).toBe(true);
  });
});

import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, pool, transaction } from "../../db/client.ts";
import { deadLetterQueue } from "../../jobs/definitions.ts";
import { queue, send, startQueue } from "../../jobs/queue.ts";
import { startWorkers } from "../../jobs/register.ts";
import { type FakeSmtp, startFakeSmtp } from "../fakes/smtp.ts";
import { hangGuard, waitFor } from "../support/wait-for.ts";

let smtp: FakeSmtp;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_FROM = "Parley <no-reply@parley.test>";
  await startQueue();
  await startWorkers();
});

afterAll(async () => {
  await smtp?.stop();
});

async function jobsNamed(name: string) {
  const result = await sql<{ id: string; state: string; data: { to: string } }>`
    select id, state, data from pgboss.job where name = ${name}`.execute(db);
  return result.rows;
}

describe("the job queue", () => {
  it("send-email delivers a message to the SMTP server and records it in the outbox", async () => {
    const jobId = await send("send-email", {
      to: "client@example.test",
      subject: "Your intake",
      text: "We received your matter.",
    });
    const mail = await waitFor(
      () => smtp.messages.find((message) => message.subject === "Your intake"),
      hangGuard,
      "mail",
    );
    expect(mail.text?.trim()).toBe("We received your matter.");
    expect(mail.from?.text).toContain("no-reply@parley.test");
    const row = await waitFor(
      () => db.selectFrom("email_outbox").selectAll().where("job_id", "=", jobId).executeTakeFirst(),
      5_000,
      "outbox row",
    );
    expect(row.transport).toBe("smtp");
    expect(row.sent_at).toBeInstanceOf(Date);
  });

  it("a job sent inside a transaction that rolls back never exists, one that commits runs", async () => {
    await expect(
      transaction(async (trx) => {
        await send("send-email", { to: "rolled-back@example.test", subject: "Never", text: "Never sent." }, { trx });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    const committedId = await transaction((trx) =>
      send("send-email", { to: "committed@example.test", subject: "Committed", text: "Sent." }, { trx }),
    );
    await waitFor(() => smtp.messages.find((message) => message.subject === "Committed"), hangGuard, "committed mail");
    const all = await jobsNamed("send-email");
    expect(all.map((job) => job.id)).toContain(committedId);
    expect(all.some((job) => job.data.to === "rolled-back@example.test")).toBe(false);
    expect(smtp.messages.some((message) => message.subject === "Never")).toBe(false);
  });

  it("a job that keeps failing is retried, then lands in its dead-letter queue", async () => {
    const jobId = await send(
      "send-email",
      { to: "someone@reject.test", subject: "Bounces", text: "This address refuses mail." },
      { retryLimit: 1, retryDelay: 1 },
    );
    const failed = await waitFor(
      async () => {
        const job = await queue().getJobById<{ to: string }>("send-email", jobId, { includeArchive: true });
        return job?.state === "failed" ? job : undefined;
      },
      20_000,
      "failed job",
    );
    expect(failed.retryCount).toBe(1);
    const dead = await waitFor(
      async () => (await jobsNamed(deadLetterQueue("send-email"))).find((job) => job.data.to === "someone@reject.test"),
      hangGuard,
      "dead letter",
    );
    expect(dead).toBeDefined();
    const outbox = await db.selectFrom("email_outbox").select("id").where("job_id", "=", jobId).execute();
    expect(outbox).toEqual([]);
  });

  it("a job run twice delivers its e-mail once", async () => {
    const { deliverEmail } = await import("../../app/lib/mailer.server.ts");
    const mail = { to: "twice@example.test", subject: "Only once", text: "Once." };
    const first = await deliverEmail("job-run-twice", mail);
    const second = await deliverEmail("job-run-twice", mail);
    expect(second).toEqual({ outboxId: first.outboxId, alreadySent: true });
    expect(smtp.messages.filter((message) => message.subject === "Only once")).toHaveLength(1);
  });

  it("workers survive losing their database connections and keep working", async () => {
    const database = new URL(process.env.DATABASE_URL!).pathname.slice(1);
    const admin = await pool().connect();
    try {
      // Kill every other connection of this database, as a failover or restart would.
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [database],
      );
    } finally {
      admin.release(true);
    }
    await send("send-email", { to: "after-outage@example.test", subject: "After the outage", text: "Still working." });
    await waitFor(
      () => smtp.messages.find((message) => message.subject === "After the outage"),
      hangGuard,
      "mail after outage",
    );
  });

  it("refuses a payload that breaks the job's contract", async () => {
    await expect(send("send-email", { to: "not an address", subject: "x", text: "y" })).rejects.toThrow();
  });
});

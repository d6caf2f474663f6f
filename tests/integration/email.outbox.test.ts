import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "../../db/client.ts";
import { send, startQueue } from "../../jobs/queue.ts";
import { startWorkers } from "../../jobs/register.ts";
import { hangGuard, waitFor } from "../support/wait-for.ts";

beforeAll(async () => {
  delete process.env.SMTP_URL;
  process.env.LOG_LEVEL = "info";
  await startQueue();
  await startWorkers();
});

describe("e-mail without SMTP", () => {
  it("is written to the outbox, and the log names ids but never the address or the body", async () => {
    const written: string[] = [];
    const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    try {
      const jobId = await send("send-email", {
        to: "maria.lopez@example.test",
        subject: "Confidential: custody hearing",
        text: "Your hearing is on March 3 about the custody of Sofia.",
      });
      const row = await waitFor(
        () => db.selectFrom("email_outbox").selectAll().where("job_id", "=", jobId).executeTakeFirst(),
        15_000,
        "outbox row",
      );
      expect(row).toMatchObject({
        transport: "outbox",
        to_address: "maria.lopez@example.test",
        subject: "Confidential: custody hearing",
      });
      const log = await waitFor(() => written.find((line) => line.includes('"email.outboxed"')), hangGuard, "log line");
      expect(log).toContain(jobId);
      const everything = written.join("");
      for (const secret of ["maria.lopez", "custody", "Sofia", "March 3"]) expect(everything).not.toContain(secret);
    } finally {
      spy.mockRestore();
    }
  });
});

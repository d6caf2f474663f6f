import { deliverEmail } from "../app/lib/mailer.server.ts";
import { defineWorker } from "./worker.ts";

/** Sends one e-mail (or writes it to the outbox when SMTP is not configured). */
export const sendEmailWorker = defineWorker("send-email", async (job) => {
  await deliverEmail(job.id, job.data);
});

import nodemailer, { type Transporter } from "nodemailer";
import { db } from "../../db/client.ts";
import { env } from "./env.server.ts";
import { logger } from "./logger.server.ts";

export type Mail = { to: string; subject: string; text: string; html?: string; replyTo?: string };

let transport: Transporter | undefined;

function smtpTransport(url: string): Transporter {
  transport ??= nodemailer.createTransport(url);
  return transport;
}

/**
 * Delivers one e-mail for one job, at most once: over SMTP when SMTP_URL is set, otherwise into
 * the email_outbox table. Either way the outbox row, keyed by the job id, records the delivery, so
 * a retried job does not send twice. The log carries ids, never the address or the body.
 */
export async function deliverEmail(jobId: string, mail: Mail): Promise<{ outboxId: string; alreadySent: boolean }> {
  const existing = await db
    .selectFrom("email_outbox")
    .select(["id", "sent_at"])
    .where("job_id", "=", jobId)
    .executeTakeFirst();
  if (existing?.sent_at) return { outboxId: existing.id, alreadySent: true };

  const smtpUrl = env().SMTP_URL;
  let messageId: string | null = null;
  if (smtpUrl) {
    const info = await smtpTransport(smtpUrl).sendMail({
      from: env().MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      replyTo: mail.replyTo,
    });
    messageId = info.messageId ?? null;
  }

  const row = await db
    .insertInto("email_outbox")
    .values({
      job_id: jobId,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      transport: smtpUrl ? "smtp" : "outbox",
      message_id: messageId,
      sent_at: new Date(),
    })
    .onConflict((conflict) =>
      conflict.column("job_id").doUpdateSet({ sent_at: new Date(), message_id: messageId, updated_at: new Date() }),
    )
    .returning("id")
    .executeTakeFirstOrThrow();

  logger.info(smtpUrl ? "email.sent" : "email.outboxed", { jobId, outboxId: row.id });
  return { outboxId: row.id, alreadySent: false };
}

import { send } from "../../../jobs/queue.ts";
import { env } from "~/lib/env.server.ts";
import { logger } from "~/lib/logger.server.ts";
import { hitRateLimit } from "~/lib/rate-limit.server.ts";
import { operatorAddress } from "~/features/bug-reports/submit-bug-report.server.ts";
import type { ContactSales } from "./contact-sales.ts";

/** Three enquiries an hour per client: enough for a person who corrects a typo, not for a script. */
export const contactSalesRateLimit = { limit: 3, windowSeconds: 3600 };

export type ContactSalesResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Sends an Enterprise enquiry to the operator (OPERATOR_EMAIL) through the send-email job, with
 * Reply-To set to the enquirer. Nothing of the enquiry is logged but the user id, if any.
 */
export async function contactSales(
  actor: { userId: string | null; clientKey: string },
  enquiry: ContactSales,
): Promise<ContactSalesResult> {
  const limit = await hitRateLimit(`contact-sales:${actor.clientKey}`, contactSalesRateLimit);
  if (!limit.allowed) return { ok: false, retryAfterSeconds: limit.retryAfterSeconds };
  const lines = [
    `An Enterprise enquiry was sent from ${env().APP_URL}/enterprise.`,
    "",
    `Name: ${enquiry.name}`,
    `Work e-mail: ${enquiry.email}`,
    `Firm: ${enquiry.firm}`,
    `Estimated seats: ${enquiry.seats}`,
    `Signed-in user: ${actor.userId ?? "none (not signed in)"}`,
    "",
    enquiry.message || "(no message)",
    "",
  ];
  const jobId = await send("send-email", {
    to: operatorAddress(),
    subject: `[Parley sales] Enterprise enquiry: ${enquiry.firm.slice(0, 100)} (${enquiry.seats} seats)`,
    text: lines.join("\n"),
    replyTo: enquiry.email,
  });
  logger.info("billing.contact_sales_sent", { userId: actor.userId, jobId });
  return { ok: true };
}

import { db } from "../../../db/client.ts";
import { send } from "../../../jobs/queue.ts";
import { env } from "~/lib/env.server.ts";
import { hitRateLimit } from "~/lib/rate-limit.server.ts";
import type { BugReport } from "./schemas.ts";

/** Five reports an hour per client is plenty for a person and stops a script. */
export const bugReportRateLimit = { limit: 5, windowSeconds: 3600 };

/**
 * Where bug reports go: OPERATOR_EMAIL, else operator@ the app's host (a host without a dot, such
 * as localhost, becomes localhost.localdomain so the address is a valid one; without SMTP the
 * message waits in the e-mail outbox).
 */
export function operatorAddress(): string {
  const configured = env().OPERATOR_EMAIL;
  if (configured) return configured;
  const host = new URL(env().APP_URL).hostname;
  return `operator@${host.includes(".") ? host : `${host}.localdomain`}`;
}

export type SubmitBugReportResult = { ok: true; id: string } | { ok: false; retryAfterSeconds: number };

/** Stores the report and enqueues its e-mail to the operator in the same transaction. */
export async function submitBugReport(
  actor: { userId: string | null; clientKey: string; userAgent: string | null },
  report: BugReport,
): Promise<SubmitBugReportResult> {
  const limit = await hitRateLimit(`bug-report:${actor.clientKey}`, bugReportRateLimit);
  if (!limit.allowed) return { ok: false, retryAfterSeconds: limit.retryAfterSeconds };
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("bug_reports")
      .values({
        user_id: actor.userId,
        reply_to: report.email ?? null,
        summary: report.summary,
        details: report.details,
        page_url: report.pageUrl || null,
        user_agent: actor.userAgent?.slice(0, 500) ?? null,
      })
      .returning(["id", "created_at"])
      .executeTakeFirstOrThrow();
    const lines = [
      `A bug report was sent from ${env().APP_URL}.`,
      "",
      `Report: ${row.id}`,
      `Received: ${new Date(row.created_at).toISOString()}`,
      `Signed-in user: ${actor.userId ?? "none (anonymous)"}`,
      `Page: ${report.pageUrl || "not given"}`,
      `Browser: ${actor.userAgent?.slice(0, 500) ?? "unknown"}`,
      "",
      `Summary: ${report.summary}`,
      "",
      report.details,
      "",
    ];
    await send(
      "send-email",
      {
        to: operatorAddress(),
        subject: `[Parley bug] ${report.summary.slice(0, 120)}`,
        text: lines.join("\n"),
        ...(report.email ? { replyTo: report.email } : {}),
      },
      { trx },
    );
    return { ok: true, id: row.id };
  });
}

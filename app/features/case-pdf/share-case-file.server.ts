import { db, transaction } from "../../../db/client.ts";
import { send } from "../../../jobs/queue.ts";
import { env } from "~/lib/env.server.ts";
import { logger } from "~/lib/logger.server.ts";
import { hitRateLimit, type RateLimitRule } from "~/lib/rate-limit.server.ts";
import { generateToken, hashToken } from "~/lib/tokens.server.ts";
import { generateCasePdf } from "./generate-case-pdf.server.ts";
import { casePdfFileOf } from "./case-pdf-file.server.ts";
import { conversationOfMatter } from "~/features/matters/conversation-matter.server.ts";

/**
 * Share Matter (ADR 0020): the visitor gets the case file by e-mail, at the address they gave in
 * the contact form (never an address typed at the moment of sharing: the firm's intake page must
 * not become a way to send its clients' files anywhere). The e-mail carries a link, valid for 7
 * days, that opens the latest case-file PDF on any device, without the visitor's session; only
 * the link's SHA-256 is stored. The e-mail goes through the send-email job, enqueued with the
 * link in one transaction. At most 3 shares an hour per conversation.
 */
export const shareLinkDays = 7;
export const shareRate: RateLimitRule = { limit: 3, windowSeconds: 3600 };

export type ShareOutcome =
  | { ok: true; maskedEmail: string }
  | { ok: false; reason: "no-matter" | "no-email" }
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

/** "d•••@example.com": enough for the visitor to recognise, nothing more in a toast. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}

export function sharedCaseFileUrl(token: string): string {
  return new URL(`/api/case-files/shared/${token}`, env().APP_URL).toString();
}

export async function shareCaseFile(scope: { organizationId: string; conversationId: string }): Promise<ShareOutcome> {
  const found = await db
    .selectFrom("matters")
    .innerJoin("conversations", conversationOfMatter)
    .innerJoin("organizations", "organizations.id", "matters.organization_id")
    .select([
      "matters.id as matterId",
      "matters.matter_number as matterNumber",
      "conversations.contact as contact",
      "organizations.name as organizationName",
    ])
    .where("matters.organization_id", "=", scope.organizationId)
    .where("matters.conversation_id", "=", scope.conversationId)
    .executeTakeFirst();
  if (!found) return { ok: false, reason: "no-matter" };
  const email = (found.contact as { email?: unknown } | null)?.email;
  if (typeof email !== "string" || !email.includes("@")) return { ok: false, reason: "no-email" };
  const limit = await hitRateLimit(`share-matter:${scope.conversationId}`, shareRate);
  if (!limit.allowed) return { ok: false, reason: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };

  // The PDF exists and is current before the link to it is sent.
  await generateCasePdf({ organizationId: scope.organizationId, matterId: found.matterId });
  const token = generateToken();
  const expiresAt = new Date(Date.now() + shareLinkDays * 24 * 60 * 60 * 1000);
  const shareId = await transaction(async (trx) => {
    const row = await trx
      .insertInto("case_file_shares")
      .values({
        organization_id: scope.organizationId,
        matter_id: found.matterId,
        token_hash: hashToken(token),
        expires_at: expiresAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await send(
      "send-email",
      {
        to: email,
        subject: `Your case file ${found.matterNumber} from ${found.organizationName}`,
        text: [
          `You asked for a copy of the case file you prepared with ${found.organizationName}.`,
          "",
          `Open it here (the link works for ${shareLinkDays} days, on any device):`,
          sharedCaseFileUrl(token),
          "",
          "The case file is information for the firm, not legal advice. If you did not ask for this e-mail, you can ignore it; nobody else received the link.",
        ].join("\n"),
      },
      { trx },
    );
    return row.id;
  });
  logger.info("case_pdf.shared", { organizationId: scope.organizationId, matterId: found.matterId, shareId });
  return { ok: true, maskedEmail: maskEmail(email) };
}

export type SharedCaseFile = { organizationId: string; storageKey: string; name: string; size: number };

/** The case-file PDF a share link opens: null when the link is unknown; "expired" after 7 days. */
export async function findSharedCaseFile(
  token: string,
  now: Date = new Date(),
): Promise<SharedCaseFile | "expired" | null> {
  if (!/^[a-z2-7]{32}$/.test(token)) return null;
  const share = await db
    .selectFrom("case_file_shares")
    .select(["organization_id", "matter_id", "expires_at"])
    .where("token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!share) return null;
  if (new Date(share.expires_at).getTime() <= now.getTime()) return "expired";
  const file = await casePdfFileOf(db, { organizationId: share.organization_id, matterId: share.matter_id })
    .select(["storage_key", "name", "size"])
    .executeTakeFirst();
  if (!file) return null;
  return {
    organizationId: share.organization_id,
    storageKey: file.storage_key,
    name: file.name,
    size: Number(file.size),
  };
}

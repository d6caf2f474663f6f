import type { Executor } from "../../../db/client.ts";
import { send } from "../../../jobs/queue.ts";
import { DomainError } from "~/lib/errors.ts";
import { logger } from "~/lib/logger.server.ts";
import type { MemberActor } from "./matter-action-guard.server.ts";
import { changeLockedMatter, withLockedMatter } from "./matter-action-guard.server.ts";
import { nonEngagementSubject, renderNonEngagementLetter } from "./non-engagement-letter.ts";

/**
 * The firm's decision on a prospect (issue 19, ADR 0058), a lawyer's call (matter:review):
 * accepting makes the matter active; declining closes it with the reason (kept on the matter for
 * the firm, never sent), and sends the firm's non-engagement letter to the e-mail address the
 * prospect gave, through the `send-email` job in the same transaction. Both are recorded in the
 * timeline. A decision is final: a decided matter cannot be decided again (409).
 */
export const alreadyDecided = () => new DomainError("CONFLICT", "errors:domain.matterAlreadyDecided");

export async function acceptMatter(executor: Executor, actor: MemberActor, input: { matterId: string }) {
  return withLockedMatter(executor, actor, "accept-matter", input.matterId, async (trx, matter) => {
    if (matter.decision) throw alreadyDecided();
    const accepted = {
      status: "active",
      decision: "accepted",
      decided_at: new Date(),
      decided_by: actor.userId,
    } as const;
    return changeLockedMatter(trx, actor, matter, accepted, {
      eventType: "matter_accepted",
      title: { key: "prospectAccepted" },
      description: { key: "prospectAccepted" },
      metadata: { from: matter.status, to: "active" },
    });
  });
}

export async function declineMatter(
  executor: Executor,
  actor: MemberActor,
  input: { matterId: string; reason: string },
) {
  return withLockedMatter(executor, actor, "decline-matter", input.matterId, async (trx, matter) => {
    if (matter.decision) throw alreadyDecided();
    const [organization, conversation] = await Promise.all([
      trx
        .selectFrom("organizations")
        .select(["name", "non_engagement_letter", "config"])
        .where("id", "=", actor.organizationId)
        .executeTakeFirstOrThrow(),
      trx
        .selectFrom("conversations")
        .select(["contact"])
        .where("organization_id", "=", actor.organizationId)
        .where("id", "=", matter.conversation_id)
        .executeTakeFirst(),
    ]);
    const contact = (conversation?.contact ?? null) as Record<string, unknown> | null;
    const address = typeof contact?.email === "string" && contact.email.includes("@") ? contact.email.trim() : null;
    const clientName = (typeof contact?.name === "string" ? contact.name : null) ?? matter.client_name;
    const now = new Date();
    const declined = {
      status: "closed",
      decision: "declined",
      decided_at: now,
      decided_by: actor.userId,
      decline_reason: input.reason,
      non_engagement_sent_at: address ? now : null,
    } as const;
    const updated = await changeLockedMatter(trx, actor, matter, declined, {
      eventType: "matter_declined",
      title: { key: "prospectDeclined" },
      description: { key: address ? "declinedLetterSent" : "declinedNoLetter" },
      metadata: { from: matter.status, to: "closed", letterSent: Boolean(address) },
    });
    if (address) {
      const ownerEmail = (organization.config as { ownerEmail?: unknown }).ownerEmail;
      const values = { clientName, firmName: organization.name, matterNumber: matter.matter_number };
      await send(
        "send-email",
        {
          to: address,
          subject: nonEngagementSubject(values).slice(0, 300),
          text: renderNonEngagementLetter(organization.non_engagement_letter, values),
          ...(typeof ownerEmail === "string" && ownerEmail.includes("@") ? { replyTo: ownerEmail } : {}),
        },
        { trx, singletonKey: `non-engagement:${matter.id}` },
      );
    }
    logger.info("matters.declined", {
      organizationId: actor.organizationId,
      matterId: matter.id,
      letterSent: Boolean(address),
    });
    return { matter: updated, letterSent: Boolean(address) };
  });
}

import { db } from "../../../db/client.ts";
import type { ErrorCode } from "~/lib/errors.ts";
import { resolveConflict } from "~/features/conflicts/resolve-conflict.server.ts";
import { addMatterNote } from "~/features/matters/add-matter-note.server.ts";
import { assignReviewingAttorney } from "~/features/matters/assign-reviewing-attorney.server.ts";
import { changeMatterStatus } from "~/features/matters/change-matter-status.server.ts";
import { acceptMatter, declineMatter } from "~/features/matters/decide-matter.server.ts";
import { getOrganizationMatter } from "~/features/matters/get-organization-matter.server.ts";
import { markMatterReviewed } from "~/features/matters/mark-matter-reviewed.server.ts";
import { allowedMatterActions, type MatterAction } from "~/features/matters/matter-actions.ts";
import type { MemberActor } from "~/features/matters/matter-action-guard.server.ts";
import { recordMatterOpened } from "~/features/matters/record-matter-opened.server.ts";
import { rateIntake } from "~/features/matters/rate-intake.server.ts";
import { decideDeletionRequest } from "~/features/retention/deletion-request.server.ts";
import { changeMatterStewardship, getMatterStewardship } from "~/features/retention/matter-stewardship.server.ts";
import { getMatterTriage } from "~/features/triage/matter-triage.server.ts";
import type { MatterPageAction } from "./schemas.ts";

/**
 * The firm's matter page (ADR 0030, ADR 0058): what it shows and what its forms do. Opening it
 * records the firm's first open (once). Another organization's matter is null (a 404).
 */
const iso = (value: Date) => new Date(value).toISOString();
const isoOrNull = (value: Date | null) => (value ? iso(value) : null);

export async function loadMatterPage(actor: MemberActor, matterId: string) {
  const detail = await getOrganizationMatter(db, actor.organizationId, matterId);
  if (!detail) return null;
  const { matter } = detail;
  const [triage] = await Promise.all([
    getMatterTriage(db, actor.organizationId, matter),
    recordMatterOpened(db, actor, matter.id),
  ]);
  return {
    organizationId: actor.organizationId,
    allowed: allowedMatterActions(actor.role),
    matter: {
      id: matter.id,
      matterNumber: matter.matter_number,
      status: matter.status,
      statusTitle: matter.status_title,
      service: matter.service,
      summary: matter.summary,
      answers: (matter.answers ?? {}) as Record<string, string>,
      urgency: matter.urgency ?? "unknown",
      jurisdiction: (matter.jurisdiction ?? null) as Record<string, string | null> | null,
      clientName: matter.client_name,
      opposingParty: matter.opposing_party,
      urgencyReason: matter.urgency_reason,
      parties: ((matter.parties as { name: string; role: string; description: string | null }[] | null) ?? []).map(
        (party) => ({
          name: party.name,
          role: party.role,
          description: party.description ?? null,
        }),
      ),
      decision: matter.decision,
      decidedAt: isoOrNull(matter.decided_at),
      declineReason: matter.decline_reason,
      nonEngagementSentAt: isoOrNull(matter.non_engagement_sent_at),
      paymentRequired: matter.payment_required,
      paymentAmountCents: matter.payment_amount_cents,
      reviewRequestedAt: isoOrNull(matter.review_requested_at),
      reviewReason: matter.review_reason,
      reviewingAttorneyId: matter.reviewing_attorney_id,
      reviewedAt: isoOrNull(matter.reviewed_at),
      rating: matter.intake_rating,
      ratingComment: matter.intake_rating_comment,
      createdAt: iso(matter.created_at),
    },
    paymentState: detail.paymentState,
    contact: detail.contact,
    messages: detail.messages.map((message) => ({ ...message, createdAt: iso(message.createdAt) })),
    documents: detail.documents.map((document) => ({ ...document, createdAt: iso(document.createdAt) })),
    casePdf: detail.casePdf ? { ...detail.casePdf, createdAt: iso(detail.casePdf.createdAt) } : null,
    activity: detail.activity.map((event) => ({ ...event, eventDate: iso(event.eventDate) })),
    notes: detail.notes.map((note) => ({ ...note, createdAt: iso(note.createdAt) })),
    reviewers: detail.reviewers,
    reviewerName: detail.reviewerName,
    reviewedByName: detail.reviewedByName,
    ratedByName: detail.ratedByName,
    decidedByName: detail.decidedByName,
    safetyConcern: detail.safetyConcern,
    triage,
    stewardship: await getMatterStewardship(db, actor, matter),
  };
}
export type MatterPageView = NonNullable<Awaited<ReturnType<typeof loadMatterPage>>>;

const toastKeys: Record<MatterAction, string> = {
  "clear-conflict": "firm:toasts.conflictCleared",
  "confirm-conflict": "firm:toasts.conflictConfirmed",
  "assign-reviewer": "firm:toasts.reviewerAssigned",
  "change-status": "firm:toasts.statusChanged",
  close: "firm:toasts.statusChanged",
  "add-note": "firm:toasts.noteAdded",
  "rate-intake": "firm:toasts.intakeRated",
  "mark-reviewed": "firm:toasts.markedReviewed",
  "accept-matter": "firm:toasts.accepted",
  "decline-matter": "firm:toasts.declined",
};

/** Runs one form of the page and names the toast it earns (an i18n key); a refusal is a DomainError. */
export async function applyMatterPageAction(
  actor: MemberActor,
  matterId: string,
  input: MatterPageAction,
): Promise<{ toast: string }> {
  switch (input.intent) {
    case "assign-reviewer":
      await assignReviewingAttorney(db, actor, { matterId, reviewerId: input.reviewerId });
      break;
    case "change-status":
      await changeMatterStatus(db, actor, { matterId, status: input.status, title: input.title });
      break;
    case "add-note":
      await addMatterNote(db, actor, { matterId, body: input.body });
      break;
    case "rate-intake":
      await rateIntake(db, actor, { matterId, rating: input.rating, comment: input.comment });
      break;
    case "mark-reviewed":
      await markMatterReviewed(db, actor, { matterId });
      break;
    case "accept-matter":
      await acceptMatter(db, actor, { matterId });
      break;
    case "decline-matter":
      await declineMatter(db, actor, { matterId, reason: input.reason });
      break;
    case "clear-conflict":
    case "confirm-conflict":
      await resolveConflict(db, actor, { matterId, decision: input.intent === "clear-conflict" ? "clear" : "confirm" });
      break;
    case "stewardship":
      await changeMatterStewardship(db, actor, { matterId, change: input.change });
      return { toast: `stewardship:matter.toasts.${input.change}` };
    case "deletion-decision":
      await decideDeletionRequest(
        db,
        actor,
        input.decision === "approve"
          ? { matterId, decision: "approve" }
          : { matterId, decision: "decline", reason: input.reason ?? "" },
      );
      return { toast: `stewardship:deletion.toasts.${input.decision}` };
  }
  return { toast: toastKeys[input.intent] };
}

/** The message a refused form shows (an i18n key), by the form and the refusal's code. */
export function matterPageRefusal(intent: MatterPageAction["intent"], code: ErrorCode, message: string): string {
  if (code === "INSUFFICIENT_PERMISSIONS") return "firm:errors.accessDenied";
  if (intent === "deletion-decision") return message;
  if (intent === "stewardship") return "firm:errors.failed";
  if (code === "CONFLICT") return "firm:errors.alreadyDecided";
  if (code === "VALIDATION_FAILED")
    return intent === "clear-conflict" || intent === "confirm-conflict"
      ? "firm:errors.noOpenConflict"
      : "firm:errors.reviewerNotEligible";
  return "firm:errors.failed";
}

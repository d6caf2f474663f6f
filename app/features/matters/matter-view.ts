import type { MatterRow } from "../../../db/tables.ts";
import { assessMatter, type MatterStatus } from "./matter-status.ts";
import { missingInformation, type MissingInformationHint } from "./missing-information.ts";
import type { DocumentChecklist, MatterCanvas, MatterJurisdiction, PaymentEmbed, Urgency } from "./schemas.ts";

/**
 * Views derived from a stored matter: the canvas, its status and what is still missing. Computed,
 * never stored. Client-safe (the page and the firm's views share it).
 */
export function matterCanvasOf(matter: MatterRow): MatterCanvas {
  return {
    matterId: matter.id,
    matterNumber: matter.matter_number,
    service: matter.service ?? "",
    matterSummary: matter.summary,
    answers: matter.answers as Record<string, string>,
    urgency: (matter.urgency as Urgency | null) ?? "unknown",
    jurisdiction: (matter.jurisdiction as MatterJurisdiction | null) ?? null,
    opposingParty: matter.opposing_party,
    // Nearest first; what already happened stays in the summary.
    keyDates: ((matter.key_dates ?? []) as { iso: string; kind: string; place: string | null }[])
      .map(({ iso, kind, place }) => ({ iso, kind, place: place ?? null }))
      .sort((a, b) => a.iso.localeCompare(b.iso)),
  };
}

export function paymentEmbedOf(matter: MatterRow): PaymentEmbed | null {
  if (!matter.payment_url || matter.payment_amount_cents === null) return null;
  return {
    paymentUrl: matter.payment_url,
    amount: matter.payment_amount_cents / 100,
    description: matter.payment_description ?? "",
    paymentId: matter.payment_id,
  };
}

export type MatterView = {
  canvas: MatterCanvas;
  status: MatterStatus;
  missing: MissingInformationHint[];
  checklist: DocumentChecklist | null;
  checklistSkipped: boolean;
  payment: PaymentEmbed | null;
  paymentRequired: boolean;
  reviewRequested: boolean;
};

/** The matter as the visitor and the firm see it: canvas, status and what is still missing. */
export function viewMatter(matter: MatterRow): MatterView {
  const canvas = matterCanvasOf(matter);
  const checklist = (matter.checklist as DocumentChecklist | null) ?? null;
  const uploadedFileCount = checklist?.documents.filter((document) => document.status === "uploaded").length ?? 0;
  const missing = missingInformation(canvas, { checklist, uploadedFileCount });
  const { status } = assessMatter({
    matter: canvas,
    missingInformation: missing,
    payment: { required: matter.payment_required, paymentId: matter.payment_id },
    checklist,
  });
  return {
    canvas,
    status,
    missing,
    checklist,
    checklistSkipped: matter.checklist_skipped_at !== null,
    payment: paymentEmbedOf(matter),
    paymentRequired: matter.payment_required,
    reviewRequested: matter.review_requested_at !== null,
  };
}

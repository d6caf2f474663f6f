import { remainingRequired } from "./document-checklist.ts";
import type { MissingInformationHint } from "./missing-information.ts";
import { matterSummaryMinLength } from "./matter-values.ts";
import type { DocumentChecklist, MatterCanvas } from "./schemas.ts";

/**
 * The matter status of the sidebar dot and the matter panel (spec: chat-workspace §4): empty with
 * no matter, ready when every condition below holds, incomplete otherwise.
 */
export type MatterStatus = "empty" | "incomplete" | "ready";

/** One failed condition of "ready", in the order the spec lists them. */
export type MatterStatusReason =
  | "summary-too-short"
  | "service-missing"
  | "missing-information"
  | "payment-missing"
  | "required-documents-missing";

export type MatterStatusInput = {
  matter: Pick<MatterCanvas, "matterSummary" | "service"> | null;
  // Computed hints or the assistant's own list; only whether there are any matters here.
  missingInformation: ReadonlyArray<MissingInformationHint | string>;
  // null when the organization does not take payment for this matter.
  payment: { required: boolean; paymentId: string | null } | null;
  checklist: DocumentChecklist | null;
};

export type MatterAssessment = { status: MatterStatus; reasons: MatterStatusReason[] };

/** i18n keys (chat namespace) that explain each reason to the client. */
export const matterStatusReasonKeys: Record<MatterStatusReason, string> = {
  "summary-too-short": "chat:matter.statusReason.summaryTooShort",
  "service-missing": "chat:matter.statusReason.serviceMissing",
  "missing-information": "chat:matter.statusReason.missingInformation",
  "payment-missing": "chat:matter.statusReason.paymentMissing",
  "required-documents-missing": "chat:matter.statusReason.requiredDocumentsMissing",
};

/** Every condition of "ready" that fails; empty for a ready matter and for no matter at all. */
export function matterStatusReasons(input: MatterStatusInput): MatterStatusReason[] {
  const { matter, missingInformation, payment, checklist } = input;
  if (!matter) return [];
  const reasons: MatterStatusReason[] = [];
  if ((matter.matterSummary ?? "").trim().length < matterSummaryMinLength) reasons.push("summary-too-short");
  if (!matter.service?.trim()) reasons.push("service-missing");
  if (missingInformation.length > 0) reasons.push("missing-information");
  if (payment?.required && !payment.paymentId?.trim()) reasons.push("payment-missing");
  // A pending document is still being processed: it does not count as uploaded yet.
  if (checklist && remainingRequired(checklist) > 0) reasons.push("required-documents-missing");
  return reasons;
}

export function assessMatter(input: MatterStatusInput): MatterAssessment {
  if (!input.matter) return { status: "empty", reasons: [] };
  const reasons = matterStatusReasons(input);
  return { status: reasons.length === 0 ? "ready" : "incomplete", reasons };
}

export function deriveMatterStatus(input: MatterStatusInput): MatterStatus {
  return assessMatter(input).status;
}

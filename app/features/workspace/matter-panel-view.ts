import type { MatterView } from "~/features/matters/matter-view.ts";

/**
 * What the matter panel shows (spec §2, §9): the summary preview, the first three missing items and
 * suggested documents with how many more, and which blocks apply. Pure and client-safe.
 */
export const summaryPreviewLength = 100;
export const panelListLength = 3;

export function summaryPreview(summary: string): string {
  const text = summary.trim().replace(/\s+/g, " ");
  return text.length <= summaryPreviewLength ? text : `${text.slice(0, summaryPreviewLength).trimEnd()}…`;
}

export function firstOf<T>(items: readonly T[], count = panelListLength): { shown: T[]; more: number } {
  return { shown: items.slice(0, count), more: Math.max(0, items.length - count) };
}

export type MatterPanelModel = {
  preview: string;
  missing: { shown: MatterView["missing"]; more: number };
  documents: { shown: NonNullable<MatterView["checklist"]>["documents"]; more: number };
  paymentDue: boolean;
  complete: boolean;
};

export function matterPanelModel(view: MatterView): MatterPanelModel {
  // Suggested documents: what is still to upload, required first.
  const open = (view.checklist?.documents ?? []).filter((document) => document.status !== "uploaded");
  const ordered = [...open.filter((document) => document.required), ...open.filter((document) => !document.required)];
  return {
    preview: summaryPreview(view.canvas.matterSummary),
    missing: firstOf(view.missing),
    documents: firstOf(ordered),
    paymentDue: view.paymentRequired && view.payment !== null && !view.payment.paymentId,
    complete: view.status === "ready",
  };
}

import type { DatedKeyDate } from "~/features/intake/understanding/urgency.ts";

/**
 * What the visitor is told about a near hearing or deadline (ADR 0042): the firm has noted the
 * date, and the date still stands, so they keep attending and responding as required. No legal
 * advice: nothing about what to file or say. Written in the visitor's language through
 * chat:triage.dateNoted; the English text is the openai provider's guidance. Client-safe.
 */
export function deadlineNoticeMessage(
  t: (key: string, values: Record<string, string>) => string,
  date: Pick<DatedKeyDate, "date">,
): string {
  return t("chat:triage.dateNoted", { date: date.date });
}

export function deadlineNoticeGuidance(date: Pick<DatedKeyDate, "date" | "kind">): string {
  return (
    `Tell the visitor plainly, in their language, that the firm has noted the ${date.kind.replace(/_/g, " ")} on ${date.date} and asked a lawyer to review the matter today, ` +
    "and that the date still stands: they should keep attending or responding as required unless a lawyer tells them otherwise. Give no legal advice."
  );
}

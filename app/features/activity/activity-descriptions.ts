/**
 * An activity event's description is a key and its parameters (ADR 0082), like its title (ADR
 * 0076): stored as such, translated into the reader's language when shown
 * (workspace:activityDescriptions.<key>). Rows written before keep their English description.
 * Parameters are codes and numbers, never client content. Client-safe.
 */
import { type ActivityText, type ActivityTextParams, isKnownKey, type Translate } from "./activity-text.ts";

export const activityDescriptionKeys = [
  "sessionStarted",
  "contactProvided",
  "matterOpened",
  "statusChanged",
  "lawyerAssigned",
  "reviewingAttorneyAssigned",
  "paymentFailed",
  "paymentCompleted",
  "noteAdded",
  "intakeRated",
  "matterReviewed",
  "reviewRequested",
  "intakeCompleted",
  "fileShared",
  "prospectAccepted",
  "declinedLetterSent",
  "declinedNoLetter",
  "conflictCleared",
  "conflictConfirmed",
  "conflictHold",
  "conflictFlagged",
  "lawyerChosen",
  "sameDayReviewToday",
  "sameDayReviewTomorrow",
  "sameDayReviewInDays",
  "linkShared",
] as const;
export type ActivityDescriptionKey = (typeof activityDescriptionKeys)[number];

/**
 * A description's parameters are codes and numbers: `deadline` is a key date's kind (hearing,
 * court_date, …), shown through workspace:activityDescriptions.deadlineKinds; a status change's
 * `from` and `to` are matter statuses, shown through workspace:activityDescriptions.statuses.
 */
export type ActivityDescription = ActivityText<ActivityDescriptionKey>;

/** What is stored: the key and parameters, or (rows written before) the English description. */
export type StoredActivityDescription = {
  description: string | null;
  descriptionKey: string | null;
  descriptionParams: ActivityTextParams | null;
};

const statusNames = new Set(["empty", "incomplete", "ready", "draft", "active", "closed"]);
const deadlineKinds = new Set(["hearing", "court_date", "response_deadline", "filing_deadline"]);

/** The description to show: the stored key translated with its parameters, or an older row's English text. */
export function activityDescriptionText(t: Translate, event: StoredActivityDescription): string | null {
  const key = event.descriptionKey;
  if (!isKnownKey(activityDescriptionKeys, key)) return event.description;
  const params: Record<string, unknown> = { ...(event.descriptionParams ?? {}) };
  // A status change names the matter's statuses (the sidebar's empty/incomplete/ready, the firm's
  // draft/active/closed) in the reader's language; any other value is shown as stored.
  for (const name of ["from", "to"]) {
    const status = params[name];
    if (typeof status === "string" && statusNames.has(status))
      params[name] = t(`workspace:activityDescriptions.statuses.${status}`);
  }
  if (typeof params.deadline === "string") {
    const kind = deadlineKinds.has(params.deadline) ? params.deadline : "other";
    params.deadline = t(`workspace:activityDescriptions.deadlineKinds.${kind}`);
  }
  return t(`workspace:activityDescriptions.${key}`, params);
}

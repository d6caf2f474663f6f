/**
 * An activity event's title is a key and its parameters (ADR 0076): stored as such, translated
 * into the reader's language when shown (workspace:activityTitles.<key>). Rows written before keep
 * their English title. Client-safe.
 */
export const activityTitleKeys = [
  "sessionStarted",
  "contactProvided",
  "matterCreated",
  "matterStatusChanged",
  "matterStatusUpdated",
  "matterDetailsCleared",
  "matterNeedsInformation",
  "matterReadyForReview",
  "matterMovedToDraft",
  "matterMarkedActive",
  "matterClosed",
  "lawyerAssigned",
  "reviewingAttorneyAssigned",
  "lawyerChosen",
  "paymentCompleted",
  "paymentFailed",
  "imageAdded",
  "videoAdded",
  "audioAdded",
  "documentAdded",
  "fileAdded",
  "linkShared",
  "intakeCompleted",
  "reviewRequested",
  "noteAdded",
  "intakeRated",
  "matterReviewed",
  "conflictFlagged",
  "conflictHold",
  "conflictCleared",
  "conflictConfirmed",
  "sameDayReviewRequested",
  "legalHoldPlaced",
  "legalHoldLifted",
  "matterKept",
  "matterReleased",
  "prospectAccepted",
  "prospectDeclined",
  "deletionRequested",
  "deletionApproved",
  "deletionDeclined",
] as const;
export type ActivityTitleKey = (typeof activityTitleKeys)[number];

/** Parameters of a title: a file format, a rating; never client content. */
export type ActivityTitleParams = Record<string, string | number>;
export type ActivityTitle = { key: ActivityTitleKey; params?: ActivityTitleParams };

/** What is stored: the key and parameters, or (rows written before) the English title. */
export type StoredActivityTitle = {
  title: string | null;
  titleKey: string | null;
  titleParams: ActivityTitleParams | null;
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The title to show: the stored key translated with its parameters, or an older row's English title. */
export function activityTitleText(t: Translate, event: StoredActivityTitle): string {
  if (event.titleKey && (activityTitleKeys as readonly string[]).includes(event.titleKey))
    return t(`workspace:activityTitles.${event.titleKey}`, event.titleParams ?? {});
  return event.title ?? "";
}

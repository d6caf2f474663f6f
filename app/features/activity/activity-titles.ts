/**
 * An activity event's title is a key and its parameters (ADR 0076): stored as such, translated
 * into the reader's language when shown (workspace:activityTitles.<key>). Rows written before keep
 * their English title. Client-safe.
 */
import { type ActivityText, type ActivityTextParams, isKnownKey, type Translate } from "./activity-text.ts";

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

export type ActivityTitle = ActivityText<ActivityTitleKey>;

/** What is stored: the key and parameters, or (rows written before) the English title. */
export type StoredActivityTitle = {
  title: string | null;
  titleKey: string | null;
  titleParams: ActivityTextParams | null;
};

/** The title to show: the stored key translated with its parameters, or an older row's English title. */
export function activityTitleText(t: Translate, event: StoredActivityTitle): string {
  if (isKnownKey(activityTitleKeys, event.titleKey))
    return t(`workspace:activityTitles.${event.titleKey}`, event.titleParams ?? {});
  return event.title ?? "";
}

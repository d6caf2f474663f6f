import type { WorldSnapshot } from "./interview.ts";

/** For tests: the world of a conversation that has just begun (no contact, matter, checklist, payment or review). */
export function freshWorld(): WorldSnapshot {
  return {
    contact: null,
    matterNumber: null,
    checklistShown: false,
    checklistDone: false,
    paymentRequired: false,
    paymentId: null,
    reviewRequested: false,
  };
}

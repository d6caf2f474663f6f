import { defaultServiceQuestions } from "~/features/organizations/default-config.ts";
import type { OrganizationBrief, WorldSnapshot } from "./interview.ts";

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

/** For tests: the demo firm with the default services and questions, free unless told otherwise. */
export function harborLegal(overrides: Partial<OrganizationBrief> = {}): OrganizationBrief {
  return {
    name: "Harbor Legal",
    availableServices: Object.keys(defaultServiceQuestions),
    serviceQuestions: structuredClone(defaultServiceQuestions),
    requiresPayment: false,
    consultationFee: 0,
    ...overrides,
  };
}

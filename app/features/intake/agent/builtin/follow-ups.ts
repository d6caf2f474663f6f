import type { MissingInformationHint } from "~/features/matters/missing-information.ts";

/**
 * Questions that complete a matter before the contact form. The matter panel lists what a lawyer
 * still needs (missing-information.ts); when the firm's own questions leave a hint open, the
 * interviewer asks one of these. The question text is also the answer's key in the matter, and a
 * real answer to it answers the hint it was written for: "When did you get married, and when did
 * you separate?" names the marriage and asks "when", which is what the family hint looks for.
 *
 * Documents (the checklist asks for them), urgency (asked on its own) and the summary (built from
 * the visitor's account) have no follow-up.
 */

export type FollowUp = {
  id: string;
  question: string;
  /** The hints a real answer settles; the first one is the reason to ask. */
  covers: readonly string[];
  /** How the answer is read for a place: the whole answer is one ("only"), or it may name one ("mentioned"). */
  place: "only" | "mentioned" | null;
};

/** Most questions asked beyond the firm's own, so the interview stays short. */
export const MAX_FOLLOW_UPS = 3;

// In order of preference when two settle as many open hints.
const FOLLOW_UPS: readonly FollowUp[] = [
  {
    id: "family.marriageDates",
    question: "When did you get married, and when did you separate (if you have)?",
    covers: ["family.marriageDates", "timeline"],
    place: null,
  },
  {
    id: "family.children",
    question: "Do you have children together? If so, how old are they?",
    covers: ["family.children"],
    place: null,
  },
  {
    id: "employment.employmentDates",
    question: "When did you start working there, and when did the job end (if it has)?",
    covers: ["employment.employmentDates", "timeline"],
    place: null,
  },
  {
    id: "employment.employer",
    question: "What is the name of your employer?",
    covers: ["employment.employer"],
    place: null,
  },
  {
    id: "employment.termination",
    question: "Are you still working there, or were you let go or did you leave?",
    covers: ["employment.termination"],
    place: null,
  },
  {
    id: "business.entity",
    question: "How is the business organized — an LLC, a corporation, a partnership or a sole proprietorship?",
    covers: ["business.entity"],
    place: null,
  },
  {
    id: "business.otherParty",
    question: "Who is on the other side — for example a partner, a customer, a vendor or another company?",
    covers: ["business.otherParty"],
    place: null,
  },
  {
    id: "business.contract",
    question: "Is there a written contract or agreement involved?",
    covers: ["business.contract"],
    place: null,
  },
  {
    id: "tenant-landlord.role",
    question: "Are you the landlord or the tenant?",
    covers: ["tenant-landlord.role"],
    place: null,
  },
  {
    id: "tenant-landlord.lease",
    question: "Is there a written lease or rental agreement?",
    covers: ["tenant-landlord.lease"],
    place: null,
  },
  {
    id: "tenant-landlord.propertyAddress",
    question: "What is the address of the property?",
    covers: ["tenant-landlord.propertyAddress"],
    place: "mentioned",
  },
  {
    id: "probate.decedent",
    question: "Who passed away, and when?",
    covers: ["probate.decedent", "timeline"],
    place: null,
  },
  { id: "probate.will", question: "Did they leave a will or a trust?", covers: ["probate.will"], place: null },
  {
    id: "probate.estate",
    question: "What does the estate include — for example a house, bank accounts or other property?",
    covers: ["probate.estate"],
    place: null,
  },
  {
    id: "education.school",
    question: "Which school or school district is involved?",
    covers: ["education.school"],
    place: null,
  },
  {
    id: "education.student",
    question: "Who is the student, and what grade are they in?",
    covers: ["education.student"],
    place: null,
  },
  {
    id: "education.issue",
    question: "What is the issue with the school — for example special education, discipline, bullying or admissions?",
    covers: ["education.issue"],
    place: null,
  },
  { id: "timeline", question: "When did this start?", covers: ["timeline"], place: null },
  { id: "place", question: "Which city and state are you in?", covers: ["location", "jurisdiction"], place: "only" },
  { id: "state", question: "Which state is this in?", covers: ["jurisdiction"], place: "only" },
];

/** The hint a follow-up can settle, by id ("timeline", "family.children"); null for hints nothing asks about. */
export function hintId(hint: MissingInformationHint): string | null {
  switch (hint.code) {
    case "service-detail":
      return `${hint.area}.${hint.detail}`;
    case "timeline":
    case "location":
    case "jurisdiction":
      return hint.code;
    default:
      return null;
  }
}

export function followUpById(id: string): FollowUp | null {
  return FOLLOW_UPS.find((followUp) => followUp.id === id) ?? null;
}

/**
 * The follow-up that settles the most open hints not asked about before, and the hints it targets.
 * A hint is targeted once: a visitor who did not know when it started is not asked again in other words.
 */
export function chooseFollowUp(
  hints: readonly MissingInformationHint[],
  targeted: readonly string[],
  askedAlready: (followUp: FollowUp) => boolean = () => false,
): { followUp: FollowUp; targets: string[] } | null {
  const open = new Set(hints.map(hintId).filter((id): id is string => id !== null && !targeted.includes(id)));
  let best: { followUp: FollowUp; targets: string[] } | null = null;
  for (const followUp of FOLLOW_UPS) {
    // "Do you have children together?" after the firm's "Are there children involved?" asks again.
    if (askedAlready(followUp)) continue;
    // The hint a question is written for must be open; the others it settles are a bonus.
    if (!open.has(followUp.covers[0])) continue;
    const targets = followUp.covers.filter((id) => open.has(id));
    if (!best || targets.length > best.targets.length) best = { followUp, targets };
  }
  return best;
}

import type { Permission } from "~/features/members/permissions.ts";
import { hasPermission, type OrganizationRole } from "~/features/members/permissions.ts";

/**
 * What a member may do on a matter, as data (ADR 0014, ADR 0030): each action names the permission
 * it needs; permissions name roles in app/features/members/permissions.ts. Attorneys and
 * paralegals both work matters (notes, ratings, status between draft and active, routing a matter
 * to a reviewing attorney); only attorneys, admins and owners close or reopen a matter, mark it
 * reviewed, or are assigned as its reviewing attorney. Client-safe (the page hides what a role
 * cannot do; the server checks again).
 */
export const matterActions = [
  "assign-reviewer",
  "change-status",
  "close",
  "add-note",
  "rate-intake",
  "mark-reviewed",
  "clear-conflict",
  "confirm-conflict",
  "accept-matter",
  "decline-matter",
] as const;
export type MatterAction = (typeof matterActions)[number];

export const matterActionPermission: Record<MatterAction, Permission> = {
  "assign-reviewer": "matter:work",
  "change-status": "matter:work",
  close: "matter:close",
  "add-note": "matter:work",
  "rate-intake": "matter:work",
  "mark-reviewed": "matter:review",
  // A conflict is a lawyer's call (ADR 0041).
  "clear-conflict": "matter:review",
  "confirm-conflict": "matter:review",
  // Taking on a client, or turning one away with a letter, is a lawyer's call (ADR 0058).
  "accept-matter": "matter:review",
  "decline-matter": "matter:review",
};

/** Who may be the reviewing attorney: the roles holding matter:review. */
export const reviewerPermission: Permission = "matter:review";

export const matterStatuses = ["draft", "active", "closed"] as const;
export type FirmMatterStatus = (typeof matterStatuses)[number];

/** A status change needs "close" when it closes the matter or reopens a closed one. */
export function statusChangeAction(from: FirmMatterStatus, to: FirmMatterStatus): MatterAction {
  return to === "closed" || from === "closed" ? "close" : "change-status";
}

export function roleMay(role: OrganizationRole, action: MatterAction): boolean {
  return hasPermission(role, matterActionPermission[action]);
}

export function allowedMatterActions(role: OrganizationRole): MatterAction[] {
  return matterActions.filter((action) => roleMay(role, action));
}

export function canBeReviewer(role: OrganizationRole): boolean {
  return hasPermission(role, reviewerPermission);
}

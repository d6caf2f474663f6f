import type { MembershipRole } from "../../../db/tables.ts";

/**
 * Organization roles and what each may do, as data (ADR 0014). A permission names the roles that
 * hold it; queries put `role in rolesWith(permission)` into their WHERE clause. The hierarchy
 * (owner > admin > attorney > paralegal) decides whom a member may invite, promote or remove:
 * nobody raises anyone above their own role. Client-safe.
 */
export const organizationRoles = [
  "owner",
  "admin",
  "attorney",
  "paralegal",
] as const satisfies readonly MembershipRole[];
export type OrganizationRole = MembershipRole;

/** Roles an invitation may carry (an owner is made by promotion, never by invitation). */
export const invitableRoles = ["paralegal", "attorney", "admin"] as const;
export type InvitableRole = (typeof invitableRoles)[number];

export const roleRank: Record<OrganizationRole, number> = { owner: 4, admin: 3, attorney: 2, paralegal: 1 };

const everyone = ["owner", "admin", "attorney", "paralegal"] as const;
const managers = ["owner", "admin"] as const;

export const permissionRoles = {
  "organization:read": everyone,
  "organization:update": managers,
  "organization:delete": ["owner"],
  "member:read": everyone,
  "member:invite": managers,
  "member:update-role": managers,
  "member:remove": managers,
  "invitation:read": managers,
  "invitation:cancel": managers,
  "api-token:manage": ["owner"],
  "billing:manage": managers,
  "matter:work": everyone,
  "matter:close": ["owner", "admin", "attorney"],
  "matter:review": ["owner", "admin", "attorney"],
  "lawyer:manage": managers,
} as const satisfies Record<string, readonly OrganizationRole[]>;

export type Permission = keyof typeof permissionRoles;
export const permissionNames = Object.keys(permissionRoles) as Permission[];

/** What an API token may do unless created with fewer: read the organization and work matters. */
export const defaultApiTokenPermissions: readonly Permission[] = ["organization:read", "member:read", "matter:work"];

export function rolesWith(permission: Permission): OrganizationRole[] {
  return [...permissionRoles[permission]];
}

export function hasPermission(role: OrganizationRole, permission: Permission): boolean {
  return (permissionRoles[permission] as readonly OrganizationRole[]).includes(role);
}

export function permissionsOf(role: OrganizationRole): Permission[] {
  return permissionNames.filter((permission) => hasPermission(role, permission));
}

/** True when an actor of this role may give (or invite with) that role. */
export function canAssignRole(actorRole: OrganizationRole, role: OrganizationRole): boolean {
  return roleRank[role] <= roleRank[actorRole];
}

/**
 * True when an actor may change the role of, or remove, a member who holds targetRole: the actor
 * needs the permission and may not act on anyone ranked above them (an admin never touches an owner).
 */
export function canManageMember(
  actorRole: OrganizationRole,
  permission: "member:update-role" | "member:remove",
  targetRole: OrganizationRole,
): boolean {
  return hasPermission(actorRole, permission) && roleRank[targetRole] <= roleRank[actorRole];
}

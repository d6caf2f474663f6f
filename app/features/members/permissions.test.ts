import { describe, expect, it } from "vitest";
import {
  canAssignRole,
  canManageMember,
  hasPermission,
  organizationRoles,
  permissionsOf,
  rolesWith,
} from "./permissions.ts";

describe("organization permissions per role", () => {
  it("an owner may do everything", () => {
    expect(permissionsOf("owner").sort()).toEqual(
      [
        "api-token:manage",
        "billing:manage",
        "invitation:cancel",
        "invitation:read",
        "lawyer:manage",
        "matter:close",
        "matter:review",
        "matter:work",
        "member:invite",
        "member:read",
        "member:remove",
        "member:update-role",
        "organization:delete",
        "organization:read",
        "organization:update",
      ].sort(),
    );
  });

  it("an admin may do everything but delete the organization and see its API tokens", () => {
    const ownerOnly = permissionsOf("owner").filter((permission) => !hasPermission("admin", permission));
    expect(ownerOnly.sort()).toEqual(["api-token:manage", "organization:delete"]);
  });

  it("an attorney works, closes and reviews matters but manages nobody", () => {
    expect(permissionsOf("attorney").sort()).toEqual([
      "matter:close",
      "matter:review",
      "matter:work",
      "member:read",
      "organization:read",
    ]);
  });

  it("a paralegal works matters but cannot close them or be the reviewing lawyer", () => {
    expect(permissionsOf("paralegal").sort()).toEqual(["matter:work", "member:read", "organization:read"]);
    expect(hasPermission("paralegal", "matter:close")).toBe(false);
    expect(hasPermission("paralegal", "matter:review")).toBe(false);
  });

  it("only the owner sees API tokens and deletes the organization", () => {
    expect(rolesWith("api-token:manage")).toEqual(["owner"]);
    expect(rolesWith("organization:delete")).toEqual(["owner"]);
  });

  it("only owners and admins invite, change roles and remove members", () => {
    for (const permission of [
      "member:invite",
      "member:update-role",
      "member:remove",
      "invitation:cancel",
      "lawyer:manage",
    ] as const) {
      expect(rolesWith(permission)).toEqual(["owner", "admin"]);
    }
  });

  it("nobody raises anyone above their own role", () => {
    const allowed = organizationRoles.flatMap((actor) =>
      organizationRoles.filter((role) => canAssignRole(actor, role)).map((role) => `${actor}->${role}`),
    );
    expect(allowed).toEqual([
      "owner->owner",
      "owner->admin",
      "owner->attorney",
      "owner->paralegal",
      "admin->admin",
      "admin->attorney",
      "admin->paralegal",
      "attorney->attorney",
      "attorney->paralegal",
      "paralegal->paralegal",
    ]);
  });

  it("an admin manages non-owner members only; attorneys and paralegals manage nobody", () => {
    expect(canManageMember("admin", "member:remove", "owner")).toBe(false);
    expect(canManageMember("admin", "member:remove", "attorney")).toBe(true);
    expect(canManageMember("admin", "member:update-role", "admin")).toBe(true);
    expect(canManageMember("owner", "member:update-role", "owner")).toBe(true);
    expect(canManageMember("attorney", "member:remove", "paralegal")).toBe(false);
    expect(canManageMember("paralegal", "member:update-role", "paralegal")).toBe(false);
  });
});

import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import * as inviteRoute from "../../app/routes/api/organizations/invitations.ts";
import * as memberRoute from "../../app/routes/api/organizations/$id/member.ts";
import * as tokensRoute from "../../app/routes/api/organizations/$id/tokens.ts";
import { callRoute, createTeams } from "../support/organization-client.ts";
import { uniqueEmail } from "../support/auth-client.ts";

let teams: Awaited<ReturnType<typeof createTeams>>;
beforeEach(async () => {
  teams = await createTeams();
});

const memberPath = (id: string) => `/api/organizations/${id}/member`;
const listMembers = (as: Parameters<typeof callRoute>[2]["as"], id = teams.firmA.id) =>
  callRoute(memberRoute, memberPath(id), { as, params: { id } });
const changeRole = (as: Parameters<typeof callRoute>[2]["as"], userId: string, role: string, id = teams.firmA.id) =>
  callRoute(memberRoute, memberPath(id), { as, method: "PATCH", json: { userId, role }, params: { id } });
const remove = (as: Parameters<typeof callRoute>[2]["as"], userId: string, id = teams.firmA.id) =>
  callRoute(memberRoute, `${memberPath(id)}?userId=${userId}`, { as, method: "DELETE", params: { id } });
const roleOf = async (userId: string) =>
  (
    await db
      .selectFrom("memberships")
      .select("role")
      .where("organization_id", "=", teams.firmA.id)
      .where("user_id", "=", userId)
      .executeTakeFirst()
  )?.role;

describe("GET /api/organizations/{id}/member", () => {
  it("every member sees the member list with userId, role, email, name, image and createdAt", async () => {
    for (const person of [teams.owner, teams.admin, teams.attorney, teams.paralegal]) {
      const { status, body } = await listMembers(person.as);
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      expect(body.data.map((row: { role: string }) => row.role)).toEqual(["owner", "admin", "attorney", "paralegal"]);
    }
    const { body } = await listMembers(teams.owner.as);
    expect(body.data[0]).toEqual({
      userId: teams.owner.userId,
      role: "owner",
      email: teams.owner.email,
      name: "Olivia Owner",
      image: null,
      createdAt: expect.any(String),
    });
  });

  it("a member of another organization and an outsider get 404, never 403; nobody signed in gets 401", async () => {
    for (const person of [teams.ownerB, teams.outsider]) {
      const { status, body } = await listMembers(person.as);
      expect(status).toBe(404);
      expect(body).toEqual({ success: false, error: "Organization not found", code: "ORGANIZATION_NOT_FOUND" });
    }
    expect((await listMembers(teams.owner.as, "not-a-uuid")).status).toBe(404);
    expect((await listMembers(null)).status).toBe(401);
  });
});

describe("the permission map, through the routes", () => {
  const denied = { success: false, error: "Access Denied", code: "INSUFFICIENT_PERMISSIONS" };

  it("attorneys and paralegals cannot change roles, remove others, invite or see tokens", async () => {
    for (const person of [teams.attorney, teams.paralegal]) {
      expect((await changeRole(person.as, teams.paralegal.userId, "paralegal")).body).toEqual(denied);
      const removal = await remove(person.as, teams.admin.userId);
      expect(removal.status).toBe(403);
      expect(removal.body).toEqual(denied);
      const invite = await callRoute(inviteRoute, "/api/organizations/invitations", {
        as: person.as,
        json: { organizationId: teams.firmA.id, email: uniqueEmail(), role: "paralegal" },
      });
      expect(invite.status).toBe(403);
      const tokens = await callRoute(tokensRoute, `/api/organizations/${teams.firmA.id}/tokens`, {
        as: person.as,
        params: { id: teams.firmA.id },
      });
      expect(tokens.status).toBe(403);
    }
    expect(await roleOf(teams.admin.userId)).toBe("admin");
  });

  it("an admin changes the role of and removes non-owner members, but cannot touch an owner or see tokens", async () => {
    expect((await changeRole(teams.admin.as, teams.paralegal.userId, "attorney")).body).toEqual({
      success: true,
      data: { userId: teams.paralegal.userId, role: "attorney" },
    });
    expect(await roleOf(teams.paralegal.userId)).toBe("attorney");
    expect((await changeRole(teams.admin.as, teams.owner.userId, "admin")).status).toBe(403);
    expect((await remove(teams.admin.as, teams.owner.userId)).status).toBe(403);
    expect(await roleOf(teams.owner.userId)).toBe("owner");
    expect((await remove(teams.admin.as, teams.attorney.userId)).status).toBe(200);
    expect(await roleOf(teams.attorney.userId)).toBeUndefined();
    const tokens = await callRoute(tokensRoute, `/api/organizations/${teams.firmA.id}/tokens`, {
      as: teams.admin.as,
      params: { id: teams.firmA.id },
    });
    expect(tokens.body).toEqual(denied);
  });

  it("an owner changes anyone's role, including making another owner", async () => {
    expect((await changeRole(teams.owner.as, teams.admin.userId, "owner")).status).toBe(200);
    expect(await roleOf(teams.admin.userId)).toBe("owner");
    expect((await changeRole(teams.owner.as, teams.admin.userId, "paralegal")).status).toBe(200);
    expect(await roleOf(teams.admin.userId)).toBe("paralegal");
  });

  it("nobody raises anyone above their own role", async () => {
    const refused = await changeRole(teams.admin.as, teams.attorney.userId, "owner");
    expect(refused).toEqual({ status: 403, body: denied });
    expect((await changeRole(teams.admin.as, teams.admin.userId, "owner")).status).toBe(403);
    expect(await roleOf(teams.attorney.userId)).toBe("attorney");
    expect(await roleOf(teams.admin.userId)).toBe("admin");
    const invite = await callRoute(inviteRoute, "/api/organizations/invitations", {
      as: teams.admin.as,
      json: { organizationId: teams.firmA.id, email: uniqueEmail(), role: "owner" },
    });
    expect(invite.status).toBe(400);
  });

  it("another organization's member is 404 on change and removal, whatever their role there", async () => {
    expect((await changeRole(teams.ownerB.as, teams.paralegal.userId, "attorney")).status).toBe(404);
    expect((await remove(teams.ownerB.as, teams.paralegal.userId)).status).toBe(404);
    // Firm A's owner asking about a member of firm B inside firm A: not a member here.
    expect((await remove(teams.owner.as, teams.ownerB.userId)).body.code).toBe("NOT_FOUND");
    expect(await roleOf(teams.paralegal.userId)).toBe("paralegal");
  });

  it("validates the body: an unknown role or a missing userId is a 400", async () => {
    expect((await changeRole(teams.owner.as, teams.admin.userId, "superuser")).body.code).toBe("VALIDATION_FAILED");
    const missing = await callRoute(memberRoute, memberPath(teams.firmA.id), {
      as: teams.owner.as,
      method: "DELETE",
      params: { id: teams.firmA.id },
    });
    expect(missing.status).toBe(400);
  });

  it("a change from another site is refused", async () => {
    const { status } = await callRoute(memberRoute, memberPath(teams.firmA.id), {
      as: teams.owner.as,
      method: "PATCH",
      json: { userId: teams.admin.userId, role: "attorney" },
      params: { id: teams.firmA.id },
      origin: "https://evil.example",
    });
    expect(status).toBe(403);
    expect(await roleOf(teams.admin.userId)).toBe("admin");
  });
});

describe("the last owner", () => {
  it("cannot be demoted or removed, nor leave", async () => {
    const demoted = await changeRole(teams.owner.as, teams.owner.userId, "admin");
    expect(demoted.status).toBe(409);
    expect(demoted.body.code).toBe("LAST_OWNER");
    expect((await remove(teams.owner.as, teams.owner.userId)).body.code).toBe("LAST_OWNER");
    expect(await roleOf(teams.owner.userId)).toBe("owner");
  });

  it("may leave once another owner exists; any member may leave", async () => {
    await changeRole(teams.owner.as, teams.admin.userId, "owner");
    expect((await remove(teams.owner.as, teams.owner.userId)).status).toBe(200);
    expect(await roleOf(teams.owner.userId)).toBeUndefined();
    expect((await remove(teams.paralegal.as, teams.paralegal.userId)).status).toBe(200);
    expect(await roleOf(teams.paralegal.userId)).toBeUndefined();
  });

  it("two owners demoting each other at once leave one owner", async () => {
    await changeRole(teams.owner.as, teams.admin.userId, "owner");
    const results = await Promise.all([
      changeRole(teams.owner.as, teams.admin.userId, "admin"),
      changeRole(teams.admin.as, teams.owner.userId, "admin"),
    ]);
    // The second to run acts with its new role (admin), so it may no longer demote an owner.
    expect(results.map((result) => result.status).sort()).toEqual([200, 403]);
    const owners = await db
      .selectFrom("memberships")
      .select("user_id")
      .where("organization_id", "=", teams.firmA.id)
      .where("role", "=", "owner")
      .execute();
    expect(owners).toHaveLength(1);
  });
});

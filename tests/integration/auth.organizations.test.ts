import { describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { ensurePersonalOrganization } from "../../app/features/organizations/ensure-personal-organization.server.ts";
import { getPublicOrganization } from "../../app/features/organizations/get-public-organization.server.ts";
import * as listOrganizations from "../../app/routes/api/organizations/me.ts";
import * as ensurePersonal from "../../app/routes/api/organizations/me/ensure-personal.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import { createTestUser } from "../factories/users.ts";
import { Browser, goodPassword, uniqueEmail } from "../support/auth-client.ts";

async function signedUp() {
  const browser = new Browser();
  await browser.signUp({ name: "Maria Lopez", email: uniqueEmail(), password: goodPassword });
  return { browser, userId: (await browser.session())!.user.id };
}

describe("the personal organization", () => {
  it("sign-up creates it, with the user as owner, hidden from the public intake page", async () => {
    const { browser } = await signedUp();
    const response = await browser.call(listOrganizations, "/api/organizations/me");
    const { data } = await response.json();
    expect(data).toEqual([
      {
        id: expect.any(String),
        name: "Maria Lopez's workspace",
        slug: expect.stringMatching(/^personal-/),
        isPersonal: true,
        role: "owner",
      },
    ]);
    expect(await getPublicOrganization(db, data[0].slug)).toBeNull();
  });

  it("ensure-personal is idempotent under 10 concurrent calls", async () => {
    const { browser, userId } = await signedUp();
    // Start from a user without one, as an account from before this rule would be.
    await db.deleteFrom("organizations").where("personal_user_id", "=", userId).execute();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        browser.call(ensurePersonal, "/api/organizations/me/ensure-personal", { body: "", method: "POST" }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const ids = new Set(await Promise.all(answers.map(async (answer) => (await answer.json()).data.id)));
    expect(ids.size).toBe(1);
    const rows = await db.selectFrom("organizations").select("id").where("personal_user_id", "=", userId).execute();
    expect(rows).toHaveLength(1);
    const memberships = await db.selectFrom("memberships").select(["role"]).where("user_id", "=", userId).execute();
    expect(memberships).toEqual([{ role: "owner" }]);
  });

  it("the database itself refuses a second personal organization for a user", async () => {
    const { userId } = await createTestUser();
    const other = await createTestOrganization();
    await expect(
      db
        .updateTable("organizations")
        .set({ is_personal: true, personal_user_id: userId })
        .where("id", "=", other.id)
        .execute(),
    ).rejects.toThrow(/organizations_personal_user_id_key/);
  });

  it("the direct call is idempotent too, also concurrently outside any request", async () => {
    const { userId } = await signedUp();
    await db.deleteFrom("organizations").where("personal_user_id", "=", userId).execute();
    const results = await Promise.all(Array.from({ length: 10 }, () => ensurePersonalOrganization(db, userId)));
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
  });
});

describe("GET /api/organizations/me", () => {
  it("lists every organization of the user with the user's role, personal first", async () => {
    const { browser, userId } = await signedUp();
    const firm = await createTestOrganization({ name: "Abbott & Co" });
    await db
      .insertInto("memberships")
      .values({ organization_id: firm.id, user_id: userId, role: "attorney" })
      .execute();
    await createTestOrganization({ name: "Not Mine LLP" });
    const { data } = await (await browser.call(listOrganizations, "/api/organizations/me")).json();
    expect(
      data.map((organization: { name: string; role: string; isPersonal: boolean }) => [
        organization.name,
        organization.role,
        organization.isPersonal,
      ]),
    ).toEqual([
      ["Maria Lopez's workspace", "owner", true],
      ["Abbott & Co", "attorney", false],
    ]);
  });

  it("needs a signed-in user; ensure-personal refuses another site", async () => {
    expect((await new Browser().call(listOrganizations, "/api/organizations/me")).status).toBe(401);
    const { browser } = await signedUp();
    const response = await browser.call(ensurePersonal, "/api/organizations/me/ensure-personal", {
      body: "",
      method: "POST",
      origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
  });
});

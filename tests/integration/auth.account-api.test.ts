import { describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import * as deleteUser from "../../app/routes/api/auth/delete-user.ts";
import * as updateUser from "../../app/routes/api/auth/update-user.ts";
import * as deleteAccountPage from "../../app/routes/auth/delete-account.tsx";
import { Browser, goodPassword, latestEmailTo, linkToken, uniqueEmail } from "../support/auth-client.ts";

async function signedUp() {
  const email = uniqueEmail();
  const browser = new Browser();
  await browser.signUp({ name: "Maria Lopez", email, password: goodPassword });
  return { email, browser, userId: (await browser.session())!.user.id };
}

describe("POST /api/auth/update-user", () => {
  it("merges the given settings and keeps the others at their defaults", async () => {
    const { browser } = await signedUp();
    const response = await browser.call(updateUser, "/api/auth/update-user", {
      json: { theme: "dark", language: "de", notificationTasksEmail: false, sessionTimeout: 86400, name: "Maria L." },
    });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({ name: "Maria L.", sessionTimeout: 86400 });
    expect(data.settings).toMatchObject({
      theme: "dark",
      language: "de",
      accentColor: "default",
      notificationTasksEmail: false,
      notificationTasksPush: true,
      notificationResponsesPush: true,
      notificationMessagingPush: true,
      lastLoginMethod: "email",
    });
    const second = await (
      await browser.call(updateUser, "/api/auth/update-user", { json: { accentColor: "green" } })
    ).json();
    expect(second.data.settings).toMatchObject({ theme: "dark", accentColor: "green" });
  });

  it("refuses unknown keys and bad values with 400 and a message", async () => {
    const { browser } = await signedUp();
    for (const json of [{ theme: "neon" }, { sessionTimeout: 5 }, { isAdmin: true }, { lastLoginMethod: "google" }]) {
      const response = await browser.call(updateUser, "/api/auth/update-user", { json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, error: expect.any(String) });
    }
    const duplicate = await browser.call(updateUser, "/api/auth/update-user", {
      json: {
        customDomains: [
          { domain: "smith.law", verified: false, verifiedAt: null },
          { domain: "SMITH.law", verified: false, verifiedAt: null },
        ],
      },
    });
    expect((await duplicate.json()).error).toContain("This domain has already been added");
  });
});

describe("the guard of a signed-in user's call", () => {
  it("refuses another site (403) and another method (405) before it changes anything, and nobody signed in (401)", async () => {
    const { browser } = await signedUp();
    const crossSite = await browser.call(updateUser, "/api/auth/update-user", {
      json: { name: "Someone Else" },
      origin: "https://evil.example",
    });
    expect(crossSite.status).toBe(403);
    const put = await browser.call(updateUser, "/api/auth/update-user", {
      method: "PUT",
      json: { name: "Someone Else" },
    });
    expect(put.status).toBe(405);
    expect(put.headers.get("Allow")).toBe("POST");
    expect(await browser.session()).toMatchObject({ user: { name: "Maria Lopez" } });
    const signedOut = await new Browser().call(updateUser, "/api/auth/update-user", { json: { name: "Someone Else" } });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ success: false, error: "Sign-in required" });
  });
});

describe("POST /api/auth/delete-user", () => {
  it("a password account must give its password (PASSWORD_REQUIRED), then is deleted and signed out", async () => {
    const { browser, userId } = await signedUp();
    const missing = await browser.call(deleteUser, "/api/auth/delete-user", { json: {} });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      code: "PASSWORD_REQUIRED",
      error: "Password is required to delete your account.",
    });
    const wrong = await browser.call(deleteUser, "/api/auth/delete-user", { json: { password: "Wrong-Pass1" } });
    expect(wrong.status).toBe(401);
    const right = await browser.call(deleteUser, "/api/auth/delete-user", { json: { password: goodPassword } });
    expect(right.status).toBe(200);
    expect(browser.sessionToken).toBeUndefined();
    expect(await db.selectFrom("users").select("id").where("id", "=", userId).execute()).toHaveLength(0);
    expect(
      await db.selectFrom("organizations").select("id").where("personal_user_id", "=", userId).execute(),
    ).toHaveLength(0);
    expect(await db.selectFrom("user_sessions").select("id").where("user_id", "=", userId).execute()).toHaveLength(0);
  });

  it("an account without a password gets a confirmation link; the link's form deletes it", async () => {
    const { email, browser, userId } = await signedUp();
    await db.updateTable("users").set({ password_hash: null }).where("id", "=", userId).execute();
    const response = await browser.call(deleteUser, "/api/auth/delete-user", { body: "", method: "POST" });
    expect((await response.json()).data).toEqual({ status: "verification_sent" });
    const token = linkToken((await latestEmailTo(email))!.text, "/auth/delete-account");
    const page = await new Browser().call(deleteAccountPage, `/auth/delete-account?token=${token}`);
    expect(await page.json()).toEqual({ token });
    expect(await db.selectFrom("users").select("id").where("id", "=", userId).execute()).toHaveLength(1);
    const confirmed = await browser.call(deleteAccountPage, "/auth/delete-account", { form: { token } });
    expect(confirmed.status).toBe(302);
    expect(await db.selectFrom("users").select("id").where("id", "=", userId).execute()).toHaveLength(0);
  });
});

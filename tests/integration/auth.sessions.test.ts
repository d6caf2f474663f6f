import { describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { createSession, validateSessionToken } from "../../app/features/auth/session.server.ts";
import { hashToken } from "../../app/lib/tokens.server.ts";
import * as authPage from "../../app/routes/auth/index.tsx";
import * as revokeOthers from "../../app/routes/api/auth/revoke-other-sessions.ts";
import * as revokeAll from "../../app/routes/api/auth/revoke-sessions.ts";
import * as signOut from "../../app/routes/api/auth/sign-out.ts";
import { Browser, goodPassword, uniqueEmail } from "../support/auth-client.ts";

async function signedUp() {
  const email = uniqueEmail();
  const browser = new Browser();
  const response = await browser.signUp({ name: "Maria Lopez", email, password: goodPassword });
  expect(response.status).toBe(302);
  const session = await browser.session();
  return { email, browser, userId: session!.user.id };
}

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, path /, and carries a token whose hash alone is stored", async () => {
    const browser = new Browser();
    const response = await browser.signUp({ email: uniqueEmail(), password: goodPassword });
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith("parley_session="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    const token = browser.sessionToken!;
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    const rows = await db.selectFrom("user_sessions").select("id").where("id", "=", hashToken(token)).execute();
    expect(rows).toHaveLength(1);
    const leaked = await db.selectFrom("user_sessions").select("id").where("id", "=", token).execute();
    expect(leaked).toHaveLength(0);
  });

  it("a stolen session id (the stored hash) cannot be used as a token", async () => {
    const { browser } = await signedUp();
    const storedId = hashToken(browser.sessionToken!);
    expect(await validateSessionToken(db, storedId)).toBeNull();
    const thief = new Browser();
    thief.cookies.set("parley_session", storedId);
    expect(await thief.session()).toBeNull();
    // And the victim is still signed in.
    expect(await browser.session()).not.toBeNull();
  });

  it("expires after the user's timeout, and slides: renewed (with a new cookie) once less than half remains", async () => {
    const { userId } = await signedUp();
    const start = new Date("2030-01-01T00:00:00Z");
    const { token } = await createSession(db, userId, { now: start });
    const day = 24 * 3600 * 1000;
    const early = await validateSessionToken(db, token, new Date(start.getTime() + 2 * day));
    expect(early?.renewed).toBe(false);
    const late = await validateSessionToken(db, token, new Date(start.getTime() + 4 * day));
    expect(late?.renewed).toBe(true);
    expect(late?.session.expiresAt.toISOString()).toBe(new Date(start.getTime() + 11 * day).toISOString());
    expect(await validateSessionToken(db, token, new Date(start.getTime() + 11 * day + 1000))).toBeNull();
    expect(await db.selectFrom("user_sessions").select("id").where("id", "=", hashToken(token)).execute()).toHaveLength(
      0,
    );
  });

  it("a shorter session timeout applies to sessions already open", async () => {
    const { userId } = await signedUp();
    const { token } = await createSession(db, userId);
    await db.updateTable("users").set({ session_timeout_seconds: 3600 }).where("id", "=", userId).execute();
    const result = await validateSessionToken(db, token);
    expect(result?.renewed).toBe(true);
    expect(result!.session.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(3600 * 1000);
  });

  it("the session timeout chosen in Security applies to the next sign-in", async () => {
    const { browser, email, userId } = await signedUp();
    const securityPage = await import("../../app/routes/settings/security.tsx");
    const refused = await browser.call(securityPage, "/settings/security", {
      form: { intent: "session-timeout", sessionTimeout: "5" },
    });
    expect(refused.status).toBe(400);
    const saved = await browser.call(securityPage, "/settings/security", {
      form: { intent: "session-timeout", sessionTimeout: "3600" },
    });
    expect(saved.status).toBe(303);
    const stored = await db
      .selectFrom("users")
      .select("session_timeout_seconds")
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(stored.session_timeout_seconds).toBe(3600);
    const laptop = new Browser();
    const before = Date.now();
    const signIn = await laptop.signIn(email, goodPassword);
    const after = Date.now();
    expect(signIn.status).toBe(302);
    const cookie = signIn.headers.getSetCookie().find((value) => value.startsWith("parley_session="))!;
    const maxAge = Number(/Max-Age=(\d+)/i.exec(cookie)![1]);
    expect(maxAge).toBeGreaterThan(3500);
    expect(maxAge).toBeLessThanOrEqual(3600);
    const row = await db
      .selectFrom("user_sessions")
      .select("expires_at")
      .where("id", "=", hashToken(laptop.sessionToken!))
      .executeTakeFirstOrThrow();
    // An hour from the sign-in, whenever between these two instants it was made.
    expect(new Date(row.expires_at).getTime()).toBeGreaterThanOrEqual(before + 3600 * 1000);
    expect(new Date(row.expires_at).getTime()).toBeLessThanOrEqual(after + 3600 * 1000);
  });

  it("the middleware refreshes the cookie when the session was renewed", async () => {
    const { browser } = await signedUp();
    const id = hashToken(browser.sessionToken!);
    await db
      .updateTable("user_sessions")
      .set({ expires_at: new Date(Date.now() + 3600 * 1000) })
      .where("id", "=", id)
      .execute();
    const getSession = await import("../../app/routes/api/auth/get-session.ts");
    const response = await browser.call(getSession, "/api/auth/get-session");
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith("parley_session="));
    expect(cookie).toBeDefined();
    const row = await db
      .selectFrom("user_sessions")
      .select("expires_at")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(new Date(row.expires_at).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
  });
});

describe("sign-in rotates the session", () => {
  it("a new token at every sign-in; the one the browser held before stops working", async () => {
    const { email, browser } = await signedUp();
    const before = browser.sessionToken!;
    const response = await browser.signIn(email, goodPassword);
    expect(response.status).toBe(302);
    // First login with onboarding not completed: the onboarding stop (spec §2).
    expect(response.headers.get("Location")).toBe("/auth?mode=signin&onboarding=true");
    const after = browser.sessionToken!;
    expect(after).not.toBe(before);
    expect(await validateSessionToken(db, before)).toBeNull();
    expect(await validateSessionToken(db, after)).not.toBeNull();
  });

  it("a token planted before sign-in (session fixation) is not the one signed in", async () => {
    const { email } = await signedUp();
    const victim = new Browser();
    victim.cookies.set("parley_session", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa");
    await victim.signIn(email, goodPassword);
    expect(victim.sessionToken).not.toBe("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa");
    expect(await victim.session()).not.toBeNull();
  });

  it("a user who completed onboarding goes to / (or where they were going)", async () => {
    const { email, browser } = await signedUp();
    await db.updateTable("users").set({ onboarding_completed: true }).where("email", "=", email).execute();
    expect((await browser.signIn(email, goodPassword)).headers.get("Location")).toBe("/");
    const going = await browser.call(authPage, "/auth?mode=signin", {
      form: { intent: "signin", email, password: goodPassword, redirectTo: "/settings/security" },
    });
    expect(going.headers.get("Location")).toBe("/settings/security");
  });

  // Issue 15: `/\t/evil.example` was answered as a Location browsers read as `//evil.example`.
  it.each([
    ["a tab browsers drop", "/\t/evil.example"],
    ["a newline", "/\n/evil.example"],
    ["a NUL", "/\u0000/evil.example"],
    ["a backslash", "/\\evil.example"],
    ["a protocol-relative URL", "//evil.example"],
    ["an absolute URL", "https://evil.example/settings"],
  ])("a redirectTo with %s signs in to this site's home, never elsewhere", async (_label, target) => {
    const { email, browser } = await signedUp();
    await db.updateTable("users").set({ onboarding_completed: true }).where("email", "=", email).execute();
    const response = await browser.call(authPage, "/auth?mode=signin", {
      form: { intent: "signin", email, password: goodPassword, redirectTo: target },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    // A signed-in visitor opening the sign-in page with the target in its query is sent home too.
    const page = await browser.call(authPage, `/auth?mode=signin&redirectTo=${encodeURIComponent(target)}`);
    expect(page.headers.get("Location")).toBe("/");
  });
});

describe("ending sessions", () => {
  it("sign-out ends the session on the server and clears the cookie", async () => {
    const { browser } = await signedUp();
    const token = browser.sessionToken!;
    const response = await browser.signOut();
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join()).toMatch(/parley_session=;.*Max-Age=0/);
    expect(browser.sessionToken).toBeUndefined();
    expect(await db.selectFrom("user_sessions").select("id").where("id", "=", hashToken(token)).execute()).toHaveLength(
      0,
    );
    // A copy of the old cookie opens nothing.
    const copy = new Browser();
    copy.cookies.set("parley_session", token);
    expect(await copy.session()).toBeNull();
  });

  it("sign-out without JavaScript (a form post) redirects home with 303", async () => {
    const { browser } = await signedUp();
    const response = await browser.call(signOut, "/api/auth/sign-out", { form: {} });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/");
    expect(browser.sessionToken).toBeUndefined();
  });

  it("sign-out posted from another site is refused and the session lives on", async () => {
    const { browser } = await signedUp();
    const response = await browser.call(signOut, "/api/auth/sign-out", { json: {}, origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await browser.session()).not.toBeNull();
  });

  it("revoke-other-sessions ends exactly the user's other sessions", async () => {
    const { email, browser: laptop } = await signedUp();
    const phone = new Browser();
    await phone.signIn(email, goodPassword);
    const tablet = new Browser();
    await tablet.signIn(email, goodPassword);
    const stranger = await signedUp();

    const response = await laptop.call(revokeOthers, "/api/auth/revoke-other-sessions", { json: {} });
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual({ revoked: 2 });
    expect(await laptop.session()).not.toBeNull();
    expect(await phone.session()).toBeNull();
    expect(await tablet.session()).toBeNull();
    expect(await stranger.browser.session()).not.toBeNull();
  });

  it("revoke-sessions ends all of them, this one included", async () => {
    const { email, browser: laptop } = await signedUp();
    const phone = new Browser();
    await phone.signIn(email, goodPassword);
    const response = await laptop.call(revokeAll, "/api/auth/revoke-sessions", { json: {} });
    expect((await response.json()).data).toEqual({ revoked: 2 });
    expect(await laptop.session()).toBeNull();
    expect(await phone.session()).toBeNull();
  });

  it("the session endpoints need a signed-in user (401) and refuse GET (405)", async () => {
    const anonymous = new Browser();
    const response = await anonymous.call(revokeOthers, "/api/auth/revoke-other-sessions", { json: {} });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false, error: "Sign-in required" });
    expect((await anonymous.call(revokeOthers, "/api/auth/revoke-other-sessions")).status).toBe(405);
  });
});

import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "../../db/client.ts";
import { clearJwksCache, verifyGoogleIdToken } from "../../app/features/auth/google-id-token.server.ts";
import * as listOrganizations from "../../app/routes/api/organizations/me.ts";
import * as googleCallback from "../../app/routes/auth/google/callback.ts";
import * as googleStart from "../../app/routes/auth/google/index.ts";
import { type FakeGoogle, GOOGLE_ISSUER, type GoogleIdentity, startFakeGoogle } from "../fakes/google.ts";
import { Browser, goodPassword, uniqueEmail } from "../support/auth-client.ts";

let google: FakeGoogle;

beforeAll(async () => {
  // Before any application code reads the environment.
  google = await startFakeGoogle({
    clientId: "parley-test.apps.googleusercontent.com",
    clientSecret: "test-secret",
    identity: { sub: "0", email: "nobody@example.test", email_verified: true },
  });
  process.env.GOOGLE_CLIENT_ID = google.clientId;
  process.env.GOOGLE_CLIENT_SECRET = google.clientSecret;
  process.env.GOOGLE_AUTH_URL = google.authUrl;
  process.env.GOOGLE_TOKEN_URL = google.tokenUrl;
  process.env.GOOGLE_JWKS_URL = google.jwksUrl;
});

afterAll(async () => {
  await google.stop();
});

function identity(overrides: Partial<GoogleIdentity> = {}): GoogleIdentity {
  return {
    sub: String(Math.floor(Math.random() * 1e15)),
    email: uniqueEmail("google"),
    email_verified: true,
    name: "Grace Hopper",
    ...overrides,
  };
}

/** The whole round trip: /auth/google → Google → /auth/google/callback. Returns the callback's answer. */
async function signInWithGoogle(
  browser: Browser,
  who: GoogleIdentity,
  tamper?: (callback: URL) => void,
): Promise<Response> {
  google.setIdentity(who);
  const start = await browser.call(googleStart, "/auth/google");
  expect(start.status).toBe(302);
  const authorization = new URL(start.headers.get("Location")!);
  expect(authorization.origin + authorization.pathname).toBe(google.authUrl);
  expect(authorization.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorization.searchParams.get("redirect_uri")).toBe("http://localhost:3000/auth/google/callback");
  const atGoogle = await fetch(authorization, { redirect: "manual" });
  expect(atGoogle.status).toBe(302);
  const callback = new URL(atGoogle.headers.get("Location")!);
  tamper?.(callback);
  return browser.call(googleCallback, callback.pathname + callback.search);
}

describe("Google sign-in", () => {
  it("a new Google user gets an account (e-mail verified), a personal organization, a session, and goes to onboarding first", async () => {
    const who = identity();
    const browser = new Browser();
    const response = await signInWithGoogle(browser, who);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth?mode=signin&onboarding=true");
    const session = await browser.session();
    expect(session?.user).toMatchObject({ email: who.email, name: "Grace Hopper", emailVerified: true });
    const organizations = await (await browser.call(listOrganizations, "/api/organizations/me")).json();
    expect(organizations.data).toEqual([expect.objectContaining({ isPersonal: true, role: "owner" })]);
    // The flow cookies are gone.
    expect([...browser.cookies.keys()]).toEqual(["parley_session"]);
  });

  it("signing in again with the same Google account opens the same user", async () => {
    const who = identity();
    const first = new Browser();
    await signInWithGoogle(first, who);
    const userId = (await first.session())!.user.id;
    await db.updateTable("users").set({ onboarding_completed: true }).where("id", "=", userId).execute();
    const second = new Browser();
    // Onboarding done: straight to the site root.
    expect((await signInWithGoogle(second, { ...who, email: uniqueEmail("renamed") })).headers.get("Location")).toBe(
      "/",
    );
    expect((await second.session())?.user.id).toBe(userId);
  });

  it("links to an existing account when Google says the e-mail is verified", async () => {
    const email = uniqueEmail();
    const owner = new Browser();
    await owner.signUp({ email, password: goodPassword });
    const userId = (await owner.session())!.user.id;
    // The owner verified the address first, so the password stays.
    await db.updateTable("users").set({ email_verified_at: new Date() }).where("id", "=", userId).execute();

    const browser = new Browser();
    const response = await signInWithGoogle(browser, identity({ email: email.toUpperCase() }));
    expect(response.headers.get("Location")).toBe("/auth?mode=signin&onboarding=true");
    expect((await browser.session())?.user.id).toBe(userId);
    const links = await db
      .selectFrom("oauth_accounts")
      .select(["provider", "user_id"])
      .where("user_id", "=", userId)
      .execute();
    expect(links).toEqual([{ provider: "google", user_id: userId }]);
    expect((await new Browser().signIn(email, goodPassword)).status).toBe(302);
  });

  it("refuses to link (or create) when Google says the e-mail is not verified", async () => {
    const email = uniqueEmail();
    const owner = new Browser();
    await owner.signUp({ email, password: goodPassword });
    const userId = (await owner.session())!.user.id;

    const browser = new Browser();
    const response = await signInWithGoogle(browser, identity({ email, email_verified: false }));
    expect(response.headers.get("Location")).toBe("/auth?mode=signin&error=google_unverified");
    expect(browser.sessionToken).toBeUndefined();
    expect(await db.selectFrom("oauth_accounts").select("id").where("user_id", "=", userId).execute()).toHaveLength(0);

    const stranger = identity({ email_verified: false });
    const refused = await signInWithGoogle(new Browser(), stranger);
    expect(refused.headers.get("Location")).toBe("/auth?mode=signin&error=google_unverified");
    expect(await db.selectFrom("users").select("id").where("email", "=", stranger.email).execute()).toHaveLength(0);
  });

  it("linking to an account whose e-mail was never verified removes the password someone else may have set", async () => {
    const email = uniqueEmail();
    // Someone registered the address before its owner, without ever opening the verification link.
    const squatter = new Browser();
    await squatter.signUp({ email, password: goodPassword });
    const owner = new Browser();
    await signInWithGoogle(owner, identity({ email }));
    expect(await squatter.session()).toBeNull();
    expect((await new Browser().signIn(email, goodPassword)).status).toBe(401);
    expect((await owner.session())?.user.emailVerified).toBe(true);
  });

  it("a callback whose state does not match the browser's cookie is refused", async () => {
    const browser = new Browser();
    const response = await signInWithGoogle(browser, identity(), (callback) =>
      callback.searchParams.set("state", "forged"),
    );
    expect(response.headers.get("Location")).toBe("/auth?mode=signin&error=google_failed");
    expect(browser.sessionToken).toBeUndefined();
  });

  it("a callback in another browser (no state or verifier cookie) is refused", async () => {
    google.setIdentity(identity());
    const start = await new Browser().call(googleStart, "/auth/google");
    const atGoogle = await fetch(start.headers.get("Location")!, { redirect: "manual" });
    const callback = new URL(atGoogle.headers.get("Location")!);
    const victim = new Browser();
    const response = await victim.call(googleCallback, callback.pathname + callback.search);
    expect(response.headers.get("Location")).toBe("/auth?mode=signin&error=google_failed");
    expect(victim.sessionToken).toBeUndefined();
  });

  it("a user who cancels at Google comes back to /auth with a message", async () => {
    const response = await new Browser().call(googleCallback, "/auth/google/callback?error=access_denied&state=x");
    expect(response.headers.get("Location")).toBe("/auth?mode=signin&error=google_denied");
  });
});

describe("ID token verification", () => {
  const now = () => Math.floor(Date.now() / 1000);
  const claims = (overrides: Record<string, unknown> = {}) => ({
    iss: GOOGLE_ISSUER,
    aud: google.clientId,
    sub: "42",
    email: "ada@example.test",
    email_verified: true,
    iat: now(),
    exp: now() + 3600,
    ...overrides,
  });
  const verify = (token: string) => verifyGoogleIdToken(token, { clientId: google.clientId, jwksUrl: google.jwksUrl });

  it("accepts a token signed by Google's key", async () => {
    clearJwksCache();
    await expect(verify(google.signIdToken(claims()))).resolves.toMatchObject({
      sub: "42",
      email: "ada@example.test",
      emailVerified: true,
    });
  });

  it("picks up a key Google rotated in after the key set was cached", async () => {
    clearJwksCache();
    const start = Date.now();
    try {
      vi.useFakeTimers({ toFake: ["Date"], now: start });
      await expect(verify(google.signIdToken(claims()))).resolves.toMatchObject({ sub: "42" });
      google.rotateKey();
      // jose refetches a key set for an unknown key id once its cooldown (a minute) has passed.
      vi.setSystemTime(start + 61_000);
      await expect(verify(google.signIdToken(claims()))).resolves.toMatchObject({ sub: "42" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses another key, another audience, another issuer, an expired token, and alg none", async () => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    await expect(verify(google.signIdToken(claims(), { key: privateKey }))).rejects.toThrow(/bad signature/);
    await expect(verify(google.signIdToken(claims({ aud: "someone-else" })))).rejects.toThrow(/audience/);
    await expect(verify(google.signIdToken(claims({ iss: "https://evil.example" })))).rejects.toThrow(/issuer/);
    await expect(verify(google.signIdToken(claims({ exp: now() - 3600 })))).rejects.toThrow(/expired/);
    const unsigned = google.signIdToken(claims()).split(".");
    const header = Buffer.from(JSON.stringify({ alg: "none", kid: google.kid })).toString("base64url");
    await expect(verify(`${header}.${unsigned[1]}.`)).rejects.toThrow(/algorithm/);
    const tampered = google.signIdToken(claims()).split(".");
    const payload = Buffer.from(JSON.stringify(claims({ email: "mallory@example.test" }))).toString("base64url");
    await expect(verify(`${tampered[0]}.${payload}.${tampered[2]}`)).rejects.toThrow(/bad signature/);
  });
});

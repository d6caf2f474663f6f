import { describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { backoffKeys, signInBackoff } from "../../app/features/auth/sign-in-backoff.server.ts";
import { rateLimits } from "../../app/lib/rate-limit.server.ts";
import * as resetPage from "../../app/routes/auth/reset-password.tsx";
import { Browser, goodPassword, uniqueEmail } from "../support/auth-client.ts";

describe("guessing passwords is slowed down, and never locks the owner out (ADR 0052)", () => {
  const accountRule = signInBackoff.account;
  const clientRule = signInBackoff.client;
  const backoffRow = async (key: string) =>
    (await db
      .selectFrom("sign_in_backoff")
      .select(["failures", "blocked_until", "last_failure_at"])
      .where("key", "=", key)
      .executeTakeFirst()) ?? null;
  /** The wait is over (as if its time had passed), without waiting. */
  const endWait = (key: string) =>
    db
      .updateTable("sign_in_backoff")
      .set({ blocked_until: new Date(Date.now() - 1000) })
      .where("key", "=", key)
      .execute();

  it("strangers guessing at an address make strangers wait, exponentially; the owner's browser signs in all the same", async () => {
    const email = uniqueEmail();
    const owner = new Browser();
    await owner.signUp({ email, password: goodPassword });
    await owner.signOut();
    // The owner signs in once: their browser is now known to the account.
    expect((await owner.signIn(email, goodPassword)).status).toBe(302);
    await owner.signOut();

    // Free failures, spread over many clients: each answered 401.
    for (let attempt = 0; attempt < accountRule.freeFailures; attempt++) {
      expect((await new Browser().signIn(email, `Wrong-Pass${attempt}`)).status).toBe(401);
    }
    const account = backoffKeys(email, "any").account;
    expect(await backoffRow(account)).toMatchObject({ failures: accountRule.freeFailures });
    // One more failure: now the account makes new clients wait 2 s, then 4 s, ...
    expect((await new Browser().signIn(email, "Wrong-Pass-x")).status).toBe(401);
    const first = await backoffRow(account);
    expect(first!.failures).toBe(accountRule.freeFailures + 1);

    const stranger = new Browser();
    const waiting = await stranger.signIn(email, goodPassword);
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await waiting.json()).result.error[""]).toEqual(["auth:errors.tooManyAttempts"]);
    expect(stranger.sessionToken).toBeUndefined();
    // An attempt while waiting does not count: the wait cannot be stretched into a lock.
    expect((await backoffRow(account))!.failures).toBe(accountRule.freeFailures + 1);

    // The owner's own browser is not held up by the strangers.
    const signedIn = await owner.signIn(email, goodPassword);
    expect(signedIn.status).toBe(302);
    expect(owner.sessionToken).toBeDefined();
    // A correct password clears the account's count.
    expect(await backoffRow(account)).toBeNull();
  });

  it("the wait doubles with each failure and ends by itself: a stranger can slow guessing, not lock the account", async () => {
    const email = uniqueEmail();
    await new Browser().signUp({ email, password: goodPassword });
    const account = backoffKeys(email, "any").account;
    for (let attempt = 0; attempt <= accountRule.freeFailures; attempt++)
      await new Browser().signIn(email, `Wrong-Pass${attempt}`);
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const row = await backoffRow(account);
      // The wait the failure set, from the failure's own time, not from whenever this line runs.
      waits.push((row!.blocked_until.getTime() - row!.last_failure_at.getTime()) / 1000);
      await endWait(account);
      expect((await new Browser().signIn(email, "Wrong-Pass-again")).status).toBe(401);
    }
    // No clock is waited on.
    expect(waits).toEqual([2, 4, 8]);
    await endWait(account);
    // Once the wait is over, the right password works from a browser the account has never seen.
    expect((await new Browser().signIn(email, goodPassword)).status).toBe(302);
  });

  it(`one client failing on many addresses waits after ${clientRule.freeFailures} failures; other clients do not, and a known browser still waits for its own failures`, async () => {
    const attacker = new Browser();
    for (let attempt = 0; attempt < clientRule.freeFailures + 1; attempt++) {
      // Unknown addresses and wrong passwords look alike: 401 each.
      expect((await attacker.signIn(uniqueEmail("target"), "Wrong-Pass1")).status).toBe(401);
    }
    expect((await attacker.signIn(uniqueEmail("target"), "Wrong-Pass1")).status).toBe(429);
    // Someone else is not affected.
    expect((await new Browser().signIn(uniqueEmail("other"), "Wrong-Pass1")).status).toBe(401);

    // The attacker signs up and in on its own account: its known-device cookie skips that
    // account's wait, never its own client's.
    const email = uniqueEmail("own");
    const own = new Browser(attacker.clientKey);
    await endWait(backoffKeys(email, attacker.clientKey).client);
    await own.signUp({ email, password: goodPassword });
    expect((await own.signIn(email, goodPassword)).status).toBe(302);
    expect((await attacker.signIn(uniqueEmail("target"), "Wrong-Pass1")).status).toBe(401);
    expect((await attacker.signIn(uniqueEmail("target"), "Wrong-Pass1")).status).toBe(429);
  });

  it(`every client together is limited to ${rateLimits.signInPerClient.limit} attempts per window, right or wrong`, async () => {
    const email = uniqueEmail();
    const browser = new Browser();
    await browser.signUp({ email, password: goodPassword });
    for (let attempt = 0; attempt < rateLimits.signInPerClient.limit; attempt++) {
      expect((await browser.signIn(email, goodPassword)).status).toBe(302);
    }
    expect((await browser.signIn(email, goodPassword)).status).toBe(429);
  });

  it(`sign-up from one client is limited to ${rateLimits.signUpPerClient.limit} an hour`, async () => {
    const browser = new Browser();
    for (let attempt = 0; attempt < rateLimits.signUpPerClient.limit; attempt++) {
      // A refused duplicate still counts.
      await browser.signUp({ email: uniqueEmail(), password: goodPassword });
      browser.cookies.clear();
    }
    expect((await browser.signUp({ email: uniqueEmail(), password: goodPassword })).status).toBe(429);
  });

  it(`password-reset e-mails for one address are limited to ${rateLimits.passwordResetPerEmail.limit} an hour`, async () => {
    const email = uniqueEmail();
    await new Browser().signUp({ email, password: goodPassword });
    for (let attempt = 0; attempt < rateLimits.passwordResetPerEmail.limit; attempt++) {
      const response = await new Browser().call(resetPage, "/auth/reset-password", {
        form: { intent: "request", email },
      });
      expect(response.status).toBe(302);
    }
    const blocked = await new Browser().call(resetPage, "/auth/reset-password", { form: { intent: "request", email } });
    expect(blocked.status).toBe(429);
  });
});

import { describe, expect, it } from "vitest";
import { rateLimits } from "../../app/lib/rate-limit.server.ts";
import * as resetPage from "../../app/routes/auth/reset-password.tsx";
import { Browser, goodPassword, uniqueEmail } from "../support/auth-client.ts";

describe("guessing passwords is slowed down", () => {
  it(`after ${rateLimits.signInPerEmail.limit} attempts on one address, even the right password waits (429, Retry-After)`, async () => {
    const email = uniqueEmail();
    await new Browser().signUp({ email, password: goodPassword });
    // Spread over several clients: the per-address limit still counts them all.
    for (let attempt = 0; attempt < rateLimits.signInPerEmail.limit; attempt++) {
      const response = await new Browser().signIn(email, `Wrong-Pass${attempt}`);
      expect(response.status).toBe(401);
    }
    const browser = new Browser();
    const blocked = await browser.signIn(email, goodPassword);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await blocked.json()).result.error[""]).toEqual(["auth:errors.tooManyAttempts"]);
    expect(browser.sessionToken).toBeUndefined();
  });

  it(`one client trying many addresses is stopped after ${rateLimits.signInPerClient.limit} attempts`, async () => {
    const attacker = new Browser();
    for (let attempt = 0; attempt < rateLimits.signInPerClient.limit; attempt++) {
      const response = await attacker.signIn(uniqueEmail("target"), "Wrong-Pass1");
      expect(response.status).toBe(404);
    }
    expect((await attacker.signIn(uniqueEmail("target"), "Wrong-Pass1")).status).toBe(429);
    // Someone else is not affected.
    expect((await new Browser().signIn(uniqueEmail("other"), "Wrong-Pass1")).status).toBe(404);
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
      const response = await new Browser().call(resetPage, "/auth/reset-password", { form: { intent: "request", email } });
      expect(response.status).toBe(302);
    }
    const blocked = await new Browser().call(resetPage, "/auth/reset-password", { form: { intent: "request", email } });
    expect(blocked.status).toBe(429);
  });
});

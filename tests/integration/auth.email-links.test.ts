import { describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import * as resendVerification from "../../app/routes/api/auth/verify-email.ts";
import * as resetPage from "../../app/routes/auth/reset-password.tsx";
import * as verifyPage from "../../app/routes/auth/verify-email.tsx";
import { Browser, goodPassword, latestEmailTo, linkToken, uniqueEmail } from "../support/auth-client.ts";

describe("e-mail verification", () => {
  it("sign-up enqueues a link that verifies the address once", async () => {
    const email = uniqueEmail();
    const browser = new Browser();
    await browser.signUp({ email, password: goodPassword });
    const mail = await latestEmailTo(email);
    expect(mail?.subject).toBe("Verify your e-mail address");
    const token = linkToken(mail!.text, "/auth/verify-email");
    expect(mail!.text).toContain(`http://localhost:3000/auth/verify-email?token=${token}`);

    const first = await new Browser().call(verifyPage, `/auth/verify-email?token=${token}`);
    expect(await first.json()).toEqual({ verified: true });
    expect((await browser.session())?.user.emailVerified).toBe(true);
    const again = await new Browser().call(verifyPage, `/auth/verify-email?token=${token}`);
    expect(await again.json()).toEqual({ verified: false });
  });

  it("an expired link does not verify; a new one can be asked for, and it voids the old one", async () => {
    const email = uniqueEmail();
    const browser = new Browser();
    await browser.signUp({ email, password: goodPassword });
    const first = linkToken((await latestEmailTo(email))!.text, "/auth/verify-email");
    const response = await browser.call(resendVerification, "/api/auth/verify-email", { json: {} });
    expect((await response.json()).data).toEqual({ sent: true });
    const second = linkToken((await latestEmailTo(email))!.text, "/auth/verify-email");
    expect(second).not.toBe(first);
    expect(await (await new Browser().call(verifyPage, `/auth/verify-email?token=${first}`)).json()).toEqual({
      verified: false,
    });

    await db
      .updateTable("email_tokens")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("purpose", "=", "verify-email")
      .execute();
    expect(await (await new Browser().call(verifyPage, `/auth/verify-email?token=${second}`)).json()).toEqual({
      verified: false,
    });
    expect((await browser.session())?.user.emailVerified).toBe(false);
  });
});

describe("password reset", () => {
  it("the link sets a new password once, ends every session, and the new password signs in", async () => {
    const email = uniqueEmail();
    const laptop = new Browser();
    await laptop.signUp({ email, password: goodPassword });
    const request = await new Browser().call(resetPage, "/auth/reset-password", { form: { intent: "request", email } });
    expect(request.headers.get("Location")).toBe("/auth/reset-password?sent=1");
    const mail = await latestEmailTo(email);
    expect(mail?.subject).toBe("Reset your password");
    const token = linkToken(mail!.text, "/auth/reset-password");

    const page = await new Browser().call(resetPage, `/auth/reset-password?token=${token}`);
    expect(await page.json()).toEqual({ stage: "set", token });

    const mismatch = await new Browser().call(resetPage, "/auth/reset-password", {
      form: { intent: "set", token, password: "New-Password1", confirmPassword: "New-Password2" },
    });
    expect((await mismatch.json()).result.error.confirmPassword).toEqual(["auth:validation.passwordsDoNotMatch"]);

    const set = await new Browser().call(resetPage, "/auth/reset-password", {
      form: { intent: "set", token, password: "New-Password1", confirmPassword: "New-Password1" },
    });
    expect(set.headers.get("Location")).toBe("/auth?mode=signin&notice=password-reset");
    expect(await laptop.session()).toBeNull();
    expect((await new Browser().signIn(email, goodPassword)).status).toBe(401);
    expect((await new Browser().signIn(email, "New-Password1")).status).toBe(302);

    const reuse = await new Browser().call(resetPage, "/auth/reset-password", {
      form: { intent: "set", token, password: "Other-Password1", confirmPassword: "Other-Password1" },
    });
    expect((await reuse.json()).result.error[""]).toEqual(["auth:reset.invalidLink"]);
  });

  it("asking for an unknown address answers the same and sends nothing", async () => {
    const email = uniqueEmail("nobody");
    const response = await new Browser().call(resetPage, "/auth/reset-password", {
      form: { intent: "request", email },
    });
    expect(response.headers.get("Location")).toBe("/auth/reset-password?sent=1");
    expect(await latestEmailTo(email)).toBeUndefined();
  });
});

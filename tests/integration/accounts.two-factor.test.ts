import { createHmac } from "node:crypto";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateTOTP } from "@oslojs/otp";
import { encode, renderSVG } from "uqr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../../db/client.ts";
import { open } from "../../app/lib/secret-box.server.ts";
import * as twoFactorPage from "../../app/routes/auth/two-factor.tsx";
import * as enrollmentPage from "../../app/routes/settings/mfa-enrollment.tsx";
import * as securityPage from "../../app/routes/settings/security.tsx";
import { Browser, goodPassword, uniqueEmail } from "../support/auth-client.ts";

// The clock stands still in the middle of a 30 s step for each test: a code computed here is for the
// step the server checks it in, however long a busy machine takes between the two.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Math.floor(Date.now() / 30_000) * 30_000 + 15_000);
});
afterEach(() => {
  vi.useRealTimers();
});

type Enrollment = { enabled: boolean; enrollment: { secret: string; uri: string } | null };
type EnrollReply = { result?: { error?: Record<string, string[]> }; recoveryCodes: string[] | null };

function codeFor(secret: string, offsetSteps = 0): string {
  if (offsetSteps === 0) return generateTOTP(decodeBase32IgnorePadding(secret), 30, 6);
  // A code from a neighbouring 30 s step, computed by shifting the counter through the HOTP formula.
  const counter = Math.floor(Date.now() / 1000 / 30) + offsetSteps;
  return hotp(decodeBase32IgnorePadding(secret), counter);
}

function hotp(key: Uint8Array, counter: number): string {
  const buffer = Buffer.alloc(8);
  buffer.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", Buffer.from(key)).update(buffer).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return value.toString().padStart(6, "0");
}

async function signedUp() {
  const browser = new Browser();
  const email = uniqueEmail("mfa");
  expect((await browser.signUp({ name: "Maria Lopez", email, password: goodPassword })).status).toBe(302);
  const session = await browser.session();
  return { browser, email, userId: session!.user.id };
}

async function enroll(browser: Browser) {
  const page = (await (await browser.call(enrollmentPage, "/settings/mfa-enrollment")).json()) as Enrollment;
  const secret = page.enrollment!.secret;
  // The previous step's code (accepted as clock drift), so that the current step's code is still
  // unused for the sign-ins that follow: a code is accepted once.
  const response = await browser.call(enrollmentPage, "/settings/mfa-enrollment", {
    form: { code: codeFor(secret, -1) },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as EnrollReply;
  return { secret, recoveryCodes: body.recoveryCodes!, uri: page.enrollment!.uri };
}

describe("two-factor enrollment", () => {
  it("shows a base32 secret of 20 bytes and an otpauth URI, and keeps it across reloads", async () => {
    const { browser, email } = await signedUp();
    const first = (await (await browser.call(enrollmentPage, "/settings/mfa-enrollment")).json()) as Enrollment;
    expect(first.enrollment!.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(decodeBase32IgnorePadding(first.enrollment!.secret)).toHaveLength(20);
    expect(first.enrollment!.uri).toMatch(/^otpauth:\/\/totp\/Parley:/);
    expect(first.enrollment!.uri).toContain(encodeURIComponent(email));
    const again = (await (await browser.call(enrollmentPage, "/settings/mfa-enrollment")).json()) as Enrollment;
    expect(again.enrollment!.secret).toBe(first.enrollment!.secret);
  });

  it("shows the otpauth URI as a QR code: an SVG image whose modules encode that URI", async () => {
    const { browser } = await signedUp();
    const page = (await (await browser.call(enrollmentPage, "/settings/mfa-enrollment")).json()) as Enrollment & {
      enrollment: { qrCode: string };
    };
    const prefix = "data:image/svg+xml;base64,";
    expect(page.enrollment.qrCode.startsWith(prefix)).toBe(true);
    const svg = Buffer.from(page.enrollment.qrCode.slice(prefix.length), "base64").toString("utf8");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // The same modules as a QR code of the URI (and not of anything else, such as the bare secret).
    const modules = encode(page.enrollment.uri, { border: 2 });
    expect(svg).toBe(renderSVG(page.enrollment.uri, { border: 2 }));
    expect(svg).not.toBe(renderSVG(page.enrollment.secret, { border: 2 }));
    expect(modules.size).toBeGreaterThanOrEqual(33);
  });

  it("needs a code: empty is 'Code required', non-digits or a wrong code are refused", async () => {
    const { browser, userId } = await signedUp();
    const page = (await (await browser.call(enrollmentPage, "/settings/mfa-enrollment")).json()) as Enrollment;
    const empty = await browser.call(enrollmentPage, "/settings/mfa-enrollment", { form: { code: "" } });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as EnrollReply).result?.error?.code).toEqual(["settings:mfa.validation.codeRequired"]);
    const short = await browser.call(enrollmentPage, "/settings/mfa-enrollment", { form: { code: "12a45" } });
    expect(((await short.json()) as EnrollReply).result?.error?.code).toEqual(["settings:mfa.validation.codeInvalid"]);
    const right = codeFor(page.enrollment!.secret);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, "0");
    const refused = await browser.call(enrollmentPage, "/settings/mfa-enrollment", { form: { code: wrong } });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as EnrollReply).result?.error?.[""]).toEqual(["settings:mfa.invalidCode"]);
    const user = await db
      .selectFrom("users")
      .select(["two_factor_enabled", "two_factor_secret"])
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ two_factor_enabled: false, two_factor_secret: null });
  });

  it("a code from the app turns two-factor on and returns ten recovery codes, of which only hashes are stored", async () => {
    const { browser, userId } = await signedUp();
    const { recoveryCodes, secret } = await enroll(browser);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const user = await db
      .selectFrom("users")
      .select(["two_factor_enabled", "two_factor_secret", "two_factor_pending_secret"])
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ two_factor_enabled: true, two_factor_pending_secret: null });
    // Encrypted at rest (ADR 0017): the stored value is sealed for this user and opens to the secret.
    expect(user.two_factor_secret).toMatch(/^v1:/);
    expect(user.two_factor_secret).not.toContain(secret);
    expect(open(user.two_factor_secret!, `two-factor:${userId}`)).toBe(secret);
    expect(() => open(user.two_factor_secret!, "two-factor:00000000-0000-0000-0000-000000000000")).toThrow();
    const stored = await db
      .selectFrom("two_factor_recovery_codes")
      .select("code_hash")
      .where("user_id", "=", userId)
      .execute();
    expect(stored).toHaveLength(10);
    for (const code of recoveryCodes) expect(stored.map((row) => row.code_hash)).not.toContain(code);
    // The session that enrolled stays signed in.
    expect(await browser.session()).not.toBeNull();
  });

  it("accepts a code from the previous 30-second step (clock drift)", async () => {
    const { browser } = await signedUp();
    const page = (await (await browser.call(enrollmentPage, "/settings/mfa-enrollment")).json()) as Enrollment;
    const response = await browser.call(enrollmentPage, "/settings/mfa-enrollment", {
      form: { code: codeFor(page.enrollment!.secret, -1) },
    });
    expect(response.status).toBe(200);
  });
});

describe("signing in with two-factor on", () => {
  it("asks for a code: until then the session is signed out everywhere but /auth/two-factor", async () => {
    const { browser, email } = await signedUp();
    const { secret } = await enroll(browser);
    await browser.signOut();

    const laptop = new Browser();
    const signIn = await laptop.signIn(email, goodPassword);
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get("Location")).toBe("/auth/two-factor");
    expect(await laptop.session()).toBeNull();
    const security = await laptop.call(securityPage, "/settings/security");
    expect(security.status).toBe(302);
    expect((await laptop.call(twoFactorPage, "/auth/two-factor")).status).toBe(200);

    const wrong = await laptop.call(twoFactorPage, "/auth/two-factor", {
      form: { code: "000000" === codeFor(secret) ? "111111" : "000000" },
    });
    expect(wrong.status).toBe(400);
    expect(await laptop.session()).toBeNull();

    const right = await laptop.call(twoFactorPage, "/auth/two-factor", { form: { code: codeFor(secret) } });
    expect(right.status).toBe(303);
    expect(right.headers.get("Location")).toBe("/auth?mode=signin&onboarding=true");
    expect((await laptop.session())?.user.email).toBe(email);
  });

  it("a code is accepted once: the code that confirmed enrollment, or one already used, cannot sign in", async () => {
    const { browser, email } = await signedUp();
    const page = (await (await browser.call(enrollmentPage, "/settings/mfa-enrollment")).json()) as Enrollment;
    const secret = page.enrollment!.secret;
    const code = codeFor(secret);
    expect((await browser.call(enrollmentPage, "/settings/mfa-enrollment", { form: { code } })).status).toBe(200);
    await browser.signOut();

    const laptop = new Browser();
    await laptop.signIn(email, goodPassword);
    const replayed = await laptop.call(twoFactorPage, "/auth/two-factor", { form: { code } });
    expect(replayed.status).toBe(400);
    expect(await laptop.session()).toBeNull();
    // An older step's code is refused too once a later one was accepted.
    const older = await laptop.call(twoFactorPage, "/auth/two-factor", { form: { code: codeFor(secret, -1) } });
    expect(older.status).toBe(400);

    const next = codeFor(secret, 1);
    expect((await laptop.call(twoFactorPage, "/auth/two-factor", { form: { code: next } })).status).toBe(303);
    const phone = new Browser();
    await phone.signIn(email, goodPassword);
    expect((await phone.call(twoFactorPage, "/auth/two-factor", { form: { code: next } })).status).toBe(400);
    expect(await phone.session()).toBeNull();
  });

  it("a recovery code works once", async () => {
    const { browser, email } = await signedUp();
    const { recoveryCodes } = await enroll(browser);
    const first = new Browser();
    await first.signIn(email, goodPassword);
    const used = await first.call(twoFactorPage, "/auth/two-factor", {
      form: { code: recoveryCodes[3]!.toUpperCase() },
    });
    expect(used.status).toBe(303);
    expect(await first.session()).not.toBeNull();

    const second = new Browser();
    await second.signIn(email, goodPassword);
    const again = await second.call(twoFactorPage, "/auth/two-factor", { form: { code: recoveryCodes[3]! } });
    expect(again.status).toBe(400);
    expect(await second.session()).toBeNull();
  });

  it("code attempts are rate-limited", async () => {
    const { browser, email } = await signedUp();
    const { secret } = await enroll(browser);
    const attacker = new Browser();
    await attacker.signIn(email, goodPassword);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await attacker.call(twoFactorPage, "/auth/two-factor", { form: { code: "abcde-fghij" } });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
    expect(statuses.at(-1)).toBe(429);
    // Even the right code is refused while limited.
    const right = await attacker.call(twoFactorPage, "/auth/two-factor", { form: { code: codeFor(secret) } });
    expect(right.status).toBe(429);
  });

  it("turning it off asks for a current code: a wrong or missing one changes nothing", async () => {
    const { browser, userId } = await signedUp();
    await enroll(browser);
    const missing = await browser.call(securityPage, "/settings/security", {
      form: { intent: "disable-two-factor", code: "" },
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { result: { error: Record<string, string[]> } }).result.error.code).toEqual([
      "settings:mfa.validation.codeRequired",
    ]);
    const wrong = await browser.call(securityPage, "/settings/security", {
      form: { intent: "disable-two-factor", code: "000000", enhanced: "1" },
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { result: { error: Record<string, string[]> } }).result.error.code).toEqual([
      "settings:mfa.invalidVerificationCode",
    ]);
    const user = await db
      .selectFrom("users")
      .select(["two_factor_enabled"])
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(user.two_factor_enabled).toBe(true);
    expect(
      await db.selectFrom("two_factor_recovery_codes").select("id").where("user_id", "=", userId).execute(),
    ).toHaveLength(10);
  });

  it("a current code turns it off: the secret is gone and sign-in no longer asks", async () => {
    const { browser, email, userId } = await signedUp();
    const { secret } = await enroll(browser);
    const disabled = await browser.call(securityPage, "/settings/security", {
      form: { intent: "disable-two-factor", code: codeFor(secret) },
    });
    expect(disabled.status).toBe(303);
    expect(disabled.headers.get("Location")).toBe("/settings/security?notice=two-factor-disabled");
    const user = await db
      .selectFrom("users")
      .select(["two_factor_enabled", "two_factor_secret"])
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ two_factor_enabled: false, two_factor_secret: null });
    expect(
      await db.selectFrom("two_factor_recovery_codes").select("id").where("user_id", "=", userId).execute(),
    ).toHaveLength(0);
    const other = new Browser();
    await db.updateTable("users").set({ onboarding_completed: true }).where("id", "=", userId).execute();
    const signIn = await other.signIn(email, goodPassword);
    expect(signIn.headers.get("Location")).toBe("/");
    expect(await other.session()).not.toBeNull();
  });

  it("a recovery code turns it off too, and JavaScript gets {ok} instead of a redirect", async () => {
    const { browser, userId } = await signedUp();
    const { recoveryCodes } = await enroll(browser);
    const disabled = await browser.call(securityPage, "/settings/security", {
      form: { intent: "disable-two-factor", code: recoveryCodes[3]!, enhanced: "1" },
    });
    expect(disabled.status).toBe(200);
    expect(await disabled.json()).toEqual({ intent: "disable-two-factor", ok: true });
    const user = await db
      .selectFrom("users")
      .select(["two_factor_enabled"])
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(user.two_factor_enabled).toBe(false);
  });
});

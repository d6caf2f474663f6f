import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { startWorkers } from "../../jobs/register.ts";
import { localeCookie } from "../../app/middleware/i18n.server.ts";
import { getAccount } from "../../app/features/accounts/get-account.server.ts";
import { verifyLinkDomain } from "../../app/features/accounts/link-domains.server.ts";
import * as accountPage from "../../app/routes/settings/account.tsx";
import * as generalPage from "../../app/routes/settings/general.tsx";
import * as layoutPage from "../../app/routes/settings/layout.tsx";
import * as notificationsPage from "../../app/routes/settings/notifications.tsx";
import { Browser, goodPassword, latestEmailTo, linkToken, uniqueEmail } from "../support/auth-client.ts";
import { hangGuard, waitFor } from "../support/wait-for.ts";
import { type FakeDns, startFakeDns } from "../fakes/dns.ts";
import * as deleteAccountLink from "../../app/routes/auth/delete-account.tsx";

let dns: FakeDns;

beforeAll(async () => {
  dns = await startFakeDns();
  // Before any application code reads the environment.
  process.env.DNS_RESOLVER = dns.address;
});

afterAll(async () => {
  await dns.close();
});

type Reply = {
  intent?: string;
  result?: { error?: Record<string, string[]> };
  ok?: boolean;
  toast?: { type: string; title: string };
};

async function signedUp(label = "settings") {
  const email = uniqueEmail(label);
  const browser = new Browser();
  expect((await browser.signUp({ name: "Maria Lopez", email, password: goodPassword })).status).toBe(302);
  const { id } = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  return { browser, email, userId: id };
}

async function settingsOf(userId: string) {
  return (await getAccount(db, userId))!.settings;
}

describe("the settings dialog", () => {
  it("needs a sign-in: a visitor is sent to /auth and comes back", async () => {
    const response = await new Browser().call(layoutPage, "/settings/general");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/auth\?mode=signin.*redirectTo=%2Fsettings%2Fgeneral/);
  });
});

describe("General", () => {
  it("saves theme, accent, interface and spoken language; the interface language becomes the lng cookie", async () => {
    const { browser, userId, email } = await signedUp();
    const form = { intent: "general", theme: "dark", accentColor: "purple", language: "de", spokenLanguage: "es" };
    const plain = await browser.call(generalPage, "/settings/general", { form });
    expect(plain.status).toBe(303);
    expect(plain.headers.get("Location")).toBe("/settings/general");
    expect(await localeCookie.parse(`lng=${browser.cookies.get("lng")}`)).toBe("de");
    expect(browser.cookies.has("parley-toast")).toBe(true);
    expect(await settingsOf(userId)).toMatchObject({
      theme: "dark",
      accentColor: "purple",
      language: "de",
      spokenLanguage: "es",
    });
    const page = await (await browser.call(generalPage, "/settings/general")).json();
    expect(page).toMatchObject({ theme: "dark", accentColor: "purple", spokenLanguage: "es" });

    // The choice follows the user: signing in on another browser sets its language too.
    const laptop = new Browser();
    await laptop.signIn(email, goodPassword);
    expect(await localeCookie.parse(`lng=${laptop.cookies.get("lng")}`)).toBe("de");

    const enhanced = await browser.call(generalPage, "/settings/general", {
      form: { ...form, theme: "light", enhanced: "1" },
    });
    expect(enhanced.status).toBe(200);
    expect(await enhanced.json()).toEqual({ ok: true });
    expect((await settingsOf(userId)).theme).toBe("light");
  });

  it("a bad value is refused with 400 and the error toast, and nothing changes", async () => {
    const { browser, userId } = await signedUp();
    const response = await browser.call(generalPage, "/settings/general", {
      form: {
        intent: "general",
        theme: "neon",
        accentColor: "blue",
        language: "en",
        spokenLanguage: "auto",
        enhanced: "1",
      },
    });
    expect(response.status).toBe(400);
    const reply = (await response.json()) as Reply;
    expect(reply.ok).toBe(false);
    expect(reply.toast).toMatchObject({ type: "error", title: "Error" });
    expect(await settingsOf(userId)).toMatchObject({ theme: "system", accentColor: "default" });
  });

  it("a save posted from another site is refused", async () => {
    const { browser, userId } = await signedUp();
    const response = await browser.call(generalPage, "/settings/general", {
      form: { intent: "general", theme: "dark", accentColor: "blue", language: "en", spokenLanguage: "auto" },
      origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
    expect((await settingsOf(userId)).theme).toBe("system");
  });
});

describe("Notifications", () => {
  it("all four default to on; an unticked box is stored off", async () => {
    const { browser, userId } = await signedUp();
    expect(await (await browser.call(notificationsPage, "/settings/notifications")).json()).toEqual({
      notificationResponsesPush: true,
      notificationTasksPush: true,
      notificationTasksEmail: true,
      notificationMessagingPush: true,
    });
    const response = await browser.call(notificationsPage, "/settings/notifications", {
      form: { intent: "notifications", notificationResponsesPush: "on", notificationMessagingPush: "on" },
    });
    expect(response.status).toBe(303);
    expect(await settingsOf(userId)).toMatchObject({
      notificationResponsesPush: true,
      notificationTasksPush: false,
      notificationTasksEmail: false,
      notificationMessagingPush: true,
    });
  });
});

describe("Account: profiles and feedback e-mails", () => {
  it("saves LinkedIn and GitHub URLs on their sites, refuses others, and stores the feedback box", async () => {
    const { browser, userId } = await signedUp();
    const wrong = await browser.call(accountPage, "/settings/account", {
      form: { intent: "profiles", linkedinUrl: "https://evil.example/in/maria", githubUrl: "not a url" },
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as Reply).result?.error).toEqual({
      linkedinUrl: ["settings:account.profiles.errors.linkedin"],
      githubUrl: ["settings:account.profiles.errors.github"],
    });
    const saved = await browser.call(accountPage, "/settings/account", {
      form: {
        intent: "profiles",
        linkedinUrl: "https://www.linkedin.com/in/maria-lopez",
        githubUrl: "https://github.com/maria",
      },
    });
    expect(saved.status).toBe(303);
    expect(await settingsOf(userId)).toMatchObject({
      linkedinUrl: "https://www.linkedin.com/in/maria-lopez",
      githubUrl: "https://github.com/maria",
    });
    await browser.call(accountPage, "/settings/account", {
      form: { intent: "feedback-emails", receiveFeedbackEmails: "on" },
    });
    expect((await settingsOf(userId)).receiveFeedbackEmails).toBe(true);
  });
});

function addDomain(browser: Browser, domain: string) {
  return browser.call(accountPage, "/settings/account", { form: { intent: "add-domain", domain } });
}

describe("Account: phone", () => {
  it("stores a valid number as E.164, refuses a short or foreign-format one with the spec's messages, and clears it when emptied", async () => {
    const { browser, userId } = await signedUp("phone");
    const save = (phoneCountry: string, phone: string) =>
      browser.call(accountPage, "/settings/account", { form: { intent: "phone", phoneCountry, phone } });
    const short = await save("US", "(415) 555");
    expect(short.status).toBe(400);
    expect(((await short.json()) as Reply).result?.error?.phone).toEqual(["errors:phone.tooShort"]);
    const invalid = await save("US", "(015) 555-0123");
    expect(((await invalid.json()) as Reply).result?.error?.phone).toEqual(["errors:phone.invalid"]);
    expect((await save("XX", "4155550123")).status).toBe(400);

    expect((await save("FR", "06 12 34 56 78")).status).toBe(303);
    const stored = async () =>
      (await db.selectFrom("users").select("phone").where("id", "=", userId).executeTakeFirstOrThrow()).phone;
    expect(await stored()).toBe("+33612345678");
    const page = (await (await browser.call(accountPage, "/settings/account")).json()) as {
      phone: { country: string; national: string };
    };
    expect(page.phone).toEqual({ country: "FR", national: "06 12 34 56 78" });

    expect((await save("US", "415.555.0123")).status).toBe(303);
    expect(await stored()).toBe("+14155550123");
    expect((await save("US", "")).status).toBe(303);
    expect(await stored()).toBeNull();
  });

  it("a cancelled checkout names the member's organization, and no one else's", async () => {
    const { browser, userId } = await signedUp("cancelled");
    const personal = await db
      .selectFrom("organizations")
      .select(["id", "name"])
      .where("personal_user_id", "=", userId)
      .executeTakeFirstOrThrow();
    const mine = (await (
      await browser.call(accountPage, `/settings/account?organizationId=${personal.id}&cancelled=1`)
    ).json()) as Record<string, unknown>;
    expect(mine).toMatchObject({
      checkoutCancelled: true,
      cancelledOrganization: { id: personal.id, name: personal.name },
    });
    const { browser: stranger } = await signedUp("stranger");
    const theirs = (await (
      await stranger.call(accountPage, `/settings/account?organizationId=${personal.id}&cancelled=1`)
    ).json()) as Record<string, unknown>;
    expect(theirs).toMatchObject({ checkoutCancelled: true, cancelledOrganization: null });
  });
});

describe("Account: verified-link domains", () => {
  it("each validation message of spec §5", async () => {
    const { browser } = await signedUp();
    const cases: [string, string][] = [
      ["", "settings:account.domains.errors.empty"],
      ["   ", "settings:account.domains.errors.empty"],
      [" smith.law", "settings:account.domains.errors.spaces"],
      ["smith.law ", "settings:account.domains.errors.spaces"],
      ["smith", "settings:account.domains.errors.format"],
      ["smith_law.com", "settings:account.domains.errors.format"],
      [`${"a".repeat(64)}.com`, "settings:account.domains.errors.format"],
    ];
    for (const [domain, message] of cases) {
      const response = await addDomain(browser, domain);
      expect(response.status, JSON.stringify(domain)).toBe(400);
      expect(((await response.json()) as Reply).result?.error?.domain, JSON.stringify(domain)).toEqual([message]);
    }
    expect((await addDomain(browser, "Smith-Law.COM")).status).toBe(303);
    const duplicate = await addDomain(browser, "smith-law.com");
    expect(duplicate.status).toBe(409);
    expect(((await duplicate.json()) as Reply).result?.error?.domain).toEqual([
      "settings:account.domains.errors.duplicate",
    ]);
  });

  it("stored lowercase and pending, then verified by the job once the TXT record is published (a local DNS server)", async () => {
    const { browser, userId } = await signedUp("domains");
    expect((await addDomain(browser, "Maria-Law.Example")).status).toBe(303);
    const page = (await (await browser.call(accountPage, "/settings/account")).json()) as {
      record: string;
      domains: { domain: string; status: string }[];
    };
    expect(page.domains).toEqual([
      expect.objectContaining({ domain: "maria-law.example", status: "pending", verified: false }),
    ]);
    expect(page.record).toMatch(/^parley-verification=[0-9a-f]{32}$/);
    const job = await sql<{
      data: { userId: string; domain: string };
    }>`select data from pgboss.job where name = 'verify-domain' and data->>'userId' = ${userId}`.execute(db);
    expect(job.rows.map((row) => row.data)).toEqual([{ userId, domain: "maria-law.example" }]);

    // Not published yet: failed, with the reason.
    expect(await verifyLinkDomain({ userId, domain: "maria-law.example" })).toMatchObject({
      status: "failed",
      failure: "not_found",
      verified: false,
    });
    // Someone else's token does not verify it.
    dns.txt.set("maria-law.example", ["v=spf1 -all", "parley-verification=0123456789abcdef0123456789abcdef"]);
    expect(await verifyLinkDomain({ userId, domain: "maria-law.example" })).toMatchObject({
      status: "failed",
      failure: "mismatch",
    });
    // A broken server: retried while tries remain, then recorded.
    dns.broken.add("maria-law.example");
    await expect(verifyLinkDomain({ userId, domain: "maria-law.example" }, { lastTry: false })).rejects.toThrow();
    expect(await verifyLinkDomain({ userId, domain: "maria-law.example" })).toMatchObject({
      status: "failed",
      failure: "lookup_failed",
    });
    dns.broken.delete("maria-law.example");

    // Published: Re-check queues the job, and the worker verifies it.
    dns.txt.set("maria-law.example", ["v=spf1 -all", page.record]);
    const beforeRecheck = Date.now();
    expect(
      (
        await browser.call(accountPage, "/settings/account", {
          form: { intent: "recheck-domain", domain: "maria-law.example" },
        })
      ).status,
    ).toBe(303);
    await startWorkers();
    const verified = await waitFor(
      async () => {
        const entry = (await settingsOf(userId)).customDomains[0];
        return entry?.verified ? entry : undefined;
      },
      hangGuard,
      "domain verified",
    );
    expect(verified).toMatchObject({ domain: "maria-law.example", status: "verified", failure: null });
    expect(new Date(verified.verifiedAt!).getTime()).toBeGreaterThanOrEqual(beforeRecheck);
    expect(new Date(verified.verifiedAt!).getTime()).toBeLessThanOrEqual(Date.now());
    expect(dns.queries).toContain("maria-law.example");

    // Only now can it be selected.
    expect(
      (
        await browser.call(accountPage, "/settings/account", {
          form: { intent: "select-domain", selectedDomain: "maria-law.example" },
        })
      ).status,
    ).toBe(303);
    expect((await settingsOf(userId)).selectedDomain).toBe("maria-law.example");
  });

  it("a pending domain cannot be selected, and the update-user call cannot mark a domain verified", async () => {
    const { browser, userId } = await signedUp();
    await addDomain(browser, "pending.example");
    const refused = await browser.call(accountPage, "/settings/account", {
      form: { intent: "select-domain", selectedDomain: "pending.example" },
    });
    expect(refused.status).toBe(400);
    const updateUser = await import("../../app/routes/api/auth/update-user.ts");
    await browser.call(updateUser, "/api/auth/update-user", {
      json: {
        customDomains: [
          { domain: "pending.example", verified: true, verifiedAt: new Date().toISOString() },
          { domain: "new.example", verified: true, verifiedAt: null },
        ],
      },
    });
    const domains = (await settingsOf(userId)).customDomains;
    expect(domains.map((entry) => [entry.domain, entry.verified])).toEqual([
      ["pending.example", false],
      ["new.example", false],
    ]);
  });
});

describe("Account: deleting the account", () => {
  it("needs the e-mail typed exactly and the password; then the user, sessions and personal organization are gone", async () => {
    const { browser, email, userId } = await signedUp("delete");
    const phone = new Browser();
    await phone.signIn(email, goodPassword);
    const mismatch = await browser.call(accountPage, "/settings/account", {
      form: { intent: "delete-account", confirmation: email.toUpperCase(), password: goodPassword },
    });
    expect(mismatch.status).toBe(400);
    expect(((await mismatch.json()) as Reply).result?.error?.confirmation).toEqual([
      "settings:account.delete.errors.mismatch",
    ]);
    const noPassword = await browser.call(accountPage, "/settings/account", {
      form: { intent: "delete-account", confirmation: email, password: "" },
    });
    expect(((await noPassword.json()) as Reply).result?.error?.password).toEqual([
      "settings:account.delete.errors.passwordRequired",
    ]);
    const wrong = await browser.call(accountPage, "/settings/account", {
      form: { intent: "delete-account", confirmation: email, password: "Wrong-Pass1" },
    });
    expect(wrong.status).toBe(401);
    expect(await db.selectFrom("users").select("id").where("id", "=", userId).executeTakeFirst()).toBeDefined();

    const personal = await db
      .selectFrom("organizations")
      .select("id")
      .where("personal_user_id", "=", userId)
      .executeTakeFirstOrThrow();
    const deleted = await browser.call(accountPage, "/settings/account", {
      form: { intent: "delete-account", confirmation: email, password: goodPassword },
    });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("Location")).toBe("/");
    expect(browser.sessionToken).toBeUndefined();
    expect(browser.cookies.has("parley-toast")).toBe(true);
    expect(await db.selectFrom("users").select("id").where("id", "=", userId).executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom("user_sessions").select("id").where("user_id", "=", userId).execute()).toEqual([]);
    expect(
      await db.selectFrom("organizations").select("id").where("id", "=", personal.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(await db.selectFrom("memberships").select("id").where("user_id", "=", userId).execute()).toEqual([]);
    // The other device is signed out too.
    expect(await phone.session()).toBeNull();
  });

  it("an account without a password gets an e-mailed link, and the link's form deletes it", async () => {
    const { browser, email, userId } = await signedUp("delete-google");
    await db.updateTable("users").set({ password_hash: null }).where("id", "=", userId).execute();
    const asked = await browser.call(accountPage, "/settings/account", {
      form: { intent: "delete-account", confirmation: email },
    });
    expect(asked.status).toBe(303);
    expect(asked.headers.get("Location")).toBe("/settings/account?deletion=sent");
    expect(await db.selectFrom("users").select("id").where("id", "=", userId).executeTakeFirst()).toBeDefined();
    const mail = await latestEmailTo(email);
    const token = linkToken(mail!.text, "/auth/delete-account");
    const confirmed = await browser.call(deleteAccountLink, "/auth/delete-account", { form: { token } });
    expect(confirmed.status).toBe(302);
    expect(await db.selectFrom("users").select("id").where("id", "=", userId).executeTakeFirst()).toBeUndefined();
  });
});

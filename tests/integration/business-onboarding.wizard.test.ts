import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { subscriptionSync, syncFromStripe } from "../../app/features/business-onboarding/sync-on-return.server.ts";
import { getPublicOrganization } from "../../app/features/organizations/get-public-organization.server.ts";
import { clientKeyContext } from "../../app/lib/request-context.ts";
import { i18nextMiddleware } from "../../app/middleware/i18n.server.ts";
import { sessionMiddleware } from "../../app/middleware/session.server.ts";
import * as completeRoute from "../../app/routes/api/onboarding/complete.ts";
import * as skipRoute from "../../app/routes/api/onboarding/skip.ts";
import * as statusRoute from "../../app/routes/api/onboarding/status.ts";
import * as wizardPage from "../../app/routes/business-onboarding/index.tsx";
import { type FakeStripe, startFakeStripe } from "../fakes/stripe.ts";
import { appOrigin } from "../support/auth-client.ts";
import { testPng } from "../support/images.ts";
import { type As, callRoute, createTeams } from "../support/organization-client.ts";

let stripe: FakeStripe;
let teams: Awaited<ReturnType<typeof createTeams>>;

beforeAll(async () => {
  stripe = await startFakeStripe({ webhookSecret: "whsec_onboarding" });
  // Before the first env() read: the application's Stripe client talks to the fake.
  process.env.STRIPE_SECRET_KEY = "sk_test_fake";
  process.env.STRIPE_API_BASE = stripe.apiBase;
  process.env.APP_URL = "http://parley.test";
});

afterAll(async () => {
  await stripe?.stop();
});

beforeEach(async () => {
  teams = await createTeams();
  await setTier(teams.firmA.id, "business");
});

function setTier(organizationId: string, tier: "free" | "business" | "enterprise") {
  return db.updateTable("organizations").set({ subscription_tier: tier }).where("id", "=", organizationId).execute();
}

type Answer = { status: number; location: string | null; data: any; cookies: string };

/** The wizard page's loader (GET) or action (POST, a multipart form) through the session and i18n middleware. */
async function runWizard(
  as: As,
  organizationId: string,
  options: { form?: Record<string, string | Blob>; query?: string } = {},
): Promise<Answer> {
  const headers = new Headers({ Cookie: `parley_session=${as?.sessionToken}` });
  let body: FormData | undefined;
  if (options.form) {
    body = new FormData();
    for (const [name, value] of Object.entries(options.form)) body.append(name, value);
    headers.set("Origin", appOrigin);
  }
  const path = `/business-onboarding?organizationId=${organizationId}${options.query ?? ""}`;
  const request = new Request(new URL(path, appOrigin), { method: body ? "POST" : "GET", body, headers });
  const context = new RouterContextProvider();
  context.set(clientKeyContext, "business-onboarding-tests");
  const args = { request, context, params: {} };
  const handler = (body ? wizardPage.action : wizardPage.loader) as (args: unknown) => Promise<unknown>;
  const run = async () => {
    try {
      return await handler(args);
    } catch (thrown) {
      return thrown;
    }
  };
  type Middleware = (args: unknown, next: () => Promise<unknown>) => Promise<unknown>;
  const result = (await (sessionMiddleware as Middleware)(args, () =>
    (i18nextMiddleware as Middleware)(args, run),
  )) as any;
  if (result instanceof Response)
    return {
      status: result.status,
      location: result.headers.get("Location"),
      data: null,
      cookies: result.headers.get("Set-Cookie") ?? "",
    };
  if (result?.type === "DataWithResponseInit")
    return { status: result.init?.status ?? 200, location: null, data: result.data, cookies: "" };
  return { status: 200, location: null, data: result, cookies: "" };
}

const next = (step: string, fields: Record<string, string | Blob> = {}) => ({
  form: { step, intent: "next", ...fields },
});

describe("the wizard saves every step and resumes where the firm left", () => {
  it("walks to the Stripe step, and coming back opens the Stripe step with what was typed", async () => {
    const owner = teams.owner.as;
    const id = teams.firmA.id;
    const first = await runWizard(owner, id);
    expect(first.data).toMatchObject({ state: "wizard", wizard: { currentStep: "welcome", firmName: "Abbott & Co" } });

    expect(await runWizard(owner, id, next("welcome"))).toMatchObject({
      status: 303,
      location: `/business-onboarding?organizationId=${id}`,
    });
    const refused = await runWizard(owner, id, next("firm-basics", { firmName: "  ", contactEmail: "" }));
    expect(refused.status).toBe(400);
    expect(refused.data.fieldErrors).toMatchObject({
      firmName: ["business:validation.firmNameRequired"],
      contactEmail: ["business:validation.contactEmailRequired"],
    });
    const badPhone = await runWizard(
      owner,
      id,
      next("firm-basics", { firmName: "Abbott Law", contactEmail: "intake@abbott.test", contactPhone: "555-12" }),
    );
    expect(badPhone.data.fieldErrors).toEqual({ contactPhone: ["business:validation.phoneTooShort"] });
    // The refused Next kept what was typed.
    expect((await runWizard(owner, id)).data.wizard).toMatchObject({
      currentStep: "firm-basics",
      firmName: "Abbott Law",
      contactPhone: "555-12",
    });

    // The phone widget's country code goes with the number: a French mobile is no US number, and is one under +33.
    const notUs = await runWizard(
      owner,
      id,
      next("firm-basics", {
        firmName: "Abbott Law",
        contactEmail: "intake@abbott.test",
        contactPhoneCountry: "US",
        contactPhone: "06 12 34 56 78",
      }),
    );
    expect(notUs.data.fieldErrors).toEqual({ contactPhone: ["business:validation.phoneInvalid"] });
    expect((await runWizard(owner, id)).data.wizard).toMatchObject({ contactPhone: "+1 06 12 34 56 78" });
    expect(
      (
        await runWizard(
          owner,
          id,
          next("firm-basics", {
            firmName: "Abbott Law",
            contactEmail: "intake@abbott.test",
            contactPhoneCountry: "FR",
            contactPhone: "06 12 34 56 78",
          }),
        )
      ).status,
    ).toBe(303);
    const saved = await runWizard(owner, id);
    expect(saved.data.wizard).toMatchObject({ contactPhone: "+33 06 12 34 56 78" });
    // The widget shows it under +33 and the review dials it, both split by the server (ADR 0083).
    expect(saved.data.contactPhone).toEqual({
      field: { country: "FR", national: "06 12 34 56 78" },
      dialed: "+33 6 12 34 56 78",
    });
    expect((await runWizard(owner, id, next("trust-account-intro"))).status).toBe(303);
    const resumed = await runWizard(owner, id);
    expect(resumed.data.wizard).toMatchObject({
      currentStep: "stripe-onboarding",
      firmName: "Abbott Law",
      contactEmail: "intake@abbott.test",
    });

    // Back moves back; Back on the first step closes the wizard.
    expect(await runWizard(owner, id, { form: { step: "stripe-onboarding", intent: "back" } })).toMatchObject({
      status: 303,
    });
    expect((await runWizard(owner, id)).data.wizard.currentStep).toBe("trust-account-intro");
    expect(await runWizard(owner, id, { form: { step: "welcome", intent: "back" } })).toMatchObject({
      status: 303,
      location: "/",
    });
  });

  it("autosave stores a change without moving; services are added and removed with buttons", async () => {
    const owner = teams.owner.as;
    const id = teams.firmA.id;
    const saved = await runWizard(owner, id, {
      form: { step: "business-details", intent: "autosave", city: "Portland", addressLine1: "1 Main St" },
    });
    expect(saved.data).toMatchObject({ intent: "autosave", saved: true });
    expect((await runWizard(owner, id)).data.wizard).toMatchObject({
      city: "Portland",
      addressLine1: "1 Main St",
      currentStep: "welcome",
    });

    const current = (await runWizard(owner, id)).data.wizard.services as Array<{ id: string; title: string }>;
    const fields: Record<string, string> = { step: "services", servicesPresent: "1" };
    current.forEach((service, index) => {
      fields[`services[${index}].id`] = service.id;
      fields[`services[${index}].title`] = service.title;
    });
    await runWizard(owner, id, { form: { ...fields, intent: "add-service" } });
    let services = (await runWizard(owner, id)).data.wizard.services;
    expect(services).toHaveLength(current.length + 1);
    expect(services.at(-1)).toMatchObject({ title: "" });
    await runWizard(owner, id, { form: { ...fields, intent: "remove-service-0" } });
    services = (await runWizard(owner, id)).data.wizard.services;
    expect(services.map((service: { title: string }) => service.title)).toEqual(
      current.slice(1).map((service) => service.title),
    );
  });

  it("checks the logo by its bytes: square, at most 5 MB", async () => {
    const owner = teams.owner.as;
    const id = teams.firmA.id;
    const wide = await runWizard(
      owner,
      id,
      next("firm-basics", {
        firmName: "Abbott",
        contactEmail: "a@abbott.test",
        profileImage: new File([Buffer.from(testPng(40, 20))], "logo.png", { type: "image/png" }),
      }),
    );
    expect(wide.status).toBe(400);
    expect(wide.data.fieldErrors.profileImage).toEqual(["settings:organization.validation.imageNotSquare"]);
    const notImage = await runWizard(
      owner,
      id,
      next("firm-basics", {
        firmName: "Abbott",
        contactEmail: "a@abbott.test",
        profileImage: new File(["GIF? no"], "logo.png", { type: "image/png" }),
      }),
    );
    expect(notImage.data.fieldErrors.profileImage).toEqual(["settings:organization.validation.imageType"]);
    const square = await runWizard(
      owner,
      id,
      next("firm-basics", {
        firmName: "Abbott",
        contactEmail: "a@abbott.test",
        profileImage: new File([Buffer.from(testPng(64, 64))], "logo.png", { type: "image/png" }),
      }),
    );
    expect(square.status).toBe(303);
    expect((await runWizard(owner, id)).data.wizard.profileImage).toMatch(
      new RegExp(`^/api/organizations/${id}/logo\\?v=`),
    );
  });
});

describe("who may open the wizard", () => {
  it("a free organization sees Not Available and cannot save", async () => {
    await setTier(teams.firmA.id, "free");
    expect((await runWizard(teams.owner.as, teams.firmA.id)).data).toMatchObject({ state: "not-available" });
    const post = await runWizard(teams.owner.as, teams.firmA.id, next("welcome"));
    expect(post.status).toBe(403);
    expect(post.data.formErrors).toEqual(["business:notAvailable.message"]);
  });

  it("a member without the role gets Access Denied; another organization's id is not found", async () => {
    expect((await runWizard(teams.attorney.as, teams.firmA.id)).status).toBe(403);
    expect((await runWizard(teams.paralegal.as, teams.firmA.id, next("welcome"))).status).toBe(403);
    expect((await runWizard(teams.admin.as, teams.firmA.id)).status).toBe(200);
    expect((await runWizard(teams.ownerB.as, teams.firmA.id)).status).toBe(404);
    expect((await runWizard(teams.outsider.as, teams.firmA.id, next("welcome"))).status).toBe(404);
    expect((await runWizard(teams.owner.as, "not-a-uuid")).status).toBe(404);
  });
});

describe("Stripe Connect", () => {
  it("creates the firm's account once, reuses it for a new link, and the return marks it connected", async () => {
    const owner = teams.owner.as;
    const id = teams.firmA.id;
    const accountsBefore = stripe.connect.accounts.size;
    const first = await runWizard(owner, id, { form: { step: "stripe-onboarding", intent: "connect-stripe" } });
    expect(first.status).toBe(200);
    expect(first.data.connectUrl).toMatch(new RegExp(`^${stripe.apiBase}/connect/onboard/`));
    const second = await runWizard(owner, id, { form: { step: "stripe-onboarding", intent: "connect-stripe" } });
    expect(second.data.connectUrl).not.toBe(first.data.connectUrl);
    expect(stripe.connect.accounts.size).toBe(accountsBefore + 1);
    const row = await db
      .selectFrom("business_onboarding")
      .selectAll()
      .where("organization_id", "=", id)
      .executeTakeFirstOrThrow();
    const account = stripe.connect.accounts.get(row.stripe_account_id!)!;
    expect(account).toMatchObject({ type: "standard", metadata: { organizationId: id }, charges_enabled: false });
    const link = [...stripe.connect.links.values()].at(-1)!;
    expect(link).toMatchObject({
      account: account.id,
      return_url: `http://parley.test/business-onboarding?organizationId=${id}&stripe=return`,
      refresh_url: `http://parley.test/business-onboarding?organizationId=${id}&stripe=refresh`,
    });

    // A return before finishing: still not connected.
    await runWizard(owner, id, { query: "&stripe=return" });
    expect((await runWizard(owner, id)).data.wizard.stripe).toMatchObject({
      accountId: account.id,
      chargesEnabled: false,
    });

    // The firm submits Stripe's onboarding page, which sends the browser back to return_url.
    const submitted = await fetch(second.data.connectUrl, { method: "POST", redirect: "manual" });
    expect(submitted.status).toBe(303);
    expect(submitted.headers.get("location")).toBe(link.return_url);
    const back = await runWizard(owner, id, { query: "&stripe=return" });
    expect(back).toMatchObject({ status: 302, location: `/business-onboarding?organizationId=${id}` });
    expect((await runWizard(owner, id)).data.wizard.stripe).toMatchObject({
      accountId: account.id,
      chargesEnabled: true,
      detailsSubmitted: true,
    });

    // Stripe refusing is a plain message on the step, never a 500.
    stripe.connect.refuseNext = "You can only create new accounts if you've signed up for Connect.";
    const refused = await runWizard(owner, id, { form: { step: "stripe-onboarding", intent: "connect-stripe" } });
    expect(refused).toMatchObject({ status: 502, data: { formErrors: ["business:stripe.failed"] } });

    // An expired link's refresh_url gets a new link on the same account.
    const refreshed = await runWizard(owner, id, { query: "&stripe=refresh" });
    expect(refreshed.location).toMatch(/\/connect\/onboard\//);
    expect(stripe.connect.accounts.size).toBe(accountsBefore + 1);
  });
});

describe("Launch Assistant", () => {
  it("refuses without a business name or e-mail, then writes the intake configuration and completes", async () => {
    const owner = teams.owner.as;
    const id = teams.firmA.id;
    await runWizard(owner, id, { form: { step: "firm-basics", intent: "autosave", firmName: "", contactEmail: "" } });
    const refused = await runWizard(owner, id, { form: { step: "review-and-launch", intent: "launch" } });
    expect(refused.status).toBe(400);
    expect(refused.data.fieldErrors).toMatchObject({
      firmName: ["business:validation.firmNameRequired"],
      contactEmail: ["business:validation.contactEmailRequired"],
    });

    await runWizard(owner, id, {
      form: {
        step: "firm-basics",
        intent: "autosave",
        firmName: "Abbott Immigration Law",
        contactEmail: "Intake@Abbott.test",
      },
    });
    await runWizard(owner, id, {
      form: {
        step: "business-details",
        intent: "autosave",
        overview: "Visas and green cards in Oregon.",
        primaryColor: "#112233",
        accentColor: "#445566",
      },
    });
    await runWizard(owner, id, {
      form: {
        step: "services",
        intent: "autosave",
        servicesPresent: "1",
        "services[0].title": "Family Visas",
        "services[0].description": "Spouses and children",
        "services[1].title": "Employment",
      },
    });
    const launched = await runWizard(owner, id, {
      form: {
        step: "review-and-launch",
        intent: "launch",
        introMessage: "Welcome to Abbott. How can we help?",
        isPublicPresent: "1",
      },
    });
    expect(launched).toMatchObject({ status: 303, location: `/business-onboarding?organizationId=${id}` });
    expect(launched.cookies).toContain("parley-toast=");

    const intake = await getPublicOrganization(db, teams.firmA.slug);
    expect(intake).toMatchObject({
      name: "Abbott Immigration Law",
      description: "Visas and green cards in Oregon.",
      introMessage: "Welcome to Abbott. How can we help?",
      config: { availableServices: ["Family Visas", "Employment"], brandColor: "#112233", accentColor: "#445566" },
    });
    const organization = await db
      .selectFrom("organizations")
      .select(["is_public", "config"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(organization.is_public).toBe(false);
    expect(organization.config).toMatchObject({
      ownerEmail: "intake@abbott.test",
      serviceQuestions: { Employment: expect.arrayContaining([expect.any(String)]), "Family Visas": [] },
    });
    expect((await runWizard(owner, id)).data).toMatchObject({
      state: "completed",
      organization: { slug: teams.firmA.slug },
    });
  });
});

describe("/api/onboarding/*", () => {
  it("answers the status, completes and skips for owners and admins, with the spec's errors", async () => {
    const id = teams.firmA.id;
    const status = await callRoute(statusRoute, `/api/onboarding/status?organizationId=${id}`, { as: teams.admin.as });
    expect(status).toMatchObject({
      status: 200,
      body: { success: true, data: { completed: false, skipped: false, currentStep: "welcome", available: true } },
    });
    expect(
      (await callRoute(statusRoute, `/api/onboarding/status?organizationId=${id}`, { as: teams.attorney.as })).body,
    ).toMatchObject({ success: false, error: "Access Denied", code: "INSUFFICIENT_PERMISSIONS" });
    expect(
      (await callRoute(statusRoute, `/api/onboarding/status?organizationId=${id}`, { as: teams.ownerB.as })).status,
    ).toBe(404);
    expect((await callRoute(statusRoute, "/api/onboarding/status", { as: teams.owner.as })).body).toMatchObject({
      error: "No organization selected",
      code: "INVALID_ORGANIZATION_ID",
    });

    const skipped = await callRoute(skipRoute, "/api/onboarding/skip", {
      as: teams.owner.as,
      json: { organizationId: id },
    });
    expect(skipped.body.data).toMatchObject({ skipped: true, completed: false });
    const completed = await callRoute(completeRoute, "/api/onboarding/complete", {
      as: teams.owner.as,
      json: { organizationId: id },
    });
    expect(completed).toMatchObject({ status: 200, body: { data: { completed: true, skipped: false } } });
    expect(
      (await callRoute(statusRoute, `/api/onboarding/status?organizationId=${id}`, { as: teams.owner.as })).body.data
        .completed,
    ).toBe(true);
    expect(
      (
        await callRoute(completeRoute, "/api/onboarding/complete", {
          as: teams.owner.as,
          json: { organizationId: id },
          origin: "https://evil.test",
        })
      ).status,
    ).toBe(403);

    await setTier(teams.firmB.id, "free");
    const free = await callRoute(completeRoute, "/api/onboarding/complete", {
      as: teams.ownerB.as,
      json: { organizationId: teams.firmB.id },
    });
    expect(free).toMatchObject({
      status: 403,
      body: {
        error: "Business onboarding is only available for paid plans.",
        code: "BUSINESS_ONBOARDING_NOT_AVAILABLE",
      },
    });
  });
});

describe("the return from checkout (sync=1)", () => {
  it("syncs at once, then shows the wizard at a clean URL; a failed sync says so", async () => {
    const id = teams.firmA.id;
    await setTier(id, "free");
    const calls: string[] = [];
    // Billing's syncSubscription stands behind this seam: here a stand-in that sets what Stripe would say.
    subscriptionSync.run = async (database, organizationId) => {
      calls.push(organizationId);
      await database
        .updateTable("organizations")
        .set({ subscription_tier: "business", seats: 3 })
        .where("id", "=", organizationId)
        .execute();
      return { tier: "business", seats: 3, status: "active" };
    };
    try {
      const back = await runWizard(teams.owner.as, id, { query: "&sync=1&session_id=cs_test_return" });
      expect(back).toMatchObject({ status: 302, location: `/business-onboarding?organizationId=${id}` });
      expect(back.cookies).toContain("parley-toast=");
      expect(calls).toEqual([id]);
      expect((await runWizard(teams.owner.as, id)).data).toMatchObject({
        state: "wizard",
        wizard: { currentStep: "welcome" },
      });

      // Without the session id nothing is synced; another role never reaches the sync.
      await runWizard(teams.owner.as, id, { query: "&sync=1" });
      expect((await runWizard(teams.attorney.as, id, { query: "&sync=1&session_id=cs_test_return" })).status).toBe(403);
      expect(calls).toEqual([id]);

      subscriptionSync.run = async () => {
        throw new Error("Stripe is unreachable");
      };
      const failed = await runWizard(teams.owner.as, id, { query: "&sync=1&session_id=cs_test_return" });
      expect(failed).toMatchObject({ status: 302, location: `/business-onboarding?organizationId=${id}` });
      expect(
        Buffer.from(decodeURIComponent(/parley-toast=([^;]+)/.exec(failed.cookies)![1]!), "base64url").toString(),
      ).toContain("Sync Failed");
    } finally {
      subscriptionSync.run = syncFromStripe;
    }
  });
});

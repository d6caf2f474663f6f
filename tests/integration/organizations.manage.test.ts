import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { featureFlags } from "../../app/lib/feature-flags.ts";
import { getIntakeOrganization } from "../../app/features/organizations/get-intake-organization.server.ts";
import { getPublicOrganization } from "../../app/features/organizations/get-public-organization.server.ts";
import { clientKeyContext } from "../../app/lib/request-context.ts";
import { i18nextMiddleware } from "../../app/middleware/i18n.server.ts";
import { sessionMiddleware } from "../../app/middleware/session.server.ts";
import * as organizationRoute from "../../app/routes/api/organizations/$id.ts";
import * as logoRoute from "../../app/routes/api/organizations/$id/logo.ts";
import * as activeRoute from "../../app/routes/api/organizations/active.ts";
import * as organizationsRoute from "../../app/routes/api/organizations/index.ts";
import * as intakeEditor from "../../app/routes/settings/organization-intake.tsx";
import { appOrigin } from "../support/auth-client.ts";
import { testPng } from "../support/images.ts";
import { type As, callRoute, createTeams } from "../support/organization-client.ts";

let teams: Awaited<ReturnType<typeof createTeams>>;
beforeEach(async () => {
  teams = await createTeams();
});
afterEach(() => {
  featureFlags.multipleOrganizations = true;
});

const create = (as: As, body: Record<string, unknown>) =>
  callRoute(organizationsRoute, "/api/organizations", { as, json: body });
const read = (as: As, id: string) => callRoute(organizationRoute, `/api/organizations/${id}`, { as, params: { id } });
const update = (as: As, id: string, body: Record<string, unknown>) =>
  callRoute(organizationRoute, `/api/organizations/${id}`, { as, method: "PUT", json: body, params: { id } });
const remove = (as: As, id: string, confirmName: string) =>
  callRoute(organizationRoute, `/api/organizations/${id}`, {
    as,
    method: "DELETE",
    json: { confirmName },
    params: { id },
  });
const setActive = (as: As, organizationId: string) =>
  callRoute(activeRoute, "/api/organizations/active", { as, json: { organizationId } });

describe("POST /api/organizations", () => {
  it("'Organization name is required'; the creator becomes the owner; the slug is made from the name", async () => {
    for (const body of [{}, { name: "" }, { name: "   " }]) {
      expect(await create(teams.outsider.as, body)).toEqual({
        status: 400,
        body: { success: false, error: "Organization name is required", code: "VALIDATION_FAILED", field: "name" },
      });
    }
    const name = `Hartley & Stone ${Date.now()}`;
    const { status, body } = await create(teams.outsider.as, { name, description: "Employment law in Ohio" });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      name,
      slug: `hartley-and-stone-${name.split(" ").pop()}`,
      description: "Employment law in Ohio",
      role: "owner",
      subscriptionTier: "free",
      isPersonal: false,
    });
    const membership = await db
      .selectFrom("memberships")
      .select("role")
      .where("organization_id", "=", body.data.id)
      .where("user_id", "=", teams.outsider.userId)
      .executeTakeFirst();
    expect(membership?.role).toBe("owner");
  });

  it("keeps slugs unique: a taken name gets a suffix, a taken typed slug is refused, a bad one explained", async () => {
    const name = `Unique Firm ${Date.now()}`;
    const first = await create(teams.outsider.as, { name });
    const second = await create(teams.ownerB.as, { name });
    expect(second.status).toBe(201);
    expect(second.body.data.slug).toMatch(new RegExp(`^${first.body.data.slug}-[0-9a-f]{6}$`));
    expect(await create(teams.ownerB.as, { name: "Another", slug: first.body.data.slug })).toMatchObject({
      status: 409,
      body: { error: "This URL is already taken", field: "slug" },
    });
    const bad = await create(teams.ownerB.as, { name: "Another", slug: "Not a slug!" });
    expect(bad).toMatchObject({ status: 400, body: { field: "slug" } });
    expect(bad.body.error).toContain("lowercase letters, digits");
    const typed = await create(teams.ownerB.as, { name: "Another", slug: `  My-Firm-${Date.now()} ` });
    expect(typed.body.data.slug).toMatch(/^my-firm-\d+$/);
  });

  it("is refused while the multiple-organizations flag is off, and needs a session", async () => {
    featureFlags.multipleOrganizations = false;
    expect((await create(teams.outsider.as, { name: "Flagged" })).status).toBe(403);
    featureFlags.multipleOrganizations = true;
    expect((await create(null, { name: "Anonymous" })).status).toBe(401);
  });
});

describe("GET /api/organizations and /api/organizations/{id}", () => {
  it("answers the public intake configuration by slug or id, never the owner's e-mail or payment link", async () => {
    await update(teams.owner.as, teams.firmA.id, {
      config: { paymentLink: "https://pay.example.test/abbott", ownerEmail: "private@abbott.test" },
    });
    for (const query of [`slug=${teams.firmA.slug}`, `id=${teams.firmA.id}`]) {
      const { status, body } = await callRoute(organizationsRoute, `/api/organizations?${query}`, { as: null });
      expect(status).toBe(200);
      expect(body.data).toHaveLength(1);
      expect(body.data[0]).toMatchObject({ id: teams.firmA.id, slug: teams.firmA.slug, name: "Abbott & Co" });
      const text = JSON.stringify(body);
      expect(text).not.toContain("private@abbott.test");
      expect(text).not.toContain("pay.example.test");
      expect(text).not.toContain("subscription");
    }
    expect((await callRoute(organizationsRoute, "/api/organizations?slug=nobody-here", { as: null })).body).toEqual({
      success: true,
      data: [],
    });
  });

  it("shows a member the organization with subscriptionTier; another organization's id is a 404", async () => {
    for (const member of [teams.owner, teams.paralegal]) {
      const { status, body } = await read(member.as, teams.firmA.id);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        id: teams.firmA.id,
        subscriptionTier: "free",
        config: { ownerEmail: "owner@firm.test" },
      });
    }
    for (const stranger of [teams.ownerB, teams.outsider]) {
      expect(await read(stranger.as, teams.firmA.id)).toEqual({
        status: 404,
        body: { success: false, error: "Organization not found", code: "ORGANIZATION_NOT_FOUND" },
      });
    }
    expect((await read(teams.owner.as, "not-a-uuid")).status).toBe(404);
    expect((await read(null, teams.firmA.id)).status).toBe(401);
  });
});

describe("PUT /api/organizations/{id}", () => {
  it("owners and admins change the intake page; it shows at once; attorneys and paralegals get 403, others 404", async () => {
    const { status, body } = await update(teams.admin.as, teams.firmA.id, {
      name: "Abbott Legal",
      description: "We answer quickly.",
      config: {
        brandColor: "#0F766E",
        consultationFee: 75,
        availableServices: ["Employment", "Immigration"],
        serviceQuestions: { Immigration: ["Which visa?"] },
      },
    });
    expect(status).toBe(200);
    expect(body.data.config).toMatchObject({
      brandColor: "#0F766E",
      consultationFee: 75,
      availableServices: ["Employment", "Immigration"],
      accentColor: "#c9a227",
    });
    expect(body.data.config.serviceQuestions).toEqual({ Employment: expect.any(Array), Immigration: ["Which visa?"] });
    const visible = await getPublicOrganization(db, teams.firmA.slug);
    expect(visible).toMatchObject({
      name: "Abbott Legal",
      description: "We answer quickly.",
      config: { brandColor: "#0F766E", consultationFee: 75, availableServices: ["Employment", "Immigration"] },
    });

    for (const member of [teams.attorney, teams.paralegal]) {
      expect(await update(member.as, teams.firmA.id, { name: "Hijacked" })).toEqual({
        status: 403,
        body: { success: false, error: "Access Denied", code: "INSUFFICIENT_PERMISSIONS" },
      });
    }
    expect((await update(teams.ownerB.as, teams.firmA.id, { name: "Hijacked" })).status).toBe(404);
    expect((await getPublicOrganization(db, teams.firmA.slug))?.name).toBe("Abbott Legal");
  });

  it("explains bad colors, fees, links and names", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ config: { brandColor: "teal" } }, "config.brandColor", "Enter a color as #RRGGBB, for example #1E3A5F"],
      [{ config: { accentColor: "#12345" } }, "config.accentColor", "Enter a color as #RRGGBB, for example #1E3A5F"],
      [
        { config: { consultationFee: -5 } },
        "config.consultationFee",
        "Enter a fee in US dollars between 0 and 100000, with at most two decimals",
      ],
      [
        { config: { consultationFee: 10.555 } },
        "config.consultationFee",
        "Enter a fee in US dollars between 0 and 100000, with at most two decimals",
      ],
      [{ config: { paymentLink: "javascript:alert(1)" } }, "config.paymentLink", "Please enter a valid URL."],
      [{ name: "" }, "name", "Organization name is required"],
    ];
    for (const [body, field, error] of cases) {
      expect(await update(teams.owner.as, teams.firmA.id, body)).toEqual({
        status: 400,
        body: { success: false, error, code: "VALIDATION_FAILED", field },
      });
    }
  });
});

describe("DELETE /api/organizations/{id}", () => {
  it("needs the name typed exactly, by the owner only", async () => {
    expect(await remove(teams.owner.as, teams.firmA.id, "abbott & co")).toEqual({
      status: 400,
      body: {
        success: false,
        error: "Organization name must match exactly",
        code: "VALIDATION_FAILED",
        field: "confirmName",
      },
    });
    expect((await remove(teams.admin.as, teams.firmA.id, "Abbott & Co")).status).toBe(403);
    expect((await remove(teams.ownerB.as, teams.firmA.id, "Abbott & Co")).status).toBe(404);
    await setActive(teams.owner.as, teams.firmA.id);
    expect(await remove(teams.owner.as, teams.firmA.id, "Abbott & Co")).toEqual({
      status: 200,
      body: { success: true, data: { id: teams.firmA.id } },
    });
    expect(
      await db.selectFrom("organizations").select("id").where("id", "=", teams.firmA.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await db.selectFrom("memberships").select("id").where("organization_id", "=", teams.firmA.id).execute(),
    ).toEqual([]);
    expect((await read(teams.owner.as, teams.firmA.id)).status).toBe(404);
  });
});

describe("POST /api/organizations/active", () => {
  it("sets the session's organization among the user's own; another organization is a 404", async () => {
    expect(await setActive(teams.attorney.as, teams.firmA.id)).toEqual({
      status: 200,
      body: { success: true, data: { organizationId: teams.firmA.id } },
    });
    const row = await db
      .selectFrom("user_sessions")
      .select("active_organization_id")
      .where("user_id", "=", teams.attorney.userId)
      .executeTakeFirst();
    expect(row?.active_organization_id).toBe(teams.firmA.id);
    expect((await setActive(teams.attorney.as, teams.firmB.id)).status).toBe(404);
    expect((await setActive(teams.attorney.as, "nope")).status).toBe(400);
  });
});

/** The intake page editor's action, as the browser posts it (multipart, with the real middleware). */
async function postEditor(as: As, fields: Record<string, string>, image?: Uint8Array) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append("profileImage", new File([Buffer.from(image)], "logo.png", { type: "image/png" }));
  const request = new Request(new URL("/settings/organization/intake", appOrigin), {
    method: "POST",
    body: form,
    headers: { Cookie: `parley_session=${as?.sessionToken}`, Origin: appOrigin },
  });
  const context = new RouterContextProvider();
  context.set(clientKeyContext, "organization-tests");
  const args = { request, context, params: {} };
  const run = async () => {
    try {
      return await intakeEditor.action(args as never);
    } catch (thrown) {
      return thrown;
    }
  };
  const result = (await (sessionMiddleware as (args: unknown, next: () => Promise<unknown>) => Promise<unknown>)(
    args,
    () => (i18nextMiddleware as (args: unknown, next: () => Promise<unknown>) => Promise<unknown>)(args, run),
  )) as
    | {
        type?: string;
        data?: { result?: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } };
        init?: ResponseInit;
      }
    | Response;
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get("Location"), result: undefined };
  return { status: result.init?.status ?? 200, location: null, result: result.data?.result };
}

const editorFields = {
  name: "Abbott & Co",
  brandColor: "#1e3a5f",
  accentColor: "#c9a227",
  consultationFee: "150",
  "jurisdiction.type": "state",
  "jurisdiction.description": "Ohio",
  "jurisdiction.supportedStates": "OH, KY",
  "jurisdiction.supportedCountries": "US",
  "voice.provider": "cloudflare",
  "services[0].name": "Employment",
  "services[0].questions[0]": "Are you still employed there?",
  "services[0].questions[1]": "",
  "services[1].name": "Wills",
};

describe("the intake page editor", () => {
  it("saves every field, with services and questions in order, and a square logo served publicly", async () => {
    await setActive(teams.admin.as, teams.firmA.id);
    const saved = await postEditor(
      teams.admin.as,
      { ...editorFields, requiresPayment: "on", ownerEmail: "Intake@Abbott.test" },
      testPng(64, 64),
    );
    expect(saved).toMatchObject({ status: 303, location: "/settings/organization/intake" });
    const organization = await getPublicOrganization(db, teams.firmA.slug);
    // The page advertises a fee only when it can be collected (no Stripe here, no payment link yet),
    // while the firm's choice is saved as made.
    expect(organization?.config).toMatchObject({
      availableServices: ["Employment", "Wills"],
      consultationFee: 150,
      requiresPayment: false,
      jurisdiction: { type: "state", supportedStates: ["OH", "KY"] },
    });
    const row = await db
      .selectFrom("organizations")
      .select(["config", "profile_image"])
      .where("id", "=", teams.firmA.id)
      .executeTakeFirstOrThrow();
    expect(row.config).toMatchObject({
      requiresPayment: true,
      ownerEmail: "intake@abbott.test",
      serviceQuestions: { Employment: ["Are you still employed there?"], Wills: [] },
    });
    expect(organization?.profileImage).toMatch(new RegExp(`^/api/organizations/${teams.firmA.id}/logo\\?v=`));
    const logoUrl = new URL(organization!.profileImage!, appOrigin);
    const logo = await logoRoute.loader({ request: new Request(logoUrl), params: { id: teams.firmA.id } } as never);
    expect(logo.status).toBe(200);
    expect(logo.headers.get("Content-Type")).toBe("image/png");
    expect(new Uint8Array(await logo.arrayBuffer())).toEqual(testPng(64, 64));
    const stale = await logoRoute.loader({
      request: new Request(new URL(`/api/organizations/${teams.firmA.id}/logo?v=AAAAAAAAAAAAAAAAAAAAAAAA`, appOrigin)),
      params: { id: teams.firmA.id },
    } as never);
    expect(stale.status).toBe(404);
  });

  it("explains bad colors, fees, a logo that is too large or not square, and keeps what was typed", async () => {
    await setActive(teams.owner.as, teams.firmA.id);
    const colors = await postEditor(teams.owner.as, { ...editorFields, brandColor: "blue", consultationFee: "-1" });
    expect(colors.status).toBe(400);
    expect(colors.result?.error).toMatchObject({
      brandColor: ["settings:organization.validation.colorInvalid"],
      consultationFee: ["settings:organization.validation.feeInvalid"],
    });
    expect(colors.result?.initialValue).toMatchObject({
      brandColor: "blue",
      name: "Abbott & Co",
      services: [{ name: "Employment" }, { name: "Wills" }],
    });

    const notSquare = await postEditor(teams.owner.as, editorFields, testPng(120, 60));
    expect(notSquare.status).toBe(400);
    expect(notSquare.result?.error).toMatchObject({
      profileImage: ["settings:organization.validation.imageNotSquare"],
    });
    const tooLarge = await postEditor(teams.owner.as, editorFields, testPng(64, 64, { padTo: 5 * 1024 * 1024 + 10 }));
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.result?.error).toMatchObject({ profileImage: ["settings:organization.validation.imageTooLarge"] });
    const unchanged = await db
      .selectFrom("organizations")
      .select(["profile_image", "config"])
      .where("id", "=", teams.firmA.id)
      .executeTakeFirstOrThrow();
    expect(unchanged.profile_image).toBeNull();
    expect((unchanged.config as { brandColor: string }).brandColor).toBe("#1e3a5f");
  });

  it("saves the firm's referral text for the assistant, refuses one over the limit, and a blank one restores the default", async () => {
    await setActive(teams.owner.as, teams.firmA.id);
    const referralText =
      "We only handle employment matters. The Ohio State Bar's referral line can help: 614-555-0142.";
    const saved = await postEditor(teams.owner.as, { ...editorFields, referralText: `  ${referralText}\n` });
    expect(saved).toMatchObject({ status: 303, location: "/settings/organization/intake" });
    expect((await getIntakeOrganization(teams.firmA.slug))?.config.referralText).toBe(referralText);
    // Another firm's assistant keeps its own (default) referral.
    expect((await getIntakeOrganization(teams.firmB.slug))?.config.referralText ?? null).toBeNull();

    const tooLong = await postEditor(teams.owner.as, { ...editorFields, referralText: "x".repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.result?.error).toMatchObject({ referralText: ["settings:organization.validation.textTooLong"] });
    expect((await getIntakeOrganization(teams.firmA.slug))?.config.referralText).toBe(referralText);

    const cleared = await postEditor(teams.owner.as, { ...editorFields, referralText: "   " });
    expect(cleared.status).toBe(303);
    expect((await getIntakeOrganization(teams.firmA.slug))?.config.referralText).toBeNull();
  });

  it("refuses attorneys and paralegals (403) and someone whose active organization is elsewhere edits only their own", async () => {
    await setActive(teams.paralegal.as, teams.firmA.id);
    const refused = await postEditor(teams.paralegal.as, { ...editorFields, name: "Hijacked" });
    expect(refused.status).toBe(403);
    expect((await getPublicOrganization(db, teams.firmA.slug))?.name).toBe("Abbott & Co");
  });
});

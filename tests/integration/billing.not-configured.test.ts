import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { startCheckout } from "../../app/features/billing/start-checkout.server.ts";
import type { DomainError } from "../../app/lib/errors.ts";
import { clientKeyContext } from "../../app/lib/request-context.ts";
import { i18nextMiddleware } from "../../app/middleware/i18n.server.ts";
import { sessionMiddleware } from "../../app/middleware/session.server.ts";
import { loader as cartLoader } from "../../app/routes/billing/cart.tsx";
import { action as upgradeAction } from "../../app/routes/subscription/upgrade.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import { createTestUser } from "../factories/users.ts";

/** A server without Stripe: every billing page and call says so plainly, and nothing answers 500. */
const appOrigin = "http://localhost:3000";

beforeAll(() => {
  for (const name of [
    "STRIPE_SECRET_KEY",
    "STRIPE_WEBHOOK_SECRET",
    "STRIPE_API_BASE",
    "STRIPE_PRICE_BUSINESS_MONTHLY",
    "STRIPE_PRICE_BUSINESS_ANNUAL",
  ])
    delete process.env[name];
  process.env.APP_URL = appOrigin;
});

async function ownerWithFirm() {
  const firm = await createTestOrganization({ name: "Birch LLP" });
  const user = await createTestUser({ verified: true });
  await db
    .insertInto("memberships")
    .values({ organization_id: firm.id, user_id: user.userId, role: "owner" })
    .execute();
  return { firm, user };
}

async function run(handler: (args: never) => unknown, request: Request): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(clientKeyContext, "billing-tests");
  const args = { request, context, params: {} };
  const call = (middleware: unknown, next: () => Promise<Response>) =>
    (middleware as (args: unknown, next: () => Promise<Response>) => Promise<Response>)(args, next);
  return call(i18nextMiddleware, () =>
    call(sessionMiddleware, async () => {
      const result = await (handler as (args: unknown) => unknown)(args);
      return result instanceof Response ? result : Response.json(result);
    }),
  );
}

describe("billing without Stripe", () => {
  it("the cart says billing is not configured, with the catalogue's prices", async () => {
    const { firm, user } = await ownerWithFirm();
    const response = await run(
      cartLoader,
      new Request(`${appOrigin}/cart?tier=business&seats=3`, { headers: { Cookie: `parley_session=${user.token}` } }),
    );
    expect(response.status).toBe(200);
    const cart = await response.json();
    expect(cart).toMatchObject({
      configured: false,
      seats: 3,
      selected: { id: firm.id },
      prices: { monthly: { unitAmount: 4000 }, annual: { unitAmount: 42000 }, source: "catalogue" },
    });
  });

  it("the cart offers only organizations the user may bill for, whatever the address asks", async () => {
    const { firm, user } = await ownerWithFirm();
    const other = await createTestOrganization({ name: "Dogwood Partners" });
    await db
      .insertInto("memberships")
      .values({ organization_id: other.id, user_id: user.userId, role: "attorney" })
      .execute();
    const stranger = await createTestOrganization({ name: "Elm & Sons" });
    for (const asked of [other.id, stranger.id]) {
      const response = await run(
        cartLoader,
        new Request(`${appOrigin}/cart?tier=business&organizationId=${asked}`, {
          headers: { Cookie: `parley_session=${user.token}` },
        }),
      );
      const cart = await response.json();
      const listed = cart.organizations.map((organization: { id: string }) => organization.id);
      expect(listed).toContain(firm.id);
      expect(listed).not.toContain(other.id);
      expect(listed).not.toContain(stranger.id);
      expect(cart.selected.id).not.toBe(asked);
    }
  });

  it("a checkout is BILLING_NOT_CONFIGURED: 503 with its message for JSON, back to the cart with the toast for a form", async () => {
    const { firm, user } = await ownerWithFirm();
    await expect(
      startCheckout(
        { actor: { id: user.userId, email: user.email, emailVerified: true }, organizationId: firm.id },
        { plan: "business", interval: "annual", seats: 2 },
      ),
    ).rejects.toMatchObject({ code: "BILLING_NOT_CONFIGURED" } satisfies Partial<DomainError>);

    const json = await run(
      upgradeAction,
      new Request(`${appOrigin}/subscription/upgrade`, {
        method: "POST",
        headers: { Cookie: `parley_session=${user.token}`, Origin: appOrigin, "Content-Type": "application/json" },
        body: JSON.stringify({ plan: "business", referenceId: firm.id, annual: true, seats: 2 }),
      }),
    );
    expect(json.status).toBe(503);
    expect(await json.json()).toMatchObject({
      success: false,
      code: "BILLING_NOT_CONFIGURED",
      error: "Billing is not configured on this server.",
    });

    const form = await run(
      upgradeAction,
      new Request(`${appOrigin}/subscription/upgrade`, {
        method: "POST",
        headers: {
          Cookie: `parley_session=${user.token}`,
          Origin: appOrigin,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ plan: "business", referenceId: firm.id, annual: "true", seats: "2" }).toString(),
      }),
    );
    expect(form.status).toBe(303);
    expect(form.headers.get("Location")).toBe(`/cart?tier=business&seats=2&interval=annual&organizationId=${firm.id}`);
    expect(form.headers.get("Set-Cookie")).toContain("parley-toast=");
  });
});

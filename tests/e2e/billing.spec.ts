import { randomBytes } from "node:crypto";
import { expect, test } from "./fixtures.ts";
import { signUp } from "./support/accounts.ts";
import { markOnboarded, verifyEmail, withDatabase } from "./support/database.ts";
import { createFirm } from "./support/firms.ts";

/**
 * Buying Business seats (ADR 0033): the cart with 3 seats billed annually, the local Stripe
 * checkout page, the way back with sync=1, and the organization is Business with 3 seats as Stripe
 * says (through the signed webhooks and the sync job); then Manage Billing opens the portal.
 * JavaScript on and off.
 */
const suffix = () => randomBytes(4).toString("hex");

async function plan(organizationId: string) {
  return withDatabase(async (client) => {
    const { rows } = await client.query(
      "select id, subscription_tier as tier, seats from organizations where id = $1",
      [organizationId],
    );
    return rows[0] as { id: string; tier: string; seats: number };
  });
}

test.describe("billing", () => {
  test("an owner buys 3 Business seats billed annually and manages billing in the portal", async ({ page }) => {
    const email = `bea.${suffix()}@example.test`;
    await signUp(page, email, "Bea Buyer");
    await markOnboarded(email);
    await verifyEmail(email);
    const firm = await createFirm(page, `Buyer Law ${suffix()}`);

    await page.goto("/cart?tier=business&seats=2");
    await expect(page.getByRole("heading", { name: "Cart" })).toBeVisible();
    await expect(page.getByRole("radio", { name: /Annual/ })).toBeChecked();
    await page.getByRole("button", { name: "One seat more" }).click();
    await expect(page.getByLabel("Seats")).toHaveValue("3");
    await expect(page.getByText("Total per year")).toBeVisible();
    await expect(page.getByTestId("cart-total")).toHaveText("$1,260.00");
    await expect(page.getByTestId("cart-saving")).toHaveText("$180.00");

    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Subscribe: Business Seat × 3 (yearly)" })).toBeVisible();
    await page.getByRole("button", { name: "Pay" }).click();

    // Back with sync=1: synced at once, then the wizard at a clean address (spec §4).
    await expect(page).toHaveURL(new RegExp(`/business-onboarding\\?organizationId=${firm.id}$`));
    await expect(page.getByText("Subscription updated")).toBeVisible();
    await expect(page.getByText("Progress is saved automatically.")).toBeVisible();
    expect(await plan(firm.id)).toMatchObject({ tier: "business", seats: 3 });

    await page.goto("/settings/account");
    await expect(page.getByTestId("current-plan")).toHaveText("Business");
    await page.getByRole("button", { name: "Manage Billing" }).click();
    await expect(page.getByRole("heading", { name: "Billing portal" })).toBeVisible();
    await expect(page.getByText("Business Seat × 3: active")).toBeVisible();

    // Cancelling in the portal: Stripe's webhook reaches the app, and the owner sees the plan will end.
    await page.getByRole("button", { name: "Cancel plan" }).click();
    await expect(page.getByText("Business Seat × 3: active, cancels at period end")).toBeVisible();
    await page.getByRole("link", { name: "Return to Parley" }).click();
    await expect(page).toHaveURL(/\/settings\/account$/);
    const banner = page.getByTestId("subscription-banner");
    await expect(async () => {
      await page.reload();
      await expect(banner).toContainText("plan ends on", { timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    await banner.getByRole("button", { name: "Keep plan" }).click();
    await expect(page.getByText("Subscription updated")).toBeVisible();
    await expect(banner).toHaveCount(0);
    await expect.poll(async () => plan(firm.id)).toMatchObject({ tier: "business", seats: 3 });
  });

  test("seats typed before the cart has its script stay in the field and go to checkout", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "without JavaScript there is no hydration to wait for");
    const email = `eli.${suffix()}@example.test`;
    await signUp(page, email, "Eli Early");
    await markOnboarded(email);
    await verifyEmail(email);
    await createFirm(page, `Early Law ${suffix()}`);
    // The cart's script is held back until the count is in the field, as on a slow connection (or a
    // busy machine) where the visitor types before the page has hydrated.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/cart-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/cart?tier=business&seats=2", { waitUntil: "commit" });
    const field = page.getByLabel("Seats");
    await field.fill("5");
    const update = page.getByRole("button", { name: "Update" });
    await expect(update).toBeVisible();
    release();
    // Hydrated: "Update" is drawn only before. The 5 typed earlier is still there and counts.
    await expect(update).toHaveCount(0);
    await expect(field).toHaveValue("5");
    await expect(page.getByTestId("cart-total")).toHaveText("$2,100.00");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Subscribe: Business Seat × 5 (yearly)" })).toBeVisible();
  });

  test("an organization already on Business sees it in the cart, with Manage Billing and the dashboard", async ({
    page,
  }) => {
    const email = `abe.${suffix()}@example.test`;
    await signUp(page, email, "Abe Already");
    await markOnboarded(email);
    const firm = await createFirm(page, `Already Law ${suffix()}`);
    await withDatabase((client) =>
      client.query("update organizations set subscription_tier = 'business', seats = 2 where id = $1", [firm.id]),
    );
    await page.goto("/cart?tier=business&seats=abc");
    await expect(page.getByTestId("already-on-plan")).toContainText("already on the Business plan");
    await expect(page.getByRole("button", { name: "Manage Billing" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/");
  });

  test("an unverified owner is told to verify the e-mail, and Continue shows the toast", async ({ page }) => {
    const email = `uma.${suffix()}@example.test`;
    await signUp(page, email, "Uma Unverified");
    await markOnboarded(email);
    await createFirm(page, `Unverified Law ${suffix()}`);
    await page.goto("/cart?tier=business&seats=x");
    await expect(page.getByLabel("Seats")).toHaveValue("1");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Verify Email")).toBeVisible();
    await expect(page).toHaveURL(/\/cart\?tier=business&seats=1/);
  });
});

import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { signUp } from "./support/accounts.ts";
import { markOnboarded, verifyEmail, withDatabase } from "./support/database.ts";

/**
 * Issue 12's journey as one user, with JavaScript on and off: a lawyer signs up, creates the firm,
 * follows the profile's Upgrade to the plans, buys 3 Business seats billed annually through the
 * local Stripe checkout page, comes back to the business onboarding wizard with the firm already
 * on Business, leaves the wizard at step 4 and finds it there again, launches the assistant, sees
 * the intake page show what was launched, and opens the billing portal from Settings > Account.
 * The pieces are tested one by one in plans.spec.ts, billing.spec.ts and business-onboarding.spec.ts.
 */

const suffix = () => randomBytes(3).toString("hex");

async function organizationBySlug(slug: string) {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ id: string; tier: string; seats: number }>(
      "select id, subscription_tier as tier, seats from organizations where slug = $1",
      [slug],
    );
    if (!rows[0]) throw new Error(`No organization ${slug}`);
    return rows[0];
  });
}

async function personalOrganizationId(email: string) {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ id: string }>(
      "select o.id from organizations o join users u on u.id = o.personal_user_id where u.email = $1",
      [email.toLowerCase()],
    );
    if (!rows[0]) throw new Error("No personal organization");
    return rows[0].id;
  });
}

const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

test.describe("upgrade journey", () => {
  test("sign up, upgrade to 3 Business seats billed annually, walk the wizard to launch, and manage billing", async ({
    page,
    javaScriptEnabled,
  }) => {
    const email = `jo.${suffix()}@example.test`;
    await signUp(page, email, "Jo Journey");
    await verifyEmail(email);
    await markOnboarded(email);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The firm the lawyer will run intake for (a personal organization has no intake page).
    const firm = `Harbor Law ${suffix()}`;
    const slug = firm.toLowerCase().replace(/ /g, "-");
    await page.goto("/settings/organization");
    const create = page.getByRole("region", { name: "Create organization" });
    await create.getByLabel("Organization name").fill(firm);
    await create.getByRole("button", { name: "Create organization" }).click();
    await expect(page.getByRole("heading", { level: 2, name: firm })).toBeVisible();
    const { id } = await organizationBySlug(slug);

    // The profile menu's Upgrade: the plans in a modal with JavaScript, /pricing without.
    await page.goto("/?organizationId=your-firm");
    const upgrade = page.getByRole("link", { name: "Upgrade", exact: true }).first();
    await expect(upgrade).toHaveAttribute("href", "/pricing#pricing");
    await upgrade.click();
    let plans;
    if (javaScriptEnabled) {
      plans = page.getByRole("dialog", { name: "Plans and pricing" });
      await expect(plans).toBeVisible();
      await expect(page).toHaveURL(/\/\?organizationId=your-firm#pricing$/);
    } else {
      await expect(page).toHaveURL(/\/pricing#pricing$/);
      await expect(page.getByRole("heading", { level: 1, name: "Plans and pricing" })).toBeVisible();
      plans = page.getByRole("main");
    }
    await expect(plans.locator('[data-plan="free"]')).toHaveAttribute("data-current", "true");
    await plans.getByRole("link", { name: "Business", exact: true }).click();
    await plans.getByLabel("Seats").fill("3");
    await plans.getByRole("button", { name: "Upgrade to Business" }).click();

    // The cart: the firm, 3 seats, Annual.
    await expect(page).toHaveURL(/\/cart\?tier=business&seats=3/);
    await expect(page.getByRole("heading", { name: "Cart" })).toBeVisible();
    // Business is billed to a firm: the personal organization is not offered, so the firm is the one.
    await expect(page.getByText(`Organization: ${firm}`)).toBeVisible();
    await page.getByRole("radio", { name: /Annual/ }).check();
    await expect(page.getByLabel("Seats")).toHaveValue("3");
    await expect(page.getByText("Total per year")).toBeVisible();
    await expect(page.getByTestId("cart-total")).toHaveText("$1,260.00");
    await expect(page.getByTestId("cart-saving")).toHaveText("$180.00");
    await page.getByRole("button", { name: "Continue" }).click();

    // The local Stripe checkout page, then back with sync=1: the firm is Business with 3 seats.
    await expect(page.getByRole("heading", { name: "Subscribe: Business Seat × 3 (yearly)" })).toBeVisible();
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page).toHaveURL(new RegExp(`/business-onboarding\\?organizationId=${id}$`));
    await expect(page.getByText("Subscription updated")).toBeVisible();
    expect(await organizationBySlug(slug)).toMatchObject({ tier: "business", seats: 3 });

    // The wizard, from the welcome to step 4.
    const wizard = `/business-onboarding?organizationId=${id}`;
    await expect(stepHeading(page, "Welcome")).toBeVisible();
    await expect(page.getByText("Progress is saved automatically.")).toBeVisible();
    await page.getByRole("button", { name: "Get started" }).click();
    await expect(stepHeading(page, "Firm basics")).toBeVisible();
    const launchedName = `Harbor Immigration ${suffix()}`;
    await page.getByLabel("Business name").fill(launchedName);
    await page.getByLabel("Business email address").fill("intake@harbor.test");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(stepHeading(page, "Client funds and trust accounts")).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(stepHeading(page, "Stripe payments")).toBeVisible();
    await expect(page.getByText("Step 4 of 7", { exact: true })).toBeVisible();

    // Leave for another page, come back: the wizard resumes at step 4.
    await page.goto("/settings/account");
    await expect(page.getByTestId("current-plan")).toHaveText("Business");
    await page.goto(wizard);
    await expect(stepHeading(page, "Stripe payments")).toBeVisible();
    await expect(page.getByText("Step 4 of 7", { exact: true })).toBeVisible();

    // Connect the firm's Stripe account through the local Stripe onboarding page.
    await page.getByRole("button", { name: "Connect with Stripe" }).click();
    if (!javaScriptEnabled) await page.getByRole("link", { name: "Continue to Stripe" }).click();
    await page.getByRole("button", { name: "Submit and connect" }).click();
    await expect(stepHeading(page, "Stripe payments")).toBeVisible();
    await expect(page.getByText("Your Stripe account is connected and can accept payments.")).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();

    await expect(stepHeading(page, "Business details")).toBeVisible();
    await page.getByLabel("Address line 1").fill("8 Pier Road");
    await page.getByLabel("City").fill("Seattle");
    await page.getByRole("button", { name: "Next" }).click();

    await expect(stepHeading(page, "Services")).toBeVisible();
    await page.getByRole("button", { name: "Add a service" }).click();
    await page.getByLabel("Service 10", { exact: true }).fill("Asylum Claims");
    await page.getByLabel("Description of service 10").fill("Protection for people who fled persecution");
    await page.getByRole("button", { name: "Next" }).click();

    await expect(stepHeading(page, "Review and launch")).toBeVisible();
    await expect(page.getByRole("region", { name: "Firm information" }).getByText(launchedName)).toBeVisible();
    await expect(page.getByRole("region", { name: "Services" }).getByText("Asylum Claims")).toBeVisible();
    await page.getByRole("button", { name: "Launch Assistant" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Setup Complete" })).toBeVisible();

    // The firm's intake page shows what was launched.
    await page.getByRole("link", { name: "Open your intake page" }).click();
    await expect(page).toHaveURL(new RegExp(`/\\?organizationId=${slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: launchedName })).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Practice areas" }).getByRole("listitem").filter({ hasText: "Asylum Claims" }),
    ).toBeVisible();

    // Settings > Account > Manage Billing: the (local) Stripe billing portal for the firm's 3 seats.
    await page.goto("/settings/account");
    await expect(page.getByTestId("current-plan")).toHaveText("Business");
    await page.getByRole("button", { name: "Manage Billing" }).click();
    await expect(page.getByRole("heading", { name: "Billing portal" })).toBeVisible();
    await expect(page.getByText("Business Seat × 3: active")).toBeVisible();
  });

  test("a free organization's owner gets Not Available at /business-onboarding", async ({ page }) => {
    const email = `fay.${suffix()}@example.test`;
    await signUp(page, email, "Fay Free");
    await markOnboarded(email);
    const id = await personalOrganizationId(email);
    await page.goto(`/business-onboarding?organizationId=${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Not Available" })).toBeVisible();
    await expect(page.getByText("Business onboarding is only available for paid plans.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Get started" })).toHaveCount(0);
  });
});

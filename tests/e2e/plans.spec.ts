import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { signUp } from "./support/accounts.ts";
import { markOnboarded, withDatabase } from "./support/database.ts";

/**
 * Plans in the browser, with JavaScript on and off: the profile's Upgrade opens the plans (a
 * modal with JavaScript, /pricing without), the Business card leads to the cart with the chosen
 * seats; contact sales sends its e-mail; a free user at the daily limit reads the plan's wording.
 */

const unique = (label: string) => `${label}.${randomBytes(4).toString("hex")}@example.test`;

async function signedInOnIntakePage(page: Page, email: string) {
  await signUp(page, email);
  await markOnboarded(email);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/?organizationId=your-firm");
}

test("the profile's Upgrade leads to the plans, and the Business card to the cart with the chosen seats", async ({
  page,
  javaScriptEnabled,
}) => {
  await signedInOnIntakePage(page, unique("upgrade"));
  const upgrade = page.getByRole("link", { name: "Upgrade", exact: true }).first();
  await expect(upgrade).toHaveAttribute("href", "/pricing#pricing");
  await upgrade.click();

  let plans;
  if (javaScriptEnabled) {
    // The same page underneath, the plans in a full-screen dialog that Escape closes.
    plans = page.getByRole("dialog", { name: "Plans and pricing" });
    await expect(plans).toBeVisible();
    await expect(page).toHaveURL(/\/\?organizationId=your-firm#pricing$/);
    await page.keyboard.press("Escape");
    await expect(plans).toBeHidden();
    await expect(upgrade).toBeFocused();
    await upgrade.click();
    await expect(plans).toBeVisible();
  } else {
    await expect(page).toHaveURL(/\/pricing#pricing$/);
    plans = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1, name: "Plans and pricing" })).toBeVisible();
  }
  // A free user: Free is the current plan, Business recommended at the catalogue's price.
  await expect(plans.locator('[data-plan="free"]')).toHaveAttribute("data-current", "true");
  await expect(plans.locator('[data-plan="business"]').getByText("Recommended")).toBeVisible();
  await expect(plans.getByTestId("business-price")).toHaveText("$420.00");
  // The country formats the amounts its way and names its taxes; the price stays in US dollars.
  await plans.getByLabel("Country or region").selectOption("DE");
  if (!javaScriptEnabled) await plans.getByRole("button", { name: "Apply" }).click();
  await expect(plans.getByTestId("business-price")).toHaveText("US$420.00");
  await expect(plans.getByText(/charged in US dollars; taxes for Germany/)).toBeVisible();
  await plans.getByRole("link", { name: "Monthly" }).click();
  await expect(plans.getByTestId("business-price")).toHaveText("US$40.00");
  await expect(plans.getByRole("table")).toContainText("20 a day");

  await plans.getByRole("link", { name: "Business", exact: true }).click();
  await expect(plans.locator('[data-plan="enterprise"]').getByRole("link", { name: "Contact sales" })).toHaveAttribute(
    "href",
    "/enterprise",
  );
  await plans.getByLabel("Seats").fill("3");
  await plans.getByRole("button", { name: "Upgrade to Business" }).click();
  await expect(page).toHaveURL(/\/cart\?tier=business&seats=3$/);
});

test("contact sales sends the enquiry to the operator and says so", async ({ page }) => {
  const firm = `Counsel ${randomBytes(3).toString("hex")} LLP`;
  await page.goto("/enterprise");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Please enter your name")).toBeVisible();
  await page.getByLabel("Your name").fill("Ada Counsel");
  await page.getByLabel("Work e-mail").fill("ada@counsel.example");
  await page.getByLabel("Firm or company").fill(firm);
  await page.getByLabel("Estimated seats").fill("40");
  await page.getByLabel(/What do you need/).fill("SSO and a custom contract.");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page).toHaveURL(/\/enterprise\?sent=1$/);
  await expect(page.getByRole("heading", { name: "Thank you, your request was sent" })).toBeVisible();
  // The e-mail: in the send-email queue, or already in the outbox (SMTP is unset here).
  const subject = `[Parley sales] Enterprise enquiry: ${firm} (40 seats)`;
  await expect
    .poll(() =>
      withDatabase(async (client) => {
        const { rows } = await client.query(
          `select 1 from email_outbox where subject = $1 union all select 1 from pgboss.job where name = 'send-email' and data->>'subject' = $1`,
          [subject],
        );
        return rows.length;
      }),
    )
    .toBeGreaterThan(0);
});

test("a submit made before the form's checks have loaded waits for them: the browser checks it, nothing is posted", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the checks load only with JavaScript");
  // The checks' code is fetched once the form has mounted; it is held back until the visitor has pressed Send.
  let requested: () => void = () => {};
  const mounted = new Promise<void>((resolve) => {
    requested = resolve;
  });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/v4-[\w-]+\.js$/, async (route) => {
    requested();
    await held;
    await route.continue();
  });
  const posted: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posted.push(request.url());
  });
  await page.goto("/enterprise");
  await mounted;
  await page.getByRole("button", { name: "Send" }).click();
  release();
  await expect(page.getByText("Please enter your name")).toBeVisible();
  await expect(page).toHaveURL(/\/enterprise$/);
  expect(posted).toEqual([]);
});

test("a free user at the daily limit reads the plan's wording, and the composer is closed", async ({ page }) => {
  const email = unique("limit");
  await signedInOnIntakePage(page, email);
  await page.getByRole("button", { name: "I understand, start the chat" }).click();
  await expect(page.getByRole("button", { name: "I understand, start the chat" })).toBeHidden();
  const setUsed = (used: number) =>
    withDatabase((client) =>
      client.query(
        `insert into usage_counters (subject, metric, period_start, used)
         select 'user:' || id, 'messages', date_trunc('day', now() at time zone 'UTC') at time zone 'UTC', $2 from users where email = $1
         on conflict (subject, metric, period_start) do update set used = excluded.used`,
        [email, used],
      ),
    );
  await setUsed(16);
  await page.reload();
  await expect(page.getByTestId("usage-banner")).toContainText("You have used 16 of your 20 messages for today.");
  await expect(page.getByTestId("usage-banner").getByRole("link", { name: "Upgrade your plan" })).toHaveAttribute(
    "href",
    "/pricing#pricing",
  );
  await setUsed(20);
  await page.reload();
  await expect(page.getByTestId("usage-banner")).toContainText(
    "You have reached the daily message limit for your current plan.",
  );
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveAttribute(
    "placeholder",
    "You have reached the daily message limit for your current plan.",
  );
});

test("back from checkout: ?upgraded=business opens the business welcome, and a cancelled checkout is said so in Settings", async ({
  page,
  javaScriptEnabled,
}) => {
  await signedInOnIntakePage(page, unique("welcome"));
  await page.goto("/?organizationId=your-firm&upgraded=business");
  const welcome = page.getByRole("dialog", { name: "Welcome to Business" });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByRole("link", { name: /Team management/ })).toHaveAttribute(
    "href",
    "/settings/organization#members-title",
  );
  await expect(welcome.getByRole("link", { name: /Organization settings/ })).toHaveAttribute(
    "href",
    "/settings/organization",
  );
  await expect(welcome.getByRole("link", { name: /API access/ })).toHaveAttribute(
    "href",
    "/settings/organization#tokens-title",
  );
  await welcome.getByRole("link", { name: "Get started" }).click();
  await expect(page).toHaveURL(/\/\?organizationId=your-firm$/);
  await expect(welcome).toBeHidden();

  await page.goto("/settings/account?cancelled=1");
  await expect(page.getByTestId("checkout-cancelled")).toContainText("Checkout cancelled");
  await expect(page.getByRole("link", { name: "Upgrade Plan" })).toHaveAttribute("href", "/pricing#pricing");
  // Settings > Account's Upgrade Plan: the plan modal over the settings with JavaScript, /pricing without.
  await page.getByRole("link", { name: "Upgrade Plan" }).click();
  if (javaScriptEnabled)
    await expect(page.getByRole("dialog", { name: "Plans and pricing" }).getByTestId("business-price")).toBeVisible();
  else await expect(page).toHaveURL(/\/pricing#pricing$/);
});

async function expectNoSeriousViolations(page: Page, testInfo: TestInfo, name: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  await testInfo.attach(`axe-${name}.json`, {
    body: JSON.stringify(serious, null, 2),
    contentType: "application/json",
  });
  expect(
    serious.map(
      (violation) => `${name} ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    ),
  ).toEqual([]);
}

test("the plan page, the plan modal and contact sales have no serious accessibility problems", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  // axe runs in the page: the JavaScript project checks (the markup is the same server render).
  test.skip(!javaScriptEnabled, "axe needs JavaScript");
  await page.goto("/pricing?tab=business");
  await expect(page.getByRole("heading", { level: 1, name: "Plans and pricing" })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, "pricing");
  await page.goto("/enterprise");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Please enter your name")).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, "enterprise");
  await page.goto("/?organizationId=your-firm#pricing");
  await expect(page.getByRole("dialog", { name: "Plans and pricing" }).getByTestId("business-price")).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, "pricing-modal");
});

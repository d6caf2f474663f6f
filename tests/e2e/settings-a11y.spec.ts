import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { signUp } from "./support/accounts.ts";
import { addMembership } from "./support/database.ts";

/**
 * The settings dialog's pages have no serious or critical accessibility problems (axe), for a
 * signed-in owner of a firm: General, Account, Security, Organization (also with a form error shown)
 * and the intake page editor.
 * axe runs in the page, so only the JavaScript project checks (the markup is the same server render).
 */

// Its own client address, so the sign-up does not use up the per-client limit of other suites.
test.beforeEach(async ({ page }) => {
  const octet = () => 1 + Math.floor(Math.random() * 250);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` });
});

async function signUpAsOwner(page: Page): Promise<void> {
  const email = `a11y.${randomBytes(4).toString("hex")}@example.test`;
  await signUp(page, email, "Alma Ikeda");
  // The seeded demo firm: the intake page editor is an owner's page of a firm (not a personal organization).
  await addMembership(email, "your-firm", "owner");
}

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

const pages = [
  { path: "/settings/general", heading: "General" },
  { path: "/settings/account", heading: "Account" },
  { path: "/settings/security", heading: "Security" },
  { path: "/settings/organization", heading: "Organization" },
  { path: "/settings/organization/intake", heading: "Intake page" },
] as const;

// The empty create-organization form below is answered as a 400 data request.
test.use({ expectedConsoleErrors: [/status of 400 .*\/settings\/organization\.data/] });

test("the settings pages have no serious or critical accessibility violations", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  test.skip(!javaScriptEnabled, "axe runs in the page: the JavaScript project checks the same server-rendered markup");
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpAsOwner(page);
  for (const { path, heading } of pages) {
    await page.goto(path);
    await expect(
      page.getByRole("dialog", { name: "Settings" }).getByRole("heading", { name: heading, exact: true }),
    ).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, path);
  }
  // A form showing its error (the message tied to the field) is checked too.
  await page.goto("/settings/organization");
  const create = page.getByRole("region", { name: "Create organization" });
  await create.getByRole("button", { name: "Create organization" }).click();
  await expect(create.getByText("Organization name is required")).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, "/settings/organization (create form with an error)");
});

import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { answerUntilContactForm, pdfFile, startIntake } from "./support/intake-journey.ts";

const familyStory = [
  "hello",
  "My wife and I are separating and I'm in Charlotte, NC. We have two kids, ages 6 and 9. We married on June 5, 2016 and separated in March 2025.",
  "My name is Dana Reyes",
  "Maria Reyes",
  "Nothing has been filed yet and there is no court order.",
  "Nothing is urgent right now.",
];

/** Runs the intake until the matter exists (the contact details are what creates it). */
async function reachMatter(page: Page) {
  await startIntake(page);
  const contactForm = await answerUntilContactForm(page, familyStory);
  await contactForm.getByLabel("Email").fill("dana.reyes@example.com");
  await contactForm.getByLabel("Phone").fill("(704) 555-0134");
  await contactForm.getByRole("button", { name: "Share my details" }).click();
  await expect(page.locator("main").getByRole("region", { name: "Matter summary" })).toBeVisible({ timeout: 20_000 });
}

/** axe runs in the page, so it checks the JavaScript project's pages (the markup is the same server render). */
async function expectNoSeriousViolations(page: Page, testInfo: TestInfo, name: string) {
  if (testInfo.project.name !== "javascript") return;
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  await testInfo.attach(`axe-${name}.json`, {
    body: JSON.stringify(serious, null, 2),
    contentType: "application/json",
  });
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path, fullPage: false });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

test.describe("the workspace", () => {
  test("on a desktop: sidebar with Chats and Matter, the right panel, no serious accessibility problems", async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/?organizationId=your-firm");
    const nav = page.getByRole("navigation", { name: "Workspace" });
    await expect(nav.getByRole("link", { name: "Chats" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Matter" })).toHaveAttribute(
      "href",
      "/?organizationId=your-firm&tab=matter",
    );
    await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth?mode=signin");
    const panel = page.getByRole("complementary", { name: "Matter details" });
    await expect(panel.getByRole("link", { name: "Find Lawyer" })).toHaveAttribute(
      "href",
      "/lawyers?organizationId=your-firm",
    );
    await expect(panel.getByRole("heading", { name: "Activity Timeline" })).toBeVisible();
    await panel.getByText("Privacy & Support").click();
    await expect(panel.getByRole("link", { name: /Privacy policy/ })).toHaveAttribute("target", "_blank");
    await expect(panel.getByRole("link", { name: /Help center/ })).toHaveAttribute("href", "/help");
    // The mobile top bar is not part of the desktop layout.
    await expect(page.getByRole("link", { name: "Open menu" })).toBeHidden();
    await expectNoSeriousViolations(page, testInfo, "intake-1280");
    await screenshot(page, testInfo, "workspace-1280");

    await nav.getByRole("link", { name: "Matter" }).click();
    await expect(page).toHaveURL(/tab=matter/);
    await expect(page.getByRole("heading", { name: "No Matter Yet" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Start Chat" })).toHaveAttribute(
      "href",
      "/?organizationId=your-firm#latest",
    );
    await expectNoSeriousViolations(page, testInfo, "matter-empty");
  });

  for (const width of [375, 768]) {
    test(`at ${width} px the sidebar is a drawer that opens and closes`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/?organizationId=your-firm");
      const nav = page.getByRole("navigation", { name: "Workspace" });
      await expect(nav).toBeHidden();
      await expect(page.getByRole("complementary", { name: "Matter details" })).toBeHidden();
      await expect(page.getByRole("link", { name: "Get Plus" })).toHaveAttribute("href", "/pricing#pricing");
      await screenshot(page, testInfo, `workspace-${width}`);

      await page.getByRole("link", { name: "Open menu" }).click();
      await expect(nav).toBeVisible();
      await expect(page.getByRole("link", { name: "Close menu" })).toBeVisible();
      await screenshot(page, testInfo, `drawer-${width}`);
      if (testInfo.project.name === "javascript") {
        await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
        await expect(page.getByRole("link", { name: "Close menu" })).toBeFocused();
        await page.keyboard.press("Escape");
        await expect(nav).toBeHidden();
        await expect(page.getByRole("link", { name: "Open menu" })).toBeFocused();
        await page.getByRole("link", { name: "Open menu" }).click();
        await expect(nav).toBeVisible();
        // The backdrop covers the page beside the drawer.
        await page.mouse.click(width - 10, 400);
        await expect(nav).toBeHidden();
        await page.getByRole("link", { name: "Open menu" }).click();
      } else {
        await expect(page).toHaveURL(/menu=open/);
      }
      await page.getByRole("link", { name: "Close menu" }).click();
      await expect(nav).toBeHidden();
      await expectNoSeriousViolations(page, testInfo, `intake-${width}`);
    });
  }

  test("the matter panel and the activity timeline follow the conversation", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await reachMatter(page);
    const timeline = page.getByTestId("activity-timeline");
    await expect(timeline.locator('li[data-event-type="session_started"]')).toBeVisible();
    await expect(timeline.locator('li[data-event-type="contact_info_provided"]')).toBeVisible();
    await expect(timeline.locator('li[data-event-type="matter_created"]')).toContainText("Just now");

    const nav = page.getByRole("navigation", { name: "Workspace" });
    await expect(nav.locator("[data-matter-dot]")).toHaveAttribute("data-matter-dot", "incomplete");
    await nav.getByRole("link", { name: "Matter" }).click();
    const main = page.locator("main");
    await expect(main.getByRole("heading", { name: "Matter Summary" })).toBeVisible();
    await expect(main).toContainText(/YF-\d{4}-\d{4}/);
    await expect(main).toContainText("Family");
    await expect(main.locator("[data-matter-status]")).toHaveText("Incomplete");
    const documents = main.getByRole("region", { name: "Suggested Documents" });
    await expect(documents.getByText("Required").first()).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, "matter-panel");
    await screenshot(page, testInfo, "matter-panel-1280");

    // Uploading from the panel updates the matter (and its timeline) like the chat's checklist does.
    const first = documents.locator("li").first();
    const name = (await first.locator("span.font-medium").textContent()) ?? "";
    await first.locator('input[type="file"]').setInputFiles(pdfFile("document.pdf"));
    await first.getByRole("button", { name: "Upload" }).click();
    await expect(page).toHaveURL(/tab=matter/);
    // The document is 'Processing' while its file is read; a reload shows it done (without
    // JavaScript nothing refreshes by itself).
    await expect(async () => {
      await page.reload();
      await expect(documents.locator("li").filter({ hasText: name })).toHaveCount(0, { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(timeline.locator('li[data-event-type="document_added"]').first()).toBeVisible();

    await main.getByRole("link", { name: "View in Chat" }).last().click();
    await expect(page.locator('li[data-role="user"]').filter({ hasText: "Charlotte, NC" })).toBeVisible();
  });
});

test.describe("help, legal pages and bug reports", () => {
  test("a bug report is checked, sent and confirmed", async ({ page }, testInfo) => {
    await page.goto("/help?organizationId=your-firm");
    await expect(page.getByRole("heading", { level: 1, name: "Help center" })).toBeVisible();
    await expect(page.getByText("contact Your Firm directly")).toBeVisible();
    await page.getByRole("link", { name: "Report a bug" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Report a bug" })).toBeVisible();

    await page.getByLabel("What went wrong?").fill("Bad");
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByText("Please describe the problem in a few words (at least 5 characters).")).toBeVisible();
    await expect(page.getByText("Please describe what happened.")).toBeVisible();
    await expect(page.getByLabel("What went wrong?")).toHaveValue("Bad");

    await page.getByLabel("What went wrong?").fill("The Matter tab shows an old summary");
    await page
      .getByLabel("What happened, step by step, and what you expected")
      .fill("I answered two more questions, opened the Matter tab and the summary had not changed.");
    await page.getByLabel(/Your e-mail/).fill("reporter@example.com");
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Thank you, your report was sent" })).toBeVisible();
    await expect(page.locator('[data-toast-type="success"]')).toContainText("Bug report sent");
    await screenshot(page, testInfo, "report-bug-sent");
  });

  test("the terms and privacy pages name the firm", async ({ page }) => {
    await page.goto("/terms?organizationId=your-firm");
    await expect(page.getByRole("heading", { level: 1, name: "Terms of use" })).toBeVisible();
    await expect(page.getByText("on behalf of Your Firm")).toBeVisible();
    await page.goto("/privacy?organizationId=your-firm&lng=de");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();
    await expect(page.getByText("Diese Seite ist nur auf Englisch verfügbar.")).toBeVisible();
  });
});

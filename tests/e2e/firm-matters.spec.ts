import { randomBytes } from "node:crypto";
import { expect, test } from "./fixtures.ts";
import { addMembership, markOnboarded } from "./support/database.ts";
import { answerUntilContactForm, say, startIntake } from "./support/intake-journey.ts";

/**
 * The firm's side, with JavaScript on and off: a visitor creates a matter on the intake page; an
 * attorney of that firm signs in, finds it in the matter list, reads the transcript and marks it
 * reviewed.
 */
const password = "Sturdy-Pass1";
const story = [
  "My landlord kept my whole security deposit after I moved out of my apartment in Charlotte, NC in April 2025.",
  "My name is Jordan Ellis",
  "Acme Realty LLC",
  "Nothing has been filed yet.",
  "Nothing is urgent right now.",
];


test.describe("the firm's matters", () => {
  test.describe.configure({ timeout: 150_000 });

  test("an attorney opens a matter a visitor created on the intake page and marks it reviewed", async ({ page, browser }) => {
    // The visitor, in a browser of their own.
    await startIntake(page);
    await say(page, story[0]!);
    const contactForm = await answerUntilContactForm(page, story.slice(1));
    await contactForm.getByLabel("Full name").fill("Jordan Ellis");
    await contactForm.getByLabel("Email").fill("jordan.ellis@example.com");
    await contactForm.getByLabel("Phone").fill("(704) 555-0188");
    await contactForm.getByRole("button", { name: "Share my details" }).click();
    const canvas = page.getByRole("region", { name: "Matter summary" });
    await expect(canvas).toBeVisible({ timeout: 20_000 });
    const matterNumber = /YF-\d{4}-\d{4}/.exec((await canvas.textContent()) ?? "")?.[0];
    expect(matterNumber).toBeTruthy();

    // The attorney: an account of their own, made a member of the firm.
    const context = await browser.newContext({ javaScriptEnabled: test.info().project.use.javaScriptEnabled !== false });
    const attorney = await context.newPage();
    const octet = () => 1 + Math.floor(Math.random() * 250);
    await attorney.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` });
    // As the fixture does for the main page: a page answered with 400 on purpose (a form with a
    // mistake, JavaScript off) is reported as a failed load of the document itself; anything else counts.
    const errors: string[] = [];
    const documentUrls = new Set<string>();
    attorney.on("framenavigated", (frame) => documentUrls.add(frame.url()));
    attorney.on("console", (message) => {
      if (message.type() !== "error") return;
      if (message.text().startsWith("Failed to load resource") && documentUrls.has(message.location().url)) return;
      errors.push(`${message.text()} (${message.location().url})`);
    });
    attorney.on("pageerror", (error) => errors.push(error.message));
    const email = `ada.attorney.${randomBytes(4).toString("hex")}@example.test`;
    await attorney.goto("/auth?mode=signup");
    await attorney.getByLabel("Full name").fill("Ada Attorney");
    await attorney.getByLabel("Email").fill(email);
    await attorney.getByLabel("Password", { exact: true }).fill(password);
    await attorney.getByLabel("Confirm password").fill(password);
    await attorney.getByRole("checkbox", { name: /I agree to the/ }).check();
    await attorney.getByRole("button", { name: "Create account" }).click();
    await expect(attorney).toHaveURL(/\/onboarding$/);
    await addMembership(email, "your-firm", "attorney");
    // The attorney finished onboarding that day; signing up left a session, and they start signed
    // out, as on another day.
    await markOnboarded(email);
    await context.clearCookies();

    await attorney.goto("/matters");
    await expect(attorney).toHaveURL(/\/auth\?mode=signin&redirectTo=%2Fmatters$/);
    await attorney.getByLabel("Email").fill(email);
    await attorney.getByLabel("Password", { exact: true }).fill(password);
    await attorney.getByRole("button", { name: "Sign in" }).click();
    await expect(attorney).toHaveURL(/\/org\/[0-9a-f-]{36}\/matters$/);
    await expect(attorney.getByRole("heading", { name: "Matters", level: 1 })).toBeVisible();

    // Find it with the filter form (a plain GET form), then open it.
    await attorney.getByLabel("Search").fill(matterNumber!);
    await attorney.getByRole("button", { name: "Apply filters" }).click();
    await expect(attorney).toHaveURL(new RegExp(`[?&]q=${matterNumber}`));
    await expect(attorney.getByRole("status").filter({ hasText: /^1 matter$/ })).toBeVisible();
    await attorney.getByRole("link", { name: matterNumber! }).click();

    await expect(attorney.getByRole("heading", { name: `Matter ${matterNumber}`, level: 1 })).toBeVisible();
    // The transcript is folded under the summary (issue 19).
    await attorney.getByText(/^Conversation transcript \(\d+ messages\)$/).click();
    const transcript = attorney.getByRole("list", { name: "Conversation transcript" });
    await expect(transcript.locator('li[data-role="user"]').first()).toContainText("My landlord kept my whole security deposit");
    await expect(transcript.locator('li[data-role="assistant"]').first()).toBeVisible();
    await expect(attorney.getByRole("region", { name: "Contact details" })).toContainText("jordan.ellis@example.com");

    await attorney.getByRole("button", { name: "Mark reviewed" }).click();
    await expect(attorney.getByRole("status").filter({ hasText: "Matter marked reviewed" })).toBeVisible();
    await expect(attorney.getByRole("region", { name: "Review" })).toContainText("Reviewed by Ada Attorney");
    await expect(attorney.getByRole("button", { name: "Mark reviewed" })).toHaveCount(0);
    await expect(attorney.getByRole("list", { name: "Activity" }).locator('li[data-event-type="matter_reviewed"]')).toContainText("Matter reviewed");

    // An internal note, and a status change whose missing title is caught and whose note survives.
    const notes = attorney.getByRole("region", { name: "Internal notes" });
    await notes.getByLabel("New note").fill("Ask for the move-out inspection photos.");
    await notes.getByRole("button", { name: "Add note" }).click();
    await expect(attorney.getByRole("status").filter({ hasText: "Note added" })).toBeVisible();
    await expect(attorney.getByRole("region", { name: "Internal notes" }).getByRole("listitem")).toContainText("Ask for the move-out inspection photos.");
    const status = attorney.getByRole("region", { name: "Status" });
    await status.getByLabel("New status").selectOption("closed");
    await status.getByRole("button", { name: "Change status" }).click();
    await expect(attorney.getByText("Title is required")).toBeVisible();
    await attorney.getByRole("region", { name: "Status" }).getByLabel("Title").fill("Referred to a landlord-tenant specialist");
    await attorney.getByRole("region", { name: "Status" }).getByLabel("New status").selectOption("closed");
    await attorney.getByRole("region", { name: "Status" }).getByRole("button", { name: "Change status" }).click();
    await expect(attorney.getByRole("status").filter({ hasText: "Status changed" })).toBeVisible();
    await expect(attorney.getByRole("main").locator("header")).toContainText("Closed");
    await expect(attorney.getByRole("main").locator("header")).toContainText("Referred to a landlord-tenant specialist");

    // The visitor's own timeline does not show the firm's work.
    await page.reload();
    await expect(page.getByText("Matter reviewed")).toHaveCount(0);
    await expect(page.getByText("move-out inspection photos")).toHaveCount(0);
    expect(errors, "errors in the attorney's browser console").toEqual([]);
    await context.close();
  });
});

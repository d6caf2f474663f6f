import { randomBytes } from "node:crypto";
import { type Browser, type BrowserContextOptions, expect, type Page } from "@playwright/test";
import { password, signUp } from "./accounts.ts";
import { addMembership, markOnboarded } from "./database.ts";
import { answerUntilContactForm, say, startIntake } from "./intake-journey.ts";

/** A visitor's security-deposit story, told on the firm's intake page. */
const story = [
  "My landlord kept my whole security deposit after I moved out of my apartment in Charlotte, NC in April 2025.",
  "My name is Jordan Ellis",
  "Acme Realty LLC",
  "Nothing has been filed yet.",
  "Nothing is urgent right now.",
];

/** A visitor tells the story, shares their details and sees the matter summary; returns its number. */
export async function visitorCreatesMatter(page: Page, email: string): Promise<string> {
  await startIntake(page);
  await say(page, story[0] ?? "");
  const contactForm = await answerUntilContactForm(page, story.slice(1));
  await contactForm.getByLabel("Full name").fill("Jordan Ellis");
  await contactForm.getByLabel("Email").fill(email);
  await contactForm.getByLabel("Phone").fill("(704) 555-0188");
  await contactForm.getByRole("button", { name: "Share my details" }).click();
  const canvas = page.getByRole("region", { name: "Matter summary" });
  await expect(canvas).toBeVisible({ timeout: 20_000 });
  const matterNumber = /YF-\d{4}-\d{4}/.exec((await canvas.textContent()) ?? "")?.[0];
  expect(matterNumber).toBeTruthy();
  return matterNumber ?? "";
}

/**
 * An attorney in a browser of their own: signs up, is made an attorney of the demo firm, finished
 * onboarding that day and starts signed out (as on another day), then signs in from /matters and
 * lands on the firm's matter list. `errors` collects their console errors; as the fixture does
 * for the main page, a document answered with 400 on purpose (JavaScript off) does not count.
 */
export async function attorneySignsIn(
  browser: Browser,
  options: Pick<BrowserContextOptions, "javaScriptEnabled" | "viewport">,
) {
  const context = await browser.newContext(options);
  const attorney = await context.newPage();
  const octet = () => 1 + Math.floor(Math.random() * 250);
  await attorney.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` });
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
  await signUp(attorney, email, "Ada Attorney", { onboarded: false });
  await addMembership(email, "your-firm", "attorney");
  await markOnboarded(email);
  await context.clearCookies();
  await attorney.goto("/matters");
  await expect(attorney).toHaveURL(/\/auth\?mode=signin&redirectTo=%2Fmatters$/);
  await attorney.getByLabel("Email").fill(email);
  await attorney.getByLabel("Password", { exact: true }).fill(password);
  await attorney.getByRole("button", { name: "Sign in" }).click();
  await expect(attorney).toHaveURL(/\/org\/[0-9a-f-]{36}\/matters$/);
  return { context, attorney, errors };
}

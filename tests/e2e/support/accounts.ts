import { expect, type Page } from "@playwright/test";
import { markOnboarded } from "./database.ts";

/** A password the sign-up rules accept. */
export const password = "Sturdy-Pass1";

/**
 * Signs up through the /auth form (JavaScript on or off); onboarding opens at once. Unless told
 * otherwise the user is then marked onboarded (as if they had finished it), so the first-login
 * check lets them on to the page the test is about. `baseUrl` signs up on another server than the
 * shared one (its database is then the caller's to update).
 */
export async function signUp(
  page: Page,
  email: string,
  name = "Maria Lopez",
  { onboarded = true, baseUrl = "" }: { onboarded?: boolean; baseUrl?: string } = {},
) {
  await page.goto(`${baseUrl}/auth?mode=signup`);
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  if (onboarded) await markOnboarded(email);
}

import { expect, type Page } from "@playwright/test";

/** A password the sign-up rules accept. */
export const password = "Sturdy-Pass1";

/** Signs up through the /auth form (JavaScript on or off) and lands on the onboarding stop. */
export async function signUp(page: Page, email: string, name = "Maria Lopez") {
  await page.goto("/auth?mode=signup");
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signin&onboarding=true$/);
}

import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** Accounts in the browser, with JavaScript on and off (the two Playwright projects). */
const password = "Sturdy-Pass1";

function uniqueEmail(label: string) {
  return `${label}.${randomBytes(4).toString("hex")}@example.test`;
}

async function currentUser(page: Page): Promise<{ email: string; name: string } | null> {
  const response = await page.request.get("/api/auth/get-session");
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { user: { email: string; name: string } } | null };
  return body.data?.user ?? null;
}

async function signUp(page: Page, fields: { name: string; email: string }) {
  await page.goto("/auth?mode=signup");
  await expect(page).toHaveTitle("Create your account - Parley");
  await page.getByLabel("Full name").fill(fields.name);
  await page.getByLabel("Email").fill(fields.email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  await page.getByRole("button", { name: "Create account" }).click();
}

test.describe("accounts", () => {
  test("sign up, sign out, sign in", async ({ page }) => {
    const email = uniqueEmail("maria");
    await signUp(page, { name: "Maria Lopez", email });
    // Onboarding opens at once (spec §2).
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole("heading", { name: "Tell us about yourself" })).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue("Maria Lopez");
    await expect(page.getByText(`We sent a link to ${email} to verify your address.`)).toBeVisible();
    expect(await currentUser(page)).toMatchObject({ email, name: "Maria Lopez" });

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/\?organizationId=your-firm$/);
    expect(await currentUser(page)).toBeNull();

    await page.goto("/auth?mode=signin");
    await expect(page).toHaveTitle("Sign in - Parley");
    await page.getByLabel("Email").fill(email.toUpperCase());
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    // Onboarding is not completed yet: the first-login stop opens it (spec §2).
    await expect(page).toHaveURL(/\/onboarding$/);
    expect(await currentUser(page)).toMatchObject({ email });

    // Signed in, /auth sends the user on: to onboarding while it is not done.
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test.describe("failures", () => {
    // With JavaScript the action's 401 and 404 answers arrive as data requests, which Chromium logs.
    test.use({ expectedConsoleErrors: [/status of 40[14] .*\(http:\/\/localhost:\d+\/auth\.data\?mode=signin\)$/] });

    test("the spec's messages: mismatched passwords, missing terms, a wrong password, an unknown address", async ({
      page,
    }) => {
      await page.goto("/auth?mode=signup");
      await page.getByLabel("Email").fill(uniqueEmail("mismatch"));
      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByLabel("Confirm password").fill("Sturdy-Pass2");
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page.getByText("Passwords do not match")).toBeVisible();
      await expect(page.getByText("You must agree to the terms")).toBeVisible();

      const email = uniqueEmail("wrong");
      await signUp(page, { name: "", email });
      await expect(page.getByLabel("Full name")).toHaveValue(email.split("@")[0]!);
      await page.getByRole("button", { name: "Sign out" }).click();
      await expect(page).toHaveURL(/organizationId=your-firm/);

      await page.goto("/auth?mode=signin");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password", { exact: true }).fill("Wrong-Pass1");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
      await expect(page.getByLabel("Email")).toHaveValue(email);

      const nobody = uniqueEmail("nobody");
      await page.getByLabel("Email").fill(nobody);
      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByLabel("Email")).toHaveValue(nobody);
      // An unknown address gets the wrong password's answer: nothing tells a stranger which addresses have accounts (ADR 0052).
      await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
      await expect(page.getByText("No account found")).toHaveCount(0);
      expect(await currentUser(page)).toBeNull();
    });
  });

  test("the toggle switches mode and clears the fields and messages; back to home", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await page.getByLabel("Email").fill("someone@example.test");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Password is required")).toBeVisible();
    await page.getByRole("link", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/mode=signup/);
    await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("");
    await expect(page.getByText("Password is required")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    await expect(page.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await page.getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/mode=signin/);
    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/\?organizationId=your-firm$/);
  });

  test("sign in with Google through the local OAuth server", async ({ page }) => {
    await page.goto("/auth?mode=signin");
    await page.getByRole("link", { name: "Continue with Google" }).click();
    // A new Google user is sent to onboarding first.
    await expect(page).toHaveURL(/\/onboarding$/);
    expect(await currentUser(page)).toMatchObject({ email: "grace.google@example.test", name: "Grace Google" });
    const organizations = await (await page.request.get("/api/organizations/me")).json();
    expect(organizations.data).toEqual([expect.objectContaining({ isPersonal: true, role: "owner" })]);
  });
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the meter updates as the user types");

  test("the password strength meter follows what is typed", async ({ page }) => {
    await page.goto("/auth?mode=signup");
    const field = page.getByLabel("Password", { exact: true });
    await field.fill("abc");
    await expect(page.getByText("Password strength: Very weak")).toBeVisible();
    await field.fill("abcdefgh");
    await expect(page.getByText("Password strength: Weak")).toBeVisible();
    await field.fill("abcdefgH");
    await expect(page.getByText("Password strength: Good")).toBeVisible();
    await field.fill("abcdeH1!");
    await expect(page.getByText("Password strength: Strong")).toBeVisible();
  });
});

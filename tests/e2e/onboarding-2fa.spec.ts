import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { password, signUp } from "./support/accounts.ts";
import { totpCode } from "./support/totp.ts";

/** Onboarding, two-factor and the security page in the browser, with JavaScript on and off. */

function uniqueEmail(label: string) {
  return `${label}.${randomBytes(4).toString("hex")}@example.test`;
}

async function signIn(page: Page, email: string, withPassword = password) {
  await page.goto("/auth?mode=signin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(withPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("sign up, then onboarding at once: personal info, use case, welcome tips", async ({ page, javaScriptEnabled }) => {
  await signUp(page, uniqueEmail("onboard"), "Maria Lopez", { onboarded: false });
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole("heading", { name: "Tell us about yourself" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
  await expect(page.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");

  await page.getByLabel("Full name").fill("M");
  await page.getByLabel("Birthday").fill("12/31/2999");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Birthday cannot be in the future")).toBeVisible();
  await expect(page.getByText("You must agree to the terms")).toBeVisible();

  await page.getByLabel("Full name").fill("Maria P. Lopez");
  await page.getByLabel("Birthday").fill("04/15/1990");
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "What brings you to Parley?" })).toBeVisible();
  await page.getByRole("radio", { name: "Other" }).check();
  await page.getByLabel("Tell us more").fill("  A landlord dispute  ");
  await page.getByRole("button", { name: "Next" }).click();
  if (javaScriptEnabled) {
    // With JavaScript the tips open as the welcome dialog over the next page, once per browser.
    await expect(page).toHaveURL(/\/(\?.*)?$/);
    const dialog = page.getByRole("dialog", { name: "Welcome, Maria P. Lopez!" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Onboarding Complete!")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("onboardingCompleted"))).toBe("true");
    await dialog.getByRole("button", { name: "Get started" }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("onboardingCheckDone"))).toBe("true");
  } else {
    await expect(page).toHaveURL(/\/onboarding\?step=done$/);
    await expect(page.getByText("Onboarding Complete!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Welcome, Maria P. Lopez!" })).toBeVisible();
    await page.getByRole("link", { name: "Get started" }).click();
    await expect(page).toHaveURL(/\/(\?.*)?$/);
  }
  // Onboarding is done: the first-login check lets every page open, and the tips are not shown again.
  await page.goto("/settings/security");
  await expect(page.getByRole("heading", { name: "Security" })).toBeVisible();
  await page.getByRole("navigation").getByRole("link", { name: "Notifications", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Notifications" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Welcome, Maria P. Lopez!" })).toHaveCount(0);
});

test("the first-login check: a page opened before onboarding is done leads to onboarding, then back there", async ({
  page,
  javaScriptEnabled,
}) => {
  await signUp(page, uniqueEmail("first"), "Maria Lopez", { onboarded: false });
  await page.goto("/settings/notifications");
  await expect(page).toHaveURL(/\/onboarding\?redirectTo=%2Fsettings%2Fnotifications$/);
  await expect(page.getByRole("heading", { name: "Tell us about yourself" })).toBeVisible();
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Skip" }).click();
  if (!javaScriptEnabled) {
    await expect(page).toHaveURL(/\/onboarding\?step=done&redirectTo=%2Fsettings%2Fnotifications$/);
    await page.getByRole("link", { name: "Get started" }).click();
  }
  await expect(page).toHaveURL(/\/settings\/notifications$/);
  await expect(page.getByRole("heading", { name: "Notifications" })).toBeVisible();
});

test("Get started closes the welcome dialog for good, even just after the next page arrived", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "the dialog is the JavaScript path; without it the tips are a page");
  // The dialog's 500 ms delay runs on a clock the test holds, so the order of events is fixed.
  await page.clock.install();
  await signUp(page, uniqueEmail("welcome"), "Maria Lopez", { onboarded: false });
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  // A slow connection: the next page's data arrives only after the dialog has opened over the tips.
  let deliver = () => {};
  const delivered = new Promise<void>((resolve) => {
    deliver = resolve;
  });
  await page.route(/\/_\.data/, async (route) => {
    await delivered;
    await route.continue();
  });
  await page.getByRole("button", { name: "Skip" }).click();
  const welcome = page.getByRole("dialog", { name: "Welcome, Maria Lopez!" });
  await expect(welcome).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\?step=done$/);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  deliver();
  await expect(page).toHaveURL(/\/(\?organizationId=your-firm)?$/);
  // The user closes it at once, before the new page's own delay has run out.
  await welcome.getByRole("button", { name: "Get started" }).click();
  await expect(welcome).toBeHidden();
  await page.clock.runFor(2_000);
  // Two turns of the page's task queue: any update the delay's end scheduled has been drawn.
  for (let turn = 0; turn < 2; turn++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
  await expect(welcome).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("onboardingCheckDone"))).toBe("true");
});

test("Skip completes onboarding without a use case", async ({ page }) => {
  await signUp(page, uniqueEmail("skip"), "Maria Lopez", { onboarded: false });
  await page.goto("/onboarding");
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Skip" }).click();
  await expect(page.getByText("Onboarding Complete!")).toBeVisible();
});

test("enroll two-factor with a code from the secret on the page, then sign in again with a code", async ({ page }) => {
  const email = uniqueEmail("mfa");
  await signUp(page, email);
  await page.goto("/settings/security");
  await page.getByRole("link", { name: "Enable two-factor" }).click();
  await expect(page).toHaveURL(/\/settings\/mfa-enrollment$/);
  await expect(page.getByRole("link", { name: "Open in authenticator app" })).toHaveAttribute(
    "href",
    /^otpauth:\/\/totp\//,
  );
  const secret = (await page.getByTestId("mfa-secret").textContent())!.trim();
  const code = (offsetSteps = 0) => totpCode(secret, offsetSteps);
  await page.getByLabel("6-digit code").fill(code());
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Recovery codes" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);

  await page.goto("/settings/security");
  await expect(page.getByText(/^On\. 10 recovery codes left\.$/)).toBeVisible();
  await page.getByRole("button", { name: "Sign out of this device" }).click();
  await expect(page).toHaveURL(/\/(\?.*)?$/);

  await signIn(page, email);
  await expect(page).toHaveURL(/\/auth\/two-factor$/);
  await page.goto("/settings/security");
  await expect(page).toHaveURL(/\/auth\?mode=signin/);
  await page.goto("/auth/two-factor");
  await page.getByRole("textbox", { name: "Code" }).fill(code(1));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).not.toHaveURL(/two-factor/);
  await page.goto("/settings/security");
  await expect(page.getByRole("heading", { name: "Security" })).toBeVisible();
});

test("a code typed before the enrolment page has its script still verifies", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "without JavaScript there is no hydration to wait for");
  await signUp(page, uniqueEmail("mfa-early"));
  // The page's script is held back until the code is in the field, as on a slow connection (or a
  // busy machine) where the visitor types before the page has hydrated.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/mfa-enrollment-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/settings/mfa-enrollment", { waitUntil: "commit" });
  const secret = (await page.getByTestId("mfa-secret").textContent())!.trim();
  const code = totpCode(secret);
  const field = page.getByLabel("6-digit code");
  await field.fill(code);
  await expect(page.getByRole("button", { name: "Copy secret" })).toHaveCount(0);
  release();
  // Hydrated: the copy button is drawn only then. The code typed earlier is still there and counts.
  await expect(page.getByRole("button", { name: "Copy secret" })).toBeVisible();
  await expect(field).toHaveValue(code);
  await expect(page.getByRole("button", { name: "Verify" })).toBeEnabled();
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
});

test("change the password on the security page", async ({ page }) => {
  const email = uniqueEmail("password");
  await signUp(page, email);
  await page.goto("/settings/security");
  await page.getByLabel("Current password").fill(password);
  await page.getByLabel("New password", { exact: true }).fill("Another-Pass2");
  await page.getByLabel("Confirm new password").fill("Another-Pass3");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password mismatch")).toBeVisible();

  await page.getByLabel("Current password").fill(password);
  await page.getByLabel("New password", { exact: true }).fill("Another-Pass2");
  await page.getByLabel("Confirm new password").fill("Another-Pass2");
  await page.getByRole("checkbox", { name: "Sign out of all other devices" }).check();
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed")).toBeVisible();

  await page.getByRole("button", { name: "Sign out of this device" }).click();
  await signIn(page, email, "Another-Pass2");
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  await page.goto("/settings/security");
  await expect(page.getByRole("heading", { name: "Security" })).toBeVisible();
});

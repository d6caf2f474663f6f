import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { password, signUp } from "./support/accounts.ts";
import { totpCode } from "./support/totp.ts";

/** The settings dialog in the browser, with JavaScript on and off (the two Playwright projects). */

function uniqueEmail(label: string) {
  return `${label}.${randomBytes(4).toString("hex")}@example.test`;
}

async function signUpAndOnboard(page: Page, email: string, javaScriptEnabled: boolean) {
  await signUp(page, email, "Maria Lopez", { onboarded: false });
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Skip" }).click();
  if (javaScriptEnabled) {
    // The welcome tips open as a dialog over the next page; closing it records them as seen.
    const welcome = page.getByRole("dialog", { name: "Welcome, Maria Lopez!" });
    await expect(welcome.getByText("Onboarding Complete!")).toBeVisible();
    await welcome.getByRole("button", { name: "Get started" }).click();
    await expect(welcome).toBeHidden();
  } else {
    await expect(page.getByText("Onboarding Complete!")).toBeVisible();
  }
}

/** Changes a settings field and saves: on change with JavaScript (a fetcher post), with the Save button without. */
async function change(page: Page, javaScriptEnabled: boolean, edit: () => Promise<unknown>, saveLabel = "Save") {
  if (javaScriptEnabled) {
    const saved = page.waitForResponse(
      (response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/settings"),
    );
    await edit();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole("status").filter({ hasText: /^(Saved|Gespeichert)$/ })).toBeVisible();
  } else {
    await edit();
    // The form posts and the page comes back (post/redirect/get): wait for both before the next
    // step, or a reload would race the navigation still under way.
    const saved = page.waitForResponse(
      (response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/settings"),
    );
    const loaded = page.waitForEvent("load");
    await page.getByRole("button", { name: saveLabel }).click();
    expect((await saved).status()).toBeLessThan(400);
    await loaded;
  }
}

test("sign up, onboard, change theme, accent and language, enrol two-factor, sign out, sign in again with a code", async ({
  page,
  javaScriptEnabled,
}) => {
  const email = uniqueEmail("settings");
  await signUpAndOnboard(page, email, javaScriptEnabled);

  // Bare /settings on a desktop: the dialog with General.
  await page.goto("/settings");
  const dialog = page.getByRole("dialog", { name: "Settings" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "General" })).toBeVisible();
  for (const section of ["General", "Notifications", "Account", "Organization", "Security", "Help"]) {
    await expect(dialog.getByRole("navigation").getByRole("link", { name: section, exact: true })).toBeVisible();
  }
  await expect(dialog.getByRole("link", { name: "Organization", exact: true })).toHaveAttribute(
    "href",
    "/settings/organization",
  );

  await change(page, javaScriptEnabled, () => dialog.getByRole("radio", { name: "Dark" }).check());
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await change(page, javaScriptEnabled, () => page.getByLabel("Accent color").selectOption("purple"));
  await expect(page.locator("html")).toHaveAttribute("data-accent", "purple");

  if (javaScriptEnabled) {
    // The stored preference wins over what this device remembered, before first paint.
    await page.evaluate(() => localStorage.setItem("theme", "light"));
  }
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(page.getByRole("radio", { name: "Dark" })).toBeChecked();

  // The interface language: the whole interface follows.
  await change(page, javaScriptEnabled, () => page.getByLabel("Interface language").selectOption("de"));
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(
    page.getByRole("dialog", { name: "Einstellungen" }).getByRole("heading", { name: "Allgemein" }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Allgemein" })).toBeVisible();
  await change(
    page,
    javaScriptEnabled,
    () => page.getByLabel("Sprache der Oberfläche").selectOption("en"),
    "Speichern",
  );
  await expect(page.getByRole("heading", { name: "General" })).toBeVisible();

  // Two-factor from the Security section: a real QR code, then a code computed from the secret.
  await page.getByRole("navigation").getByRole("link", { name: "Security", exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/security$/);
  await page.getByRole("link", { name: "Enable two-factor" }).click();
  await expect(page).toHaveURL(/\/settings\/mfa-enrollment$/);
  const qr = page.getByRole("img", { name: /QR code/ });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
  if (javaScriptEnabled) expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const secret = (await page.getByTestId("mfa-secret").textContent())!.trim();
  const code = (offsetSteps = 0) => totpCode(secret, offsetSteps);
  await page.getByLabel("6-digit code").fill(code());
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Recovery codes" })).toBeVisible();

  // Sign Out from the section list: the session ends, the signed-in keys leave local storage.
  if (javaScriptEnabled)
    await page.evaluate(() =>
      ["onboardingCompleted", "cartData", "cartPreferences"].forEach((key) => localStorage.setItem(key, "x")),
    );
  await page.getByRole("navigation").getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/(\?organizationId=your-firm)?$/);
  expect(((await (await page.request.get("/api/auth/get-session")).json()) as { data: unknown }).data).toBeNull();
  if (javaScriptEnabled) {
    expect(
      await page.evaluate(() => [
        localStorage.getItem("onboardingCompleted"),
        localStorage.getItem("cartData"),
        localStorage.getItem("cartPreferences"),
      ]),
    ).toEqual([null, null, null]);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  }

  await page.goto("/auth?mode=signin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/auth\/two-factor$/);
  await page.getByRole("textbox", { name: "Code" }).fill(code(1));
  await page.getByRole("button", { name: "Verify" }).click();
  // Onboarding is done: straight to the site root.
  await expect(page).toHaveURL(/\/(\?organizationId=your-firm)?$/);
  await page.goto("/settings/security");
  await expect(page.getByText(/^On\. \d+ recovery codes? left\.$/)).toBeVisible();
});

test("notifications and account settings save, and closing goes home", async ({ page, javaScriptEnabled }) => {
  await signUpAndOnboard(page, uniqueEmail("sections"), javaScriptEnabled);
  await page.goto("/settings/notifications");
  const tasksEmail = page.getByRole("group", { name: "Tasks" }).getByRole("checkbox", { name: "E-mail" });
  await expect(tasksEmail).toBeChecked();
  await change(page, javaScriptEnabled, () => tasksEmail.uncheck());
  await page.reload();
  await expect(page.getByRole("group", { name: "Tasks" }).getByRole("checkbox", { name: "E-mail" })).not.toBeChecked();
  await expect(
    page.getByRole("group", { name: "Responses" }).getByRole("checkbox", { name: "Push notifications" }),
  ).toBeChecked();

  await page.getByRole("navigation").getByRole("link", { name: "Account", exact: true }).click();
  await expect(page.getByTestId("current-plan")).toHaveText("Free");
  await expect(page.getByRole("link", { name: "Upgrade Plan" })).toHaveAttribute("href", "/pricing#pricing");
  await page.getByLabel("LinkedIn profile URL").fill("https://example.com/maria");
  await page.getByRole("button", { name: "Save profiles" }).click();
  await expect(page.getByText("Please enter a valid URL on linkedin.com.")).toBeVisible();
  await page.getByLabel("LinkedIn profile URL").fill("https://www.linkedin.com/in/maria-lopez");
  await page.getByRole("button", { name: "Save profiles" }).click();
  await expect(page.getByText("Profiles saved")).toBeVisible();
  await expect(page.getByLabel("LinkedIn profile URL")).toHaveValue("https://www.linkedin.com/in/maria-lopez");

  // A domain: the spec's messages, then pending with the exact TXT record to publish.
  if (javaScriptEnabled) {
    await page.getByLabel("Domain for your links").selectOption("__new");
    await expect(page.getByRole("dialog", { name: "Verify a new domain" })).toBeVisible();
  }
  await page.getByLabel("Domain", { exact: true }).fill("not a domain");
  await page.getByRole("button", { name: "Add domain" }).click();
  await expect(
    page
      .getByText("Domain cannot have leading or trailing spaces")
      .or(page.getByText("Please enter a valid domain format (e.g., example.com)")),
  ).toBeVisible();
  await page.getByLabel("Domain", { exact: true }).fill("Maria-Law.Example");
  await page.getByLabel("Domain", { exact: true }).press("Enter");
  const domain = page.getByTestId("link-domain");
  await expect(domain).toContainText("maria-law.example");
  await expect(domain.getByText(/^parley-verification=[0-9a-f]{32}$/)).toBeVisible();
  await expect(domain.getByRole("button", { name: "Re-check" })).toBeVisible();

  // Help: external links in new tabs, internal ones in the app.
  await page.getByRole("navigation").getByRole("link", { name: "Help", exact: true }).click();
  await expect(page.getByRole("link", { name: /Release notes/ })).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("link", { name: /Release notes/ })).toHaveAttribute("rel", /noopener/);
  await expect(page.getByRole("link", { name: "Report a bug" })).toHaveAttribute("href", "/report-bug");
  await expect(page.getByRole("link", { name: "Keyboard shortcuts" })).toHaveAttribute("href", "/keyboard-shortcuts");

  if (javaScriptEnabled) {
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/(\?organizationId=your-firm)?$/);
    await page.goto("/settings/help");
    await page.getByTestId("settings-backdrop").click({ position: { x: 5, y: 5 } });
    await expect(page).toHaveURL(/\/(\?organizationId=your-firm)?$/);
  } else {
    await page.getByRole("link", { name: "Close settings" }).click();
    await expect(page).toHaveURL(/\/(\?organizationId=your-firm)?$/);
  }
});

test("on a phone, bare /settings shows the section list; a section shows only itself", async ({
  page,
  javaScriptEnabled,
}) => {
  await signUpAndOnboard(page, uniqueEmail("phone"), javaScriptEnabled);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/settings");
  await expect(page.getByRole("navigation").getByRole("link", { name: "Notifications", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "General" })).toBeHidden();
  await page.getByRole("navigation").getByRole("link", { name: "Security", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Security" })).toBeVisible();
  await expect(page.getByRole("navigation")).toBeHidden();
  await page.getByRole("link", { name: "All settings" }).click();
  await expect(page.getByRole("navigation").getByRole("link", { name: "General", exact: true })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole("heading", { name: "General" })).toBeVisible();
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "saving on change is the JavaScript enhancement");
  // The aborted request is logged by Chromium.
  test.use({ expectedConsoleErrors: [/net::ERR_FAILED|Failed to load resource/] });

  test("a save that fails shows the error toast and puts the value back", async ({ page }) => {
    await signUpAndOnboard(page, uniqueEmail("revert"), true);
    await page.goto("/settings/general");
    await expect(page.getByRole("radio", { name: "System" })).toBeChecked();
    await page.route("**/settings/general.data*", (route) =>
      route.request().method() === "POST" ? route.abort() : route.continue(),
    );
    await page.getByRole("radio", { name: "Dark" }).check();
    await expect(
      page.getByRole("alert").filter({ hasText: "Your settings could not be saved. Please try again." }),
    ).toBeVisible();
    await expect(page.getByRole("radio", { name: "System" })).toBeChecked();
    await page.unroute("**/settings/general.data*");
    await page.reload();
    await expect(page.getByRole("radio", { name: "System" })).toBeChecked();
  });
});

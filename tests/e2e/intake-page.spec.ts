import { expect, test } from "./fixtures.ts";

test.describe("the intake page", () => {
  test("shows the demo firm's welcome header and title", async ({ page }) => {
    const response = await page.goto("/?organizationId=your-firm");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Your Firm - AI Legal Assistant");
    const header = page.locator("main header");
    await expect(header.getByRole("heading", { level: 1 })).toContainText("Your Firm");
    await expect(header.getByRole("img", { name: "Verified organization" })).toBeVisible();
    await expect(header.getByText("@your-firm")).toBeVisible();
    await expect(header.getByText("A full-service law practice")).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /organizationId=your-firm$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      "Your Firm - AI Legal Assistant",
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary");
  });

  test("an unknown organization gets the not-found page with status 404", async ({ page }) => {
    const response = await page.goto("/?organizationId=no-such-firm");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Organization not found" })).toBeVisible();
    await expect(page.getByText("The organization ID in the link is incorrect.")).toBeVisible();
    await expect(page.getByText("You followed an outdated link.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Try Again" })).toHaveAttribute(
      "href",
      "/?organizationId=no-such-firm",
    );
    await page.getByRole("link", { name: "Go to Home" }).click();
    await expect(page).toHaveURL(/\/\?organizationId=your-firm$/);
    await expect(page).toHaveTitle("Your Firm - AI Legal Assistant");
  });

  test("Arabic is rendered right to left and remembered", async ({ page }) => {
    await page.goto("/?organizationId=your-firm&lng=ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await page.goto("/?organizationId=your-firm");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.goto("/?organizationId=your-firm&lng=en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  });

  test("the browser's language is used when nothing else is chosen", async ({ browser }) => {
    const context = await browser.newContext({ locale: "de-DE" });
    const page = await context.newPage();
    await page.goto("/?organizationId=your-firm");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await context.close();
  });

  test("an unknown address answers 404", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });
});

test.describe("operations", () => {
  test("/api/health answers 200 with the database and the queue up", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "up", queue: "up" });
    expect(response.headers()["cache-control"]).toBe("no-store");
  });

  test("pages carry the security headers, with a fresh CSP nonce per request", async ({ request }) => {
    const first = await request.get("/?organizationId=your-firm");
    const second = await request.get("/?organizationId=your-firm");
    const csp = first.headers()["content-security-policy"];
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toEqual(second.headers()["content-security-policy"]);
    expect(first.headers()["x-content-type-options"]).toBe("nosniff");
    expect(first.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    const html = await first.text();
    // Every inline script carries the nonce.
    for (const script of html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [])
      expect(script).toContain(`nonce="${nonce}"`);
  });

  test("built assets are cached for a year as immutable", async ({ page, request }) => {
    await page.goto("/?organizationId=your-firm");
    const stylesheet = await page.locator('link[rel="stylesheet"]').first().getAttribute("href");
    expect(stylesheet).toMatch(/^\/assets\//);
    const response = await request.get(stylesheet!);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

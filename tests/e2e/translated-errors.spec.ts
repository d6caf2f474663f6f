import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures.ts";
import { signUp } from "./support/accounts.ts";

/**
 * A refusal from the server is shown in the reader's language (ADR 0082), with JavaScript on and
 * off: the domain error carries a key, the page translates it, the status is the code's.
 */
const german = JSON.parse(readFileSync(new URL("../../locales/de/settings.json", import.meta.url), "utf8"));
const germanErrors = JSON.parse(readFileSync(new URL("../../locales/de/errors.json", import.meta.url), "utf8"));

test.describe("translated refusals", () => {
  // With JavaScript the refused form post arrives as a 409 data request.
  test.use({ expectedConsoleErrors: [/status of 409 .*\/settings\/organization\.data/] });

  test("a German reader who asks for a taken address is told so in German", async ({ page }) => {
    await signUp(page, `greta.${randomBytes(3).toString("hex")}@example.test`, "Greta Vogel");
    // The reader picks German (?lng= wins over the cookie the English sign-up left, and replaces it).
    await page.goto("/settings/organization?lng=de");
    const create = german.organization.create;
    const form = page.getByRole("region", { name: create.title });
    await form.getByLabel(create.name).fill("Eine Kanzlei");
    // The demo organization's address (db/seed.ts) is taken.
    await form.getByLabel(create.slug).fill("your-firm");
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await form.getByRole("button", { name: create.submit }).click();
    expect((await answer).status()).toBe(409);
    await expect(form.getByText(germanErrors.domain.slugTaken)).toBeVisible();
    await expect(form.getByText("This URL is already taken")).toHaveCount(0);
  });
});

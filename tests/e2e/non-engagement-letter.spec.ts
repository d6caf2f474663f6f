import { randomBytes } from "node:crypto";
import { expect, test } from "./fixtures.ts";
import { signUp } from "./support/accounts.ts";
import { createFirm } from "./support/firms.ts";

/**
 * Settings > Organization > Non-engagement letter (issue 19, ADR 0058), JavaScript on and off: an
 * owner finds the page from Settings > Organization, sees the default wording, saves the firm's
 * own, and goes back to the default.
 */
test("an owner writes the firm's non-engagement letter and can go back to the default wording", async ({ page }) => {
  test.slow();
  const suffix = randomBytes(3).toString("hex");
  await signUp(page, `nora.${suffix}@example.test`, "Nora Owner");
  await createFirm(page, `Owens Law ${suffix}`);

  await page.getByRole("link", { name: "Non-engagement letter: what a declined prospect receives" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Non-engagement letter" })).toBeVisible();
  await expect(page.getByText("The default wording is in use.")).toBeVisible();
  const letter = page.getByLabel("Letter");
  await expect(letter).toHaveValue(/{{firmName}} does not represent you/);

  await letter.fill(
    "Dear {{clientName}},\n\n{{firmName}} cannot take on {{matterNumber}}. Deadlines may apply; please see another lawyer promptly.",
  );
  await page.getByRole("button", { name: "Save letter" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Letter saved" })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Letter")).toHaveValue(/cannot take on \{\{matterNumber\}\}/);
  await expect(page.getByText("Your firm's own wording is in use.")).toBeVisible();

  await page.getByRole("button", { name: "Use the default wording" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Default wording restored" })).toBeVisible();
  await expect(page.getByLabel("Letter")).toHaveValue(/does not represent you/);
  await expect(page.getByRole("button", { name: "Use the default wording" })).toHaveCount(0);
});

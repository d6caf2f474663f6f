import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * Spec §9's 768 px modal-drawer breakpoint: under 768 px a modal (here the lawyer contact modal) is
 * a drawer along the bottom edge, full width; from 768 px a dialog centred over the page. CSS
 * only: the same with JavaScript on and off.
 */
async function openContact(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto("/lawyers?organizationId=your-firm&practiceArea=Family&location=Austin%2C+TX");
  await page.getByRole("link", { name: "Contact Maria Reyes" }).click();
  const dialog = page.getByRole("dialog", { name: "Contact Maria Reyes" });
  await expect(dialog).toBeVisible();
  // Wait for the end of any opening transition: the box is where it stays.
  await expect(async () => {
    const first = await dialog.boundingBox();
    const second = await dialog.boundingBox();
    expect(first).toEqual(second);
  }).toPass();
  return (await dialog.boundingBox())!;
}

test.describe("modals at the 768 px breakpoint", () => {
  test("under 768 px the contact modal is a full-width drawer at the bottom", async ({ page }) => {
    const box = await openContact(page, 767);
    expect(Math.round(box.x)).toBe(0);
    expect(Math.round(box.width)).toBe(767);
    expect(Math.round(box.y + box.height)).toBe(900);
  });

  test("from 768 px it is a dialog centred over the page", async ({ page }) => {
    const box = await openContact(page, 768);
    expect(box.width).toBeLessThanOrEqual(448);
    expect(Math.abs(box.x + box.width / 2 - 384)).toBeLessThanOrEqual(2);
    expect(Math.abs(box.y + box.height / 2 - 450)).toBeLessThanOrEqual(2);
  });
});

import { expect, type Page } from "@playwright/test";
import { withDatabase } from "./database.ts";

/**
 * Creates a firm's organization in Settings > Organization, as its owner would (Business is billed
 * to a firm, never to a personal organization), and returns its id and slug.
 */
export async function createFirm(page: Page, name: string): Promise<{ id: string; slug: string }> {
  await page.goto("/settings/organization");
  const create = page.getByRole("region", { name: "Create organization" });
  await create.getByLabel("Organization name").fill(name);
  await create.getByRole("button", { name: "Create organization" }).click();
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  return withDatabase(async (client) => {
    const { rows } = await client.query(
      "select id, slug from organizations where name = $1 and is_personal = false order by created_at desc limit 1",
      [name],
    );
    if (!rows[0]) throw new Error(`No organization named ${name}`);
    return rows[0] as { id: string; slug: string };
  });
}

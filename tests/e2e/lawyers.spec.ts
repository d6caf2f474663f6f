import { randomBytes } from "node:crypto";
import pg from "pg";
import { expect, test } from "./fixtures.ts";
import { e2eServers } from "./server-log.ts";
import { say, startIntake } from "./support/intake-journey.ts";

/** The lawyer search of the demo firm (its seeded directory), with JavaScript on and off. */
test.describe("lawyer search", () => {
  // The contact view of an unknown lawyer answers 404 on purpose.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test("/lawyers searches the directory, shows cards, and the contact modal", async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    await page.goto("/lawyers?organizationId=your-firm");
    await expect(page.getByRole("heading", { level: 1, name: "Find a Lawyer" })).toBeVisible();
    await expect(page.getByText("Showing 10 of 12 lawyers")).toBeVisible();

    const search = page.getByRole("search", { name: "Lawyer search" });
    await search.getByLabel("Practice area").selectOption("Family");
    await search.getByLabel("Location").fill("Austin, TX");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/organizationId=your-firm.*practiceArea=Family.*location=Austin/);

    const results = page.getByRole("list", { name: "Lawyer search results" });
    const cards = results.locator(":scope > li");
    await expect(cards).toHaveCount(2);
    const maria = cards.first();
    await expect(maria.getByRole("heading", { name: "Maria Reyes" })).toBeVisible();
    await expect(maria).toContainText("Reyes Family Law");
    await expect(maria.getByText("Rated 4.9 out of 5")).toBeAttached();
    await expect(maria).toContainText("Reviews: 212");
    await expect(maria).toContainText("Austin, TX, US");
    await expect(maria).toContainText("18+ years");
    await expect(maria).toContainText("$275/hour");
    await expect(maria).toContainText("English, Spanish");
    await expect(maria.locator("li")).toHaveText(["Family", "Divorce", "Child Custody"]);
    await expect(maria).toContainText("+1 more");
    await expect(cards.nth(1).getByRole("heading", { name: "Linh Nguyen" })).toBeVisible();

    if (javaScriptEnabled) await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const contact = maria.getByRole("link", { name: "Contact Maria Reyes" });
    await contact.click();
    const dialog = page.getByRole("dialog", { name: "Contact Maria Reyes" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("+1 (512) 555-0142");
    await expect(dialog.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+15125550142");
    await expect(dialog.getByRole("link", { name: "Email" })).toHaveAttribute(
      "href",
      "mailto:maria.reyes@reyesfamilylaw.example",
    );
    // Stored without a scheme: https is added.
    await expect(dialog.getByRole("link", { name: "Visit" })).toHaveAttribute(
      "href",
      "https://reyesfamilylaw.example/",
    );
    await expect(dialog.getByRole("button", { name: "Contact Through App" })).toBeVisible();

    if (javaScriptEnabled) {
      await dialog.getByRole("button", { name: "Copy phone number" }).click();
      await expect(dialog.getByText("Copied")).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("+1 (512) 555-0142");
      // The confirmation shows for 2 seconds.
      await expect(dialog.getByText("Copied")).toHaveCount(0);
      // Focus stays in the dialog; Escape closes it and focus returns to the card's Contact link.
      for (let press = 0; press < 12; press++) {
        await page.keyboard.press("Tab");
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(contact).toBeFocused();
    } else {
      await expect(page).toHaveURL(/contact=/);
      await expect(dialog.getByRole("button", { name: "Copy phone number" })).toHaveCount(0);
      await dialog.getByRole("link", { name: "Close" }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page).not.toHaveURL(/contact=/);
      await expect(cards).toHaveCount(2);
    }
  });

  test("a search without matches says No Lawyers Found, and Search Again starts over", async ({ page }) => {
    await page.goto("/lawyers?organizationId=your-firm&location=Anchorage");
    await expect(page.getByText("No Lawyers Found")).toBeVisible();
    await page.getByRole("link", { name: "Search Again" }).click();
    await expect(page.getByLabel("Location")).toHaveValue("");
    await expect(page.getByText("Showing 10 of 12 lawyers")).toBeVisible();
  });

  test("another organization's lawyer id, or an unknown one, is a 404 without a dialog", async ({ page }) => {
    const response = await page.goto("/lawyers?organizationId=your-firm&contact=00000000-0000-4000-8000-000000000000");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("This lawyer is not in the directory.")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("in the chat, the assistant finds lawyers, and Contact Through App names the lawyer on the matter", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.setTimeout(90_000);
    await startIntake(page);
    const answer = await say(page, "Can you find me a family lawyer in Austin, Texas?");
    await expect(answer).toContainText(
      "Here are lawyers from Your Firm's directory for family matters near Austin, TX.",
    );
    const block = answer.getByRole("region", { name: "Lawyer search results" });
    await expect(block.getByRole("heading", { name: "Lawyers for Family" })).toBeVisible();
    await expect(block.getByRole("heading", { name: "Maria Reyes" })).toBeVisible();
    await expect(block.getByRole("heading", { name: "Linh Nguyen" })).toBeVisible();

    await block.getByRole("link", { name: "Contact Maria Reyes" }).click();
    const dialog = page.getByRole("dialog", { name: "Contact Maria Reyes" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+15125550142");
    // With JavaScript the modal opens over the chat; without, on the /lawyers page.
    await expect(page).toHaveURL(javaScriptEnabled ? /^[^?]*\/\?organizationId=your-firm/ : /\/lawyers\?.*contact=/);

    await dialog.getByRole("button", { name: "Contact Through App" }).click();
    await expect(page).toHaveURL(/\/\?organizationId=your-firm#latest$/);
    await expect(page.locator('li[data-role="assistant"]').last()).toContainText(
      "You asked to contact Maria Reyes of Reyes Family Law through the app.",
    );
  });
});

test.describe("managing the lawyer directory", () => {
  test("an owner adds a lawyer (a mistake keeps what was typed), then deactivates them", async ({ page }) => {
    // A firm of its own, with this user as owner, so the demo firm's directory stays as the other tests expect.
    const email = `owner.${randomBytes(5).toString("hex")}@example.test`;
    await page.goto("/auth?mode=signup");
    await page.getByLabel("Full name").fill("Olivia Owner");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Sturdy-Pass1");
    await page.getByLabel("Confirm password").fill("Sturdy-Pass1");
    await page.getByRole("checkbox", { name: /I agree to the/ }).check();
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    const organizationId = await withDatabase(async (client) => {
      // As if onboarding was finished: the first-login check lets the owner on to settings.
      await client.query("update users set onboarding_completed = true where email = $1", [email]);
      const slug = `e2e-firm-${randomBytes(4).toString("hex")}`;
      const { rows } = await client.query<{ id: string }>(
        "insert into organizations (slug, name, config) values ($1, 'E2E Firm', '{}'::jsonb) returning id",
        [slug],
      );
      await client.query(
        "insert into memberships (organization_id, user_id, role) select $1, id, 'owner' from users where email = $2",
        [rows[0]!.id, email],
      );
      return rows[0]!.id;
    });

    await page.goto(`/settings/organization/lawyers?organizationId=${organizationId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Lawyer directory" })).toBeVisible();
    await expect(page.getByText("No lawyers yet. Add the first one below.")).toBeVisible();
    const form = page.locator("#lawyer-form");
    await form.getByLabel("Name").fill("Nina Novak");
    await form.getByLabel("Practice areas").fill("Employment, Wage and Hour");
    await form.getByLabel("City").fill("Denver");
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByRole("button", { name: "Add lawyer" }).click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue("Nina Novak");
    await expect(form.getByLabel("City")).toHaveValue("Denver");

    await form.getByLabel("Email").fill("nina@novak.example");
    await form.getByRole("button", { name: "Add lawyer" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The lawyer was added." })).toBeVisible();
    const row = page.locator("li[data-lawyer-id]").filter({ hasText: "Nina Novak" });
    await expect(row).toContainText("Active");
    await expect(row).toContainText("Employment, Wage and Hour");

    await row.getByRole("button", { name: "Deactivate Nina Novak" }).click();
    await expect(page.getByRole("status").filter({ hasText: "no longer appears in searches" })).toBeVisible();
    await expect(page.locator("li[data-lawyer-id]").filter({ hasText: "Nina Novak" })).toContainText("Inactive");
  });
});

async function withDatabase<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const shared = process.env.TEST_DATABASE_URL;
  let connectionString = `postgres://postgres:postgres@127.0.0.1:${e2eServers.builtin.databasePort}/parley`;
  if (shared) {
    const url = new URL(shared);
    url.pathname = "/parley_e2e_builtin";
    connectionString = url.toString();
  }
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

import { randomBytes } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import pg from "pg";
import { expect, test } from "./fixtures.ts";
import { signUp } from "./support/accounts.ts";
import { e2eServers } from "./server-log.ts";

/**
 * The firm's side in the browser, with JavaScript on and off: an owner creates an organization,
 * edits its intake page and sees the change there, then invites an attorney who accepts through
 * the e-mailed link.
 */
const suffix = () => randomBytes(3).toString("hex");

function databaseUrl(): string {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return `postgres://postgres:postgres@127.0.0.1:${e2eServers.builtin.databasePort}/parley`;
  const url = new URL(server);
  url.pathname = "/parley_e2e_builtin";
  return url.toString();
}

/** The invitation link of the latest e-mail to the address (the send-email job's payload, or the outbox). */
async function invitationLink(address: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      const { rows } = await client.query<{ text: string }>(
        `select text_body as text from email_outbox where to_address = $1
         union all select data->>'text' as text from pgboss.job where name = 'send-email' and data->>'to' = $1`,
        [address],
      );
      const link = rows
        .map(
          (row) =>
            /https?:\/\/\S+\/settings\/organization\?invitation=[0-9a-f-]{36}&token=[a-z0-9]+/.exec(row.text)?.[0],
        )
        .find(Boolean);
      if (link) return new URL(link).pathname + new URL(link).search;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await client.end();
  }
  throw new Error("No invitation e-mail arrived");
}

/** The intake page as a visitor without a session gets it: kept between such views (ADR 0125). */
async function visitorsPage(request: APIRequestContext, slug: string): Promise<string> {
  const response = await request.get(`/?organizationId=${slug}`);
  expect(response.status()).toBe(200);
  return response.text();
}

test.describe("organizations", () => {
  // The delete and validation answers arrive as 400 data requests with JavaScript.
  test.use({ expectedConsoleErrors: [/status of 400 .*\/settings\/organization(\/intake)?\.data/] });

  test("an owner creates an organization, edits the intake page and sees it; an invited attorney accepts", async ({
    page,
    request,
  }) => {
    // A long journey through two accounts: give it the time of three ordinary tests.
    test.slow();
    const firm = `Hartley Law ${suffix()}`;
    await signUp(page, `helen.${suffix()}@example.test`, "Helen Hartley");

    // Create the organization: the name is required, the address is made from it.
    await page.goto("/settings/organization");
    await expect(page.getByRole("heading", { level: 1, name: "Organization" })).toBeVisible();
    const create = page.getByRole("region", { name: "Create organization" });
    await create.getByRole("button", { name: "Create organization" }).click();
    await expect(create.getByText("Organization name is required")).toBeVisible();
    await create.getByLabel("Organization name").fill(firm);
    await create.getByRole("button", { name: "Create organization" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Organization created" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: firm })).toBeVisible();
    const slug = firm.toLowerCase().replace(/ /g, "-");
    await expect(page.getByText(`@${slug}`)).toBeVisible();

    // A visitor without a session opens the new intake page twice (the second time from the kept copy).
    for (let view = 0; view < 2; view++)
      expect(await visitorsPage(request, slug)).not.toContain("Employment and elder law in Ohio.");

    // Edit the intake page: a bad color is explained and nothing typed is lost.
    await page.getByRole("link", { name: "Edit the intake page" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Intake page" })).toBeVisible();
    await page.getByLabel("Description", { exact: true }).fill("Employment and elder law in Ohio.");
    await page.getByLabel("Brand color").fill("teal");
    await page.getByLabel("Consultation fee (USD)").fill("95");
    await page.getByRole("button", { name: "Save intake page" }).click();
    await expect(page.getByText("Enter a color as #RRGGBB, for example #1E3A5F")).toBeVisible();
    await expect(page.getByLabel("Description", { exact: true })).toHaveValue("Employment and elder law in Ohio.");
    await expect(page.getByLabel("Consultation fee (USD)")).toHaveValue("95");
    await page.getByLabel("Brand color").fill("#0f766e");

    // Services: remove the first (Family), add "Elder Law" with one question.
    await expect(page.getByLabel("Service 1", { exact: true })).toHaveValue("Family");
    await page.getByRole("button", { name: "Remove service 1" }).click();
    await expect(page.getByLabel("Service 1", { exact: true })).toHaveValue("Business");
    await page.getByRole("button", { name: "Add a service" }).click();
    const added = page.getByLabel("Service 9", { exact: true });
    await added.fill("Elder Law");
    await page.getByRole("button", { name: "Add a question to service 9" }).click();
    await page.getByLabel("Service 9, question 1").fill("Who needs care, and where do they live?");
    await page.getByRole("button", { name: "Save intake page" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Intake page saved" })).toBeVisible();
    await expect(page.getByLabel("Service 9", { exact: true })).toHaveValue("Elder Law");
    await expect(page.getByLabel("Brand color")).toHaveValue("#0f766e");

    // The intake page shows it at once, to a visitor without a session too.
    expect(await visitorsPage(request, slug)).toContain("Employment and elder law in Ohio.");
    await page.goto(`/?organizationId=${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: firm })).toBeVisible();
    await expect(page.getByRole("main").getByText("Employment and elder law in Ohio.")).toBeVisible();
    const areas = page.getByRole("list", { name: "Practice areas" });
    await expect(areas.getByRole("listitem").filter({ hasText: "Elder Law" })).toBeVisible();
    await expect(areas.getByRole("listitem").filter({ hasText: /^Family$/ })).toHaveCount(0);
    await expect(page.getByText("Consultation fee: $95.00")).toBeVisible();
    await expect(page.locator("div[style*='--brand']").first()).toHaveAttribute("style", /--brand:\s*#0f766e/);

    // Invite an attorney (the default role).
    await page.goto("/settings/organization");
    const inviteeEmail = `ada.${suffix()}@example.test`;
    const invitations = page.getByRole("region", { name: "Invite members" });
    await expect(invitations.getByLabel("Role")).toHaveValue("attorney");
    await invitations.getByLabel("Email").fill(inviteeEmail);
    await invitations.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Invitation sent" })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Invite members" }).getByText(`${inviteeEmail} · Attorney`),
    ).toBeVisible();
    const link = await invitationLink(inviteeEmail);

    // The attorney signs up with the invited address and accepts through the e-mailed link.
    await page.context().clearCookies();
    await signUp(page, inviteeEmail, "Ada Attorney");
    await page.goto(link);
    const invitation = page.getByRole("region", { name: "Invitation" });
    await expect(invitation.getByText(`You are invited to join ${firm} as Attorney.`)).toBeVisible();
    await invitation.getByRole("button", { name: `Accept the invitation to ${firm}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Invitation accepted" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: firm })).toBeVisible();
    const members = page.getByRole("region", { name: "Members" });
    await expect(members.getByText("Helen Hartley")).toBeVisible();
    await expect(members.getByText("Ada Attorney")).toBeVisible();
    // An attorney neither edits the intake page nor manages anyone.
    await expect(page.getByRole("link", { name: "Edit the intake page" })).toHaveCount(0);
    await expect(members.getByRole("button", { name: "Change role" })).toHaveCount(0);
  });

  test("an owner manages API tokens, and deleting the organization needs its name typed exactly", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.slow();
    const firm = `Short Lived ${suffix()}`;
    await signUp(page, `dora.${suffix()}@example.test`, "Dora Delete");
    await page.goto("/settings/organization");
    const create = page.getByRole("region", { name: "Create organization" });
    await create.getByLabel("Organization name").fill(firm);
    await create.getByRole("button", { name: "Create organization" }).click();
    await expect(page.getByRole("heading", { level: 2, name: firm })).toBeVisible();

    // An API token: the secret is shown once, the list keeps only its prefix.
    const tokens = page.getByRole("region", { name: "API tokens" });
    await tokens.getByLabel("Token name").fill("Case export");
    await tokens.getByRole("button", { name: "Create token" }).click();
    const secret = (await page.getByTestId("new-token").textContent())?.trim() ?? "";
    expect(secret).toMatch(/^parley_pat_[a-z0-9]{32}$/);
    await page.goto("/settings/organization");
    await expect(page.getByTestId("new-token")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "API tokens" }).getByText(`${secret.slice(0, 17)}…`)).toBeVisible();
    await page.getByRole("button", { name: "Delete the token Case export" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Token deleted" })).toBeVisible();
    await expect(page.getByRole("region", { name: "API tokens" }).getByText("No API tokens yet.")).toBeVisible();

    const danger = page.getByRole("region", { name: "Delete organization" });
    const confirm = danger.getByLabel(`Type ${firm} to confirm`);
    const button = danger.getByRole("button", { name: "Delete organization" });
    await confirm.fill(firm.toLowerCase());
    if (javaScriptEnabled) {
      await expect(button).toBeDisabled();
    } else {
      await button.click();
      await expect(page.getByText("Organization name must match exactly")).toBeVisible();
    }
    await page.getByRole("region", { name: "Delete organization" }).getByLabel(`Type ${firm} to confirm`).fill(firm);
    await page
      .getByRole("region", { name: "Delete organization" })
      .getByRole("button", { name: "Delete organization" })
      .click();
    await expect(page.getByRole("status").filter({ hasText: "Organization deleted" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: firm })).toHaveCount(0);
  });
});

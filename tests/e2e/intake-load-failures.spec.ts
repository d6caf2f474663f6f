import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { signUp } from "./support/accounts.ts";
import { startOwnServer, unexpectedLines, waitingOnLock, type OwnServer } from "./support/own-server.ts";

/**
 * The intake page when its database fails (chat spec §8, ADR 0062, ADR 0066), in Chromium against
 * a production build of its own: a table held by another transaction (as a migration would hold it)
 * makes the page's real query wait, and the database itself ends the wait (its statement_timeout,
 * an administrator's cancel, a cut connection). The shared e2e servers never see the lock.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

let server: OwnServer;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  server = await startOwnServer(`load_failures_${testInfo.project.name}_${testInfo.parallelIndex}`);
});

test.afterAll(async () => {
  await server?.stop();
});

/** Lines the app wrote on stderr while `run` ran, other than the warnings and the expected errors. */
async function expectServerErrors(expected: RegExp[], run: () => Promise<void>) {
  const before = server.stderr().length;
  await run();
  expect(unexpectedLines(server.stderr().slice(before), expected), "unexpected errors written by the server").toEqual(
    [],
  );
}

/** Starts loading `url` in the page; resolves with the document's status once it has answered. */
function load(page: Page, url: string) {
  return page.goto(url, { timeout: 60_000 }).then((response) => response?.status());
}

/** Waits until the app's query is stuck behind the held lock, then returns its backends. */
async function stuckOn(table: string): Promise<number[]> {
  let pids: number[] = [];
  await expect
    .poll(async () => (pids = await waitingOnLock(server.admin, table)).length, { timeout: 30_000 })
    .toBeGreaterThan(0);
  return pids;
}

async function startChat(page: Page) {
  await page.goto(`${server.baseUrl}/?organizationId=your-firm`);
  await page.getByRole("button", { name: "I understand, start the chat" }).click();
  await expect(page.getByRole("heading", { name: "Before we start" })).toHaveCount(0);
}

test.use({ expectedConsoleErrors: [/status of 50[034]/] });

test("the organization's configuration held by a lock: 504 'Request timed out while loading organizations.', and Retry opens the page once it is free", async ({
  page,
}) => {
  await expectServerErrors([], async () => {
    const lock = await server.holdTable("organizations");
    try {
      // Nothing but the page's own time budget (PostgreSQL's statement_timeout) ends this wait.
      expect(await load(page, `${server.baseUrl}/?organizationId=your-firm`)).toBe(504);
      await expect(page.getByRole("alert")).toHaveText("Request timed out while loading organizations.");
      await expect(page).toHaveTitle("Request timed out while loading organizations.");
      await expect(page.locator("head title")).toHaveCount(1);
    } finally {
      await lock.release();
    }
    await page.getByRole("link", { name: "Retry" }).click();
    await expect(page.getByRole("heading", { name: "Before we start" })).toBeVisible();
    await expect(page).toHaveURL(/\?organizationId=your-firm$/);
  });
});

test("the visitor's conversation cannot be read (the query cancelled): 500 'Couldn't set up your workspace' with Retry", async ({
  page,
}) => {
  await startChat(page);
  await expectServerErrors([/"event":"intake\.workspace\.setup_failed"/], async () => {
    const lock = await server.holdTable("conversations");
    try {
      const answered = load(page, `${server.baseUrl}/?organizationId=your-firm`);
      for (const pid of await stuckOn("conversations")) await server.admin.query("select pg_cancel_backend($1)", [pid]);
      expect(await answered).toBe(500);
      await expect(page.getByRole("alert")).toContainText("Couldn't set up your workspace");
      await expect(page.getByRole("alert")).toContainText(
        "Please refresh and try again. If this keeps happening, contact support.",
      );
      await expect(page).toHaveTitle("Couldn't set up your workspace");
      // Never the error itself.
      await expect(page.locator("body")).not.toContainText(/canceling statement|57014|Error:/);
    } finally {
      await lock.release();
    }
    await page.getByRole("link", { name: "Retry" }).click();
    // The same visitor's chat, past the notice they had accepted.
    await expect(page.getByRole("textbox", { name: "Message" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Before we start" })).toHaveCount(0);
  });
});

test("the database connection cut on every try: 503 'Couldn't set up your workspace' with Retry", async ({ page }) => {
  await startChat(page);
  await expectServerErrors([/"event":"intake\.workspace\.setup_failed"/], async () => {
    const lock = await server.holdTable("conversations");
    let status: number | undefined;
    try {
      const answered = load(page, `${server.baseUrl}/?organizationId=your-firm`).then((value) => (status = value));
      // A read cut off is retried on a fresh connection: cut every try until the page gives up.
      await expect
        .poll(
          async () => {
            if (status !== undefined) return true;
            for (const pid of await waitingOnLock(server.admin, "conversations"))
              await server.admin.query("select pg_terminate_backend($1)", [pid]);
            return false;
          },
          { timeout: 60_000 },
        )
        .toBe(true);
      await answered;
      expect(status).toBe(503);
      await expect(page.getByRole("alert")).toContainText("Couldn't set up your workspace");
    } finally {
      await lock.release();
    }
    await page.getByRole("link", { name: "Retry" }).click();
    await expect(page.getByRole("textbox", { name: "Message" })).toBeVisible();
  });
});

test("the signed-in user cannot be read: the page opens with 'Failed to load session' in the profile area, and the same session is back on refresh", async ({
  page,
}) => {
  const email = `load-failure-${test.info().project.name}@example.test`;
  await signUp(page, email, "Maria Lopez", { onboarded: false, baseUrl: server.baseUrl });
  await server.admin.query(
    `update users set onboarding_completed = true, settings = settings || '{"onboardingCompleted": true}'::jsonb where email = $1`,
    [email],
  );
  await page.goto(`${server.baseUrl}/?organizationId=your-firm`);
  const signedIn = page.getByText("Maria Lopez").filter({ visible: true }).first();
  await expect(signedIn).toBeVisible();

  await expectServerErrors([/"event":"auth\.session\.read_failed"/], async () => {
    const lock = await server.holdTable("user_sessions");
    try {
      const answered = load(page, `${server.baseUrl}/?organizationId=your-firm`);
      for (const pid of await stuckOn("user_sessions")) await server.admin.query("select pg_cancel_backend($1)", [pid]);
      expect(await answered).toBe(200);
      const profileArea = page.locator("[data-profile-failed]").filter({ visible: true });
      await expect(profileArea).toContainText("Failed to load session");
      await expect(profileArea).toContainText("Please try refreshing the page");
      // Neither the menu nor a sign-in button: the user was not signed out.
      await expect(page.getByRole("link", { name: "Sign in" })).toHaveCount(0);
      await expect(page.getByText("Maria Lopez")).toHaveCount(0);
    } finally {
      await lock.release();
    }
    await page.reload();
    await expect(signedIn).toBeVisible();
    await expect(page.locator("[data-profile-failed]")).toHaveCount(0);
  });
});

import { expect, test } from "./fixtures.ts";
import { withDatabase } from "./support/database.ts";
import { say, startIntake } from "./support/intake-journey.ts";

/**
 * Older messages (spec §4: the latest 20, older ones loaded within 100 px of the top): a load keeps
 * the reader's place, one page at a time, and the next turn does not drop what was loaded. The
 * scrolling load is the JavaScript enhancement; without it 'Load older messages' is a link.
 */
const longText = (n: number) =>
  `Earlier message ${n}.\n\n${"This part of the story is long enough to take some room on the screen. ".repeat(4)}`;

async function seedHistory(marker: string, count: number) {
  await withDatabase(async (client) => {
    const { rows } = await client.query<{ organization_id: string; conversation_id: string }>(
      "select organization_id, conversation_id from messages where content = $1 limit 1",
      [marker],
    );
    const { organization_id, conversation_id } = rows[0]!;
    for (let n = 1; n <= count; n++) {
      await client.query(
        `insert into messages (organization_id, conversation_id, role, content, blocks, tool_calls) values ($1, $2, $3, $4, '[]', '[]')`,
        [organization_id, conversation_id, n % 2 === 1 ? "user" : "assistant", longText(n)],
      );
    }
  });
}

test.describe("older messages", () => {
  test("with JavaScript, loading older messages keeps the reader's place, one page at a time, and the next turn keeps them", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "loading on scroll is the JavaScript enhancement");
    await startIntake(page);
    const marker = `My history marker ${Date.now()}`;
    await say(page, marker);
    await seedHistory(marker, 48);
    await page.reload();
    const messages = page.locator("li[data-role]");
    await expect(messages).toHaveCount(20);
    await expect(page.getByText(/^Earlier message 48\./)).toBeVisible();
    await expect(page.getByRole("button", { name: "Attach files" })).toBeEnabled();

    // The first message shown (29) is where the reader is when they reach the top.
    const list = page.getByRole("region", { name: "Assistant" }).first();
    const reading = page.getByText(/^Earlier message 29\./);
    await list.evaluate((element) => (element.scrollTop = 0));
    await expect(messages).toHaveCount(40);
    // Still on the same message: the page above was added out of sight, and the list is far from
    // the top, so no second page loads by itself.
    await expect(reading).toBeInViewport();
    expect(await list.evaluate((element) => element.scrollTop)).toBeGreaterThan(100);
    await expect(page.getByText(/^Earlier message 9\./)).not.toBeInViewport();

    // The next page only when the reader scrolls up again.
    await list.evaluate((element) => (element.scrollTop = 0));
    await expect(page.getByText(marker)).toBeAttached();
    await expect(messages).toHaveCount(50);
    await expect(page.getByRole("link", { name: "Show earlier messages" })).toHaveCount(0);

    // A new turn keeps everything that was loaded.
    await say(page, "One more thing about the timeline.");
    await expect(page.getByText(marker)).toBeAttached();
    await expect(page.getByText(/^Earlier message 1\./)).toBeAttached();
    await expect(messages).toHaveCount(52);
  });

  test("without JavaScript, 'Show earlier messages' opens the page of messages before the first one shown, back to the first", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(javaScriptEnabled, "with JavaScript the older messages load on scroll (above)");
    await startIntake(page);
    const marker = `My history marker ${Date.now()}`;
    await say(page, marker);
    await seedHistory(marker, 28);
    await page.reload();
    const messages = page.locator("li[data-role]");
    await expect(messages).toHaveCount(20);
    await expect(page.getByText(/^Earlier message 28\./)).toBeAttached();
    await expect(page.getByText(/^Earlier message 8\./)).toHaveCount(0);

    await page.getByRole("link", { name: "Show earlier messages" }).click();
    await expect(page).toHaveURL(/[?&]before=/);
    // The messages before 9: the marker, its answer and the first eight seeded ones; no newer ones.
    await expect(page.getByText(/^Earlier message 8\./)).toBeAttached();
    await expect(page.getByText(marker)).toBeAttached();
    await expect(page.getByText(/^Earlier message 9\./)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Show earlier messages" })).toHaveCount(0);
  });
});

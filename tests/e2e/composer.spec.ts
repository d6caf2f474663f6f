import { expect, test } from "./fixtures.ts";
import { startIntake } from "./support/intake-journey.ts";

test.describe("the composer with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "keyboard behaviour needs JavaScript");

  test("Enter sends, Shift+Enter adds a line, Ctrl+K focuses, and Send waits for text", async ({ page }) => {
    await startIntake(page);
    const composer = page.getByRole("textbox", { name: "Message" });
    const send = page.getByRole("button", { name: "Send", exact: true });
    await expect(composer).toBeEnabled();
    await expect(send).toBeDisabled();

    await page.getByRole("heading", { level: 1 }).click();
    await page.keyboard.press("Control+k");
    await expect(composer).toBeFocused();

    await composer.pressSequentially("first line");
    await composer.press("Shift+Enter");
    await composer.pressSequentially("second line");
    await expect(composer).toHaveValue("first line\nsecond line");
    await expect(send).toBeEnabled();

    await composer.press("Enter");
    await expect(page.locator('li[data-role="user"]').last()).toContainText("first line");
    await expect(composer).toHaveValue("");
    await expect(page.locator('li[data-role="assistant"]').last()).not.toHaveAttribute("aria-busy", "true");

    await composer.fill("hello again");
    // Send waits while an answer is still being written.
    await expect(send).toBeEnabled();
    await composer.press("Control+Enter");
    await expect(page.locator('li[data-role="user"]').last()).toContainText("hello again");
    const box = await composer.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(32);
  });

  test("the composer waits for the secure session before it can send", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/sessions", async (route) => {
      await held;
      await route.continue();
    });
    await startIntake(page);
    await expect(page.getByText("Setting up a secure session...").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Send", exact: true })).toBeDisabled();
    release();
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveAttribute(
      "placeholder",
      "Describe your legal matter...",
    );
  });

  test("the box empties when the message is sent, and what the visitor types while the answer is written stays", async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await startIntake(page);
    const composer = page.getByRole("textbox", { name: "Message" });
    await expect(page.getByRole("button", { name: "Attach files" })).toBeEnabled();
    // The answer waits until the visitor has typed the next message.
    await page.route("**/api/agent/stream", async (route) => {
      await held;
      await route.continue();
    });
    await composer.fill("hello");
    await composer.press("Enter");
    await expect(page.locator('li[data-role="user"]').last()).toContainText("hello");
    await expect(composer).toHaveValue("");

    await composer.fill("My landlord kept my deposit.");
    release();
    await expect(page.locator('li[data-role="assistant"]').last()).not.toHaveAttribute("aria-busy", "true");
    await expect(page.locator('li[data-role="assistant"]').last()).not.toBeEmpty();
    await expect(composer).toHaveValue("My landlord kept my deposit.");
  });
});

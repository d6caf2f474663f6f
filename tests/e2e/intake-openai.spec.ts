import { e2eServers } from "./server-log.ts";
import { expect, test } from "./fixtures.ts";
import { say, startIntake, uploadRequiredDocuments } from "./support/intake-journey.ts";

// The same journey with the openai provider, against the local OpenAI-compatible server.
const baseURL = `http://localhost:${e2eServers.openai.port}`;
test.use({ baseURL });

test.describe("the intake conversation with the openai provider", () => {
  test("streams the model's answers and its tools build a ready matter", async ({ page }) => {
    await startIntake(page, baseURL);
    const first = await say(page, "Hello, I need some help.");
    await expect(first).toContainText("not a lawyer");
    await say(
      page,
      "I'm Dana Reyes. My wife Maria and I are separating; we live in Charlotte, NC. We have two kids, ages 6 and 9. We married on June 5, 2016 and separated in March 2025. Nothing is urgent right now.",
    );
    const contactForm = page.getByRole("form", { name: "Contact information" });
    await expect(contactForm).toBeVisible();
    await contactForm.getByLabel("Full name").fill("Dana Reyes");
    await contactForm.getByLabel("Email").fill("dana.reyes@example.com");
    await contactForm.getByLabel("Phone").fill("(704) 555-0134");
    await contactForm.getByRole("button", { name: "Share my details" }).click();
    const canvas = page.getByRole("region", { name: "Matter summary" });
    await expect(canvas).toBeVisible({ timeout: 20_000 });
    await expect(canvas).toContainText("Family");

    await say(page, "What happens next?");
    await uploadRequiredDocuments(page);
    await say(page, "I've uploaded them.");
    const payment = page.getByRole("region", { name: "Consultation fee" });
    await payment.getByRole("link", { name: "Open Payment Page" }).click();
    await page.getByRole("button", { name: /Pay/ }).click();
    await expect(page.getByRole("region", { name: "Consultation fee" })).toContainText("Payment received");
    await expect(page.getByRole("region", { name: "Matter summary" }).locator("[data-matter-status]")).toHaveText(
      "Ready",
    );
  });
});

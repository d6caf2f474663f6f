import { expect, test } from "./fixtures.ts";
import { answerUntilContactForm, say, startIntake } from "./support/intake-journey.ts";

/**
 * Issue 13: a long, messy first message (lower case, a helper, a company behind a first name, a
 * suburb, a date in words) ends in a matter whose other side, place, key date and urgency are right.
 * The narrative states its own "today", so the urgency does not depend on the day the test runs.
 */
const NARRATIVE =
  "hi, today is march 22 2026. so my landlord kyle from Whitfield Properties LLC gave me court papers last week, its an eviction and the hearing is set for april 1st at 9am at the Halden County Court. " +
  "my neighbour Bev who is helping me write this says i should get a lawyer asap. i live in brooklyn park and i paid rent every month, i want to stay in my apartment";

test.describe("the built-in agent understands a long first message", () => {
  test("asks for the other side first, and files the right other side, place, hearing and urgency", async ({
    page,
  }) => {
    await startIntake(page);
    const welcome = await say(page, "hello");
    await expect(welcome).toContainText("who is on the other side");

    const contactForm = await answerUntilContactForm(page, [NARRATIVE, "Dana Reyes"]);
    // Nothing the visitor said was asked for again.
    await expect(
      page
        .locator('li[data-role="assistant"]')
        .filter({ hasText: /landlord's (full )?name|which state|has a lawsuit been filed/i }),
    ).toHaveCount(0);
    await expect(contactForm.getByLabel("Full name")).toHaveValue("Dana Reyes");
    await expect(contactForm.getByLabel("Other party (person or company)")).toHaveValue("Whitfield Properties LLC");
    await contactForm.getByLabel("Email").fill("dana.reyes@example.com");
    await contactForm.getByLabel("Phone").fill("(612) 555-0134");
    await contactForm.getByRole("button", { name: "Share my details" }).click();

    const canvas = page.getByRole("region", { name: "Matter summary" });
    await expect(canvas).toBeVisible({ timeout: 20_000 });
    await expect(canvas.getByTestId("matter-opposing-party")).toHaveText("Whitfield Properties LLC");
    await expect(canvas).toContainText("Brooklyn Park, Halden County, MN");
    await expect(canvas.getByTestId("matter-key-dates")).toContainText(
      "Hearing: 2026-04-01 09:00, Halden County Court",
    );
    await expect(canvas).toContainText("High");
    await expect(canvas).toContainText(
      "Dana Reyes seeks help with a landlord-tenant (eviction) matter against Whitfield Properties LLC",
    );
  });
});

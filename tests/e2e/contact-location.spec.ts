import { expect, test } from "./fixtures.ts";
import { answerUntilContactForm, startIntake } from "./support/intake-journey.ts";

/** Issue 14: the contact form never pre-fills the visitor's location with the other side's city (JavaScript on and off). */
test("the contact form leaves Location empty when the only city named is the other side's", async ({ page }) => {
  test.setTimeout(90_000);
  await startIntake(page);
  const contactForm = await answerUntilContactForm(page, [
    "My ex-husband moved to Denver, CO with our two kids and won't let me see them. We divorced in 2023.",
    "My name is Dana Reyes",
    "Mark Reyes",
    "There is a custody order from 2023.",
    "Nothing is urgent right now.",
  ]);
  await expect(contactForm.getByLabel("Full name")).toHaveValue("Dana Reyes");
  await expect(contactForm.getByLabel(/^City and state/)).toHaveValue("");
});

import type { Page } from "@playwright/test";
import { makePdf } from "../support/documents.ts";
import { expect, test } from "./fixtures.ts";
import { answerUntilContactForm, expectDocumentUploaded, startIntake } from "./support/intake-journey.ts";

/**
 * Files travel with their message (issue 14): a file sent through the composer is shown in the
 * visitor's bubble, and one that is a document the checklist asks for ticks it, so the visitor
 * never uploads the same paper twice. JavaScript on and off.
 */
const familyStory = [
  "hello",
  "My wife and I are separating and I'm in Charlotte, NC. We have two kids, ages 6 and 9. We married on June 5, 2016 and separated in March 2025.",
  "My name is Dana Reyes",
  "Maria Reyes",
  "Nothing has been filed yet and there is no court order.",
  "Nothing is urgent right now.",
];

async function sendWithFile(
  page: Page,
  javaScriptEnabled: boolean,
  text: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  if (javaScriptEnabled) {
    await expect(page.getByRole("button", { name: "Attach files" })).toBeEnabled();
    await page.getByTestId("composer-file-input").setInputFiles(file);
    await expect(page.getByRole("list", { name: "Files to send" })).toBeVisible();
  } else {
    await page.getByLabel("Attach files").setInputFiles(file);
  }
  await page.getByRole("textbox", { name: "Message" }).fill(text);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  return page.locator('li[data-role="user"]').filter({ hasText: text });
}

test.describe("files sent with a message", () => {
  test.describe.configure({ timeout: 180_000 });

  test("the file is in the visitor's bubble, and a document the checklist asks for is ticked without a second upload", async ({
    page,
    javaScriptEnabled,
  }) => {
    await startIntake(page);
    const contactForm = await answerUntilContactForm(page, familyStory);
    await contactForm.getByLabel("Email").fill("dana.reyes@example.com");
    await contactForm.getByLabel("Phone").fill("(704) 555-0134");
    await contactForm.getByRole("button", { name: "Share my details" }).click();
    const checklist = page.getByRole("region", { name: /^Documents for your/ });
    await expect(checklist).toBeVisible({ timeout: 20_000 });
    const certificate = checklist.locator("li").filter({ hasText: "Marriage certificate" });
    await expect(certificate.getByText("Missing", { exact: true })).toBeVisible();

    const pdf = {
      name: "marriage-certificate.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(await makePdf(["Certificate of marriage between Dana Reyes and Maria Reyes, June 5, 2016."])),
    };
    const sent = await sendWithFile(page, javaScriptEnabled, "Here is our marriage certificate.", pdf);
    const link = sent
      .getByRole("list", { name: "Attached files" })
      .getByRole("link", { name: "Open marriage-certificate.pdf" });
    await expect(link).toBeVisible({ timeout: 20_000 });
    await expect(sent).not.toContainText("Attached:");
    const response = await page.request.get((await link.getAttribute("href"))!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");

    // The checklist shows the same file: Processing while it is read, then Uploaded.
    await expectDocumentUploaded(page, "Marriage certificate");
    await expect(certificate.getByRole("link", { name: "marriage-certificate.pdf" })).toBeVisible();
    await expect(checklist.getByRole("button", { name: /Complete 1 more required/ })).toBeDisabled();

    // After a reload the bubble still has its file (it is stored with the message).
    await page.reload();
    await expect(
      page
        .locator('li[data-role="user"]')
        .filter({ hasText: "Here is our marriage certificate." })
        .getByRole("link", { name: "Open marriage-certificate.pdf" }),
    ).toBeVisible();
  });
});

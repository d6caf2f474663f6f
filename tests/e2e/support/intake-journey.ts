import { expect, type Page } from "@playwright/test";

/** Steps of an intake conversation, as a visitor performs them in the browser. */

export async function startIntake(page: Page, baseURL = "") {
  await page.goto(`${baseURL}/?organizationId=your-firm`);
  await expect(page.getByRole("heading", { name: "Before we start" })).toBeVisible();
  await expect(page.getByText("It is not a lawyer and not an employee of the firm.")).toBeVisible();
  await page.getByRole("button", { name: "I understand, start the chat" }).click();
  await expect(page.getByRole("heading", { name: "Before we start" })).toHaveCount(0);
}

/**
 * Sends a message and waits until the assistant's answer to it is complete: the assistant message
 * right after the visitor's (other assistant messages, such as a document's analysis, may arrive
 * at any time).
 */
export async function say(page: Page, text: string) {
  const sentBefore = await page.locator('li[data-role="user"]').count();
  const composer = page.getByRole("textbox", { name: "Message" });
  await expect(composer).toBeEnabled();
  await composer.fill(text);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  const sent = page.locator('li[data-role="user"]').nth(sentBefore);
  await expect(sent).toContainText(text.slice(0, 40), { timeout: 20_000 });
  const answer = sent.locator('xpath=following-sibling::li[@data-role="assistant"][1]');
  await expect(answer).toBeVisible({ timeout: 20_000 });
  await expect(answer).not.toHaveAttribute("aria-busy", "true", { timeout: 20_000 });
  return answer;
}

/** Answers the interview until the contact form appears (a bounded number of turns). */
export async function answerUntilContactForm(page: Page, script: string[], fallback = "I don't know") {
  const contactForm = page.getByRole("form", { name: "Contact information" });
  for (let turn = 0; turn < 14; turn++) {
    if (await contactForm.isVisible()) return contactForm;
    await say(page, script[turn] ?? fallback);
  }
  await expect(contactForm).toBeVisible();
  return contactForm;
}

/** A small, real PDF (the server checks the bytes, not the name). */
export function pdfFile(name: string) {
  const body =
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";
  return { name, mimeType: "application/pdf", buffer: Buffer.from(body) };
}

/**
 * A document is 'Processing' while its file is read, then 'Uploaded'. With JavaScript the page
 * refreshes itself; without, the visitor follows 'Check again' until it is.
 */
export async function expectDocumentUploaded(page: Page, name: string) {
  const checklist = page.getByRole("region", { name: /^Documents for your/ });
  const document = checklist.locator("li").filter({ hasText: name });
  await expect(async () => {
    const again = document.getByRole("link", { name: "Check again" });
    // The link goes away as soon as the page refreshes itself: a click that finds it gone tries again.
    if (await again.isVisible()) await again.click({ timeout: 2_000 });
    await expect(document.getByText("Uploaded", { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
}

/** Uploads a file for every required document of the checklist that is still missing. */
export async function uploadRequiredDocuments(page: Page) {
  const checklist = page.getByRole("region", { name: /^Documents for your/ });
  await expect(checklist).toBeVisible();
  for (let round = 0; round < 6; round++) {
    const missing = checklist.locator("li").filter({ hasText: "Required" }).filter({ hasText: "Missing" });
    if ((await missing.count()) === 0) break;
    const item = missing.first();
    const name = (await item.locator("span.font-medium").first().textContent()) ?? "document";
    await item.locator('input[type="file"]').setInputFiles(pdfFile(`${name.replace(/\W+/g, "-").toLowerCase()}.pdf`));
    await item.getByRole("button", { name: "Upload" }).click();
    await expectDocumentUploaded(page, name);
  }
  return checklist;
}

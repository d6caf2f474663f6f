import type { Page } from "@playwright/test";
import { makePdf, tinyPng } from "../support/documents.ts";
import { expect, test } from "./fixtures.ts";
import { answerUntilContactForm, say, startIntake, uploadRequiredDocuments } from "./support/intake-journey.ts";

/**
 * Files in the intake conversation, as a visitor uses them: attach a PDF and a photo (with
 * JavaScript: uploaded at once with progress; without: posted with the message), find them in the
 * media panel, read the assistant's analysis, complete the checklist and open the case-file PDF.
 */
const leaseText = [
  "Residential lease agreement between Oak Street Properties LLC (landlord) and Dana Reyes (tenant).",
  "The monthly rent is $1,850, due on the first day of each month, starting January 1, 2025.",
];

async function files() {
  return {
    pdf: {
      name: "signed-lease-agreement.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(await makePdf(leaseText)),
    },
    photo: { name: "water-damage.png", mimeType: "image/png", buffer: tinyPng() },
  };
}

const familyStory = [
  "hello",
  "My wife and I are separating and I'm in Charlotte, NC. We have two kids, ages 6 and 9. We married on June 5, 2016 and separated in March 2025.",
  "My name is Dana Reyes",
  "Maria Reyes",
  "Nothing has been filed yet and there is no court order.",
  "Nothing is urgent right now.",
];

const mediaPanel = (page: Page) => page.getByRole("region", { name: "Media, Documents, and Links" });

/** Without JavaScript nothing refreshes by itself: the visitor reloads until the analysis is there. */
async function expectAnalysis(page: Page, javaScriptEnabled: boolean) {
  const analysis = page.locator('li[data-role="assistant"]').filter({ hasText: "I read signed-lease-agreement.pdf" });
  if (javaScriptEnabled) {
    await expect(analysis).toBeVisible({ timeout: 30_000 });
  } else {
    await expect(async () => {
      await page.reload();
      await expect(analysis).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
  }
  await expect(analysis).toContainText("1,850");
}

test.describe("files in the intake conversation", () => {
  test.describe.configure({ timeout: 150_000 });

  test("a visitor attaches a lease and a photo, finds them in the media panel, reads the analysis, completes the checklist and opens the case PDF", async ({
    page,
    javaScriptEnabled,
  }) => {
    const { pdf, photo } = await files();
    await startIntake(page);
    const panel = mediaPanel(page);
    await expect(panel).toContainText("No files shared yet");

    if (javaScriptEnabled) {
      // The upload is held until the test has seen its progress (capped at 90 % until the answer).
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/files/upload", async (route) => {
        await held;
        await route.continue();
      });
      await expect(page.getByRole("button", { name: "Attach files" })).toBeEnabled();
      await page.getByTestId("composer-file-input").setInputFiles([pdf, photo]);
      const uploading = page.getByRole("list", { name: "Uploading files" });
      await expect(uploading.getByRole("progressbar", { name: "Uploading signed-lease-agreement.pdf" })).toBeVisible();
      const value = Number(await uploading.getByRole("progressbar").first().getAttribute("value"));
      expect(value).toBeLessThanOrEqual(90);
      await expect(uploading.getByRole("button", { name: "Cancel" })).toHaveCount(2);
      release();
      // Uploaded items leave the list (500 ms later) and wait as previews with name and size.
      await expect(uploading).toHaveCount(0);
      const previews = page.getByRole("list", { name: "Files to send" });
      // Long names are cut at 25 characters, keeping the extension.
      await expect(previews).toContainText("signed-lease-agreeme….pdf");
      await expect(previews).toContainText("water-damage.png");
      await expect(previews).toContainText(/\d+(\.\d)? KB/);
      await expect(previews.locator("img")).toHaveCount(1);
      await page.unroute("**/api/files/upload");
      await say(page, "Here is my lease and a photo of the damage.");
    } else {
      await page.getByLabel("Attach files").setInputFiles([pdf, photo]);
      await page.getByRole("textbox", { name: "Message" }).fill("Here is my lease and a photo of the damage.");
      await page.getByRole("button", { name: "Send", exact: true }).click();
    }
    const sent = page.locator('li[data-role="user"]').filter({ hasText: "Here is my lease" });
    // The files travel with the message: in its bubble, each opening the file.
    const attached = sent.getByRole("list", { name: "Attached files" });
    await expect(attached.getByRole("link", { name: "Open signed-lease-agreement.pdf" })).toHaveAttribute(
      "href",
      /^\/api\/files\//,
    );
    await expect(attached.getByRole("link", { name: "Open water-damage.png" })).toBeVisible();
    await expect(sent).not.toContainText("Attached:");

    // The media panel groups them, with counts.
    if (!javaScriptEnabled) await page.reload();
    await expect(panel.getByRole("region", { name: "Documents 1", exact: true })).toBeVisible();
    await expect(panel.getByRole("region", { name: "Photos 1", exact: true })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Open signed-lease-agreement.pdf" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Open water-damage.png" })).toBeVisible();
    await expectAnalysis(page, javaScriptEnabled);

    // On to the checklist: the interview, the contact details, the documents.
    const contactForm = await answerUntilContactForm(page, familyStory);
    await contactForm.getByLabel("Full name").fill("Dana Reyes");
    await contactForm.getByLabel("Email").fill("dana.reyes@example.com");
    await contactForm.getByLabel("Phone").fill("(704) 555-0134");
    await contactForm.getByRole("button", { name: "Share my details" }).click();
    await expect(page.getByRole("region", { name: "Matter summary" })).toBeVisible({ timeout: 20_000 });
    const checklist = await uploadRequiredDocuments(page);
    await checklist.getByRole("button", { name: "Complete", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Checklist Complete" })).toBeVisible({ timeout: 20_000 });

    // The case file appears in the conversation and opens as a PDF.
    const caseFile = page.getByRole("region", { name: "Case file" });
    await expect(caseFile).toBeVisible({ timeout: 20_000 });
    await expect(caseFile).toContainText(/case-file-YF-\d{4}-\d{4}\.pdf/);
    const href = await caseFile.getByRole("link", { name: "Open PDF" }).getAttribute("href");
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect((await response.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // Share Matter e-mails the visitor a link to it (ADR 0020).
    await caseFile.getByRole("button", { name: "Share Matter" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Case file sent" })).toContainText("d•••@example.com");
  });

  test("removing an uploaded checklist document makes it missing again and says so", async ({ page }) => {
    await startIntake(page);
    const contactForm = await answerUntilContactForm(page, familyStory);
    await contactForm.getByLabel("Email").fill("dana.reyes@example.com");
    await contactForm.getByLabel("Phone").fill("(704) 555-0134");
    await contactForm.getByRole("button", { name: "Share my details" }).click();
    const checklist = await uploadRequiredDocuments(page);
    const uploaded = checklist.locator("li").filter({ hasText: "Uploaded" }).first();
    const name = (await uploaded.locator("span.font-medium").first().textContent())!;
    await uploaded.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Document Removed" })).toBeVisible();
    await expect(checklist.locator("li").filter({ hasText: name }).getByText("Missing", { exact: true })).toBeVisible();
    await expect(checklist.getByRole("button", { name: /Complete 1 more required/ })).toBeDisabled();
  });
});

test.describe("attachments with JavaScript", () => {
  test.skip(
    ({ javaScriptEnabled }) => !javaScriptEnabled,
    "the picker, drag-and-drop, cancel and the viewer need JavaScript",
  );

  test("archives and programs are refused with the spec's texts, for the picker and for drag-and-drop", async ({
    page,
  }) => {
    await startIntake(page);
    await expect(page.getByRole("button", { name: "Attach files" })).toBeEnabled();
    await page
      .getByTestId("composer-file-input")
      .setInputFiles({ name: "setup.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") });
    await expect(page.getByRole("alert")).toHaveText(
      "Some files were not uploaded. ZIP and executable files are not allowed.",
    );

    const transfer = await page.evaluateHandle(() => {
      const data = new DataTransfer();
      data.items.add(new File(["PK"], "evidence.zip", { type: "application/zip" }));
      return data;
    });
    await page.dispatchEvent("main", "dragenter", { dataTransfer: transfer });
    await expect(page.getByText("Drop Files to Upload")).toBeVisible();
    await expect(page.getByText("We accept images, videos, and document files")).toBeVisible();
    await page.dispatchEvent("main", "drop", { dataTransfer: transfer });
    await expect(page.getByText("Drop Files to Upload")).toHaveCount(0);
    await expect(page.getByRole("alert")).toHaveText(
      "Some files were not uploaded because they have disallowed file extensions (zip, exe, etc.)",
    );
    await expect(mediaPanel(page)).toContainText("No files shared yet");
  });

  test("an upload can be cancelled, and a dropped photo opens in the full-screen viewer", async ({ page }) => {
    await startIntake(page);
    await page.route("**/api/files/upload", () => {
      // Never answered: the visitor cancels.
    });
    await expect(page.getByRole("button", { name: "Attach files" })).toBeEnabled();
    await page.getByTestId("composer-file-input").setInputFiles((await files()).pdf);
    await page.getByRole("list", { name: "Uploading files" }).getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("alert")).toHaveText("Upload cancelled");
    await expect(page.getByRole("list", { name: "Uploading files" })).toHaveCount(0);
    await page.unroute("**/api/files/upload");

    const png = tinyPng().toString("base64");
    const transfer = await page.evaluateHandle((base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], "front-door.png", { type: "image/png" }));
      return data;
    }, png);
    await page.dispatchEvent("main", "dragenter", { dataTransfer: transfer });
    await page.dispatchEvent("main", "drop", { dataTransfer: transfer });
    const photo = mediaPanel(page).getByRole("link", { name: "Open front-door.png" });
    await expect(photo).toBeVisible();
    await photo.click();
    const viewer = page.getByRole("dialog", { name: "Viewing front-door.png" });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole("img", { name: "front-door.png" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(viewer).toHaveCount(0);
    await expect(photo).toBeFocused();
  });
});

test.describe("links in the media panel", () => {
  test("the links shared in the conversation are listed in the media panel, with a count, opening in a new tab", async ({
    page,
  }) => {
    await startIntake(page);
    await expect(mediaPanel(page)).toContainText("No files shared yet");
    await say(
      page,
      "My landlord's listing is https://rentals.example.com/unit-4, and the photos are on www.example.org/gallery.",
    );
    const links = mediaPanel(page).getByRole("region", { name: /^Links/ });
    await expect(links.getByRole("heading")).toHaveText("Links2");
    const listing = links.getByRole("link", { name: "rentals.example.com/unit-4" });
    await expect(listing).toHaveAttribute("href", "https://rentals.example.com/unit-4");
    await expect(listing).toHaveAttribute("target", "_blank");
    await expect(listing).toHaveAttribute("rel", "noopener noreferrer");
    await expect(links.getByRole("link", { name: "www.example.org/gallery" })).toHaveAttribute(
      "href",
      "http://www.example.org/gallery",
    );
    await expect(mediaPanel(page)).not.toContainText("No files shared yet");
  });
});

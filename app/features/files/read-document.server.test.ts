import { describe, expect, it } from "vitest";
import { rejectionOf } from "../../../tests/support/rejection.ts";
import { docx } from "../../../tests/support/zip.ts";
import { docxBomb, pdfStreamBomb } from "../../../tests/support/document-bombs.ts";
import { pdfStreamsWithin } from "./pdf-stream-sizes.ts";
import { documentLimits } from "./document-limits.ts";
import { UnreadableDocumentError } from "./document-text.server.ts";
import { readDocumentText } from "./read-document.server.ts";

const docxType = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

const reasonOf = async (promise: Promise<unknown>) => (await rejectionOf(promise, UnreadableDocumentError)).reason;

describe("readDocumentText (in a bounded worker thread)", { timeout: 60_000 }, () => {
  const small = { ...documentLimits, maxHeapMb: 96 };

  it("reads a .docx within the limits", async () => {
    expect(await readDocumentText(docx(["Lease between Acme LLC and Dana Reyes"]), docxType, small)).toMatchObject({
      kind: "text",
      text: expect.stringContaining("Lease between Acme LLC and Dana Reyes"),
    });
  });

  it("a .docx under the unpacked-size cap whose reading outgrows the thread's heap ends unreadable, not in a crash", async () => {
    const reason = await reasonOf(readDocumentText(docxBomb(24 * 1024 * 1024), docxType, small));
    expect(reason).toBe("reading it needed more memory than we allow for one document; it may be malformed.");
  });

  it("a document whose reading passes the deadline ends unreadable", async () => {
    const reason = await reasonOf(
      readDocumentText(docxBomb(24 * 1024 * 1024), docxType, { ...documentLimits, deadlineMs: 1 }),
    );
    expect(reason).toBe("reading it took longer than we allow for one document; it may be malformed.");
  });

  it("a PDF whose page unpacks past the cap (tiny on disk) ends unreadable before pdf.js inflates it", async () => {
    const bomb = pdfStreamBomb(48 * 1024 * 1024);
    expect(bomb.byteLength).toBeLessThan(256 * 1024);
    const reason = await reasonOf(
      readDocumentText(bomb, "application/pdf", { ...small, maxPdfInflatedBytes: 32 * 1024 * 1024 }),
    );
    expect(reason).toBe("the PDF unpacks to more than 32 MB, more than we read.");
  });

  it("a PDF whose streams unpack within the cap is read as before", async () => {
    expect(
      await readDocumentText(pdfStreamBomb(2 * 1024 * 1024), "application/pdf", {
        ...small,
        maxPdfInflatedBytes: 32 * 1024 * 1024,
      }),
    ).toMatchObject({ kind: "text", pages: 1 });
  });
});

describe("pdfStreamsWithin", () => {
  it("counts the inflated bytes of the Flate streams against the limit", () => {
    const pdf = pdfStreamBomb(4 * 1024 * 1024);
    expect(pdfStreamsWithin(pdf, 4 * 1024 * 1024)).toBe(true);
    expect(pdfStreamsWithin(pdf, 4 * 1024 * 1024 - 1)).toBe(false);
  });
});

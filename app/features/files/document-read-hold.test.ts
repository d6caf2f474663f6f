import { describe, expect, it } from "vitest";
import { holdNextDocumentRead } from "./document-read-hold.ts";
import { pdfStreamsWithin } from "./pdf-stream-sizes.ts";
import { pdfStreamBomb } from "../../../tests/support/document-bombs.ts";

describe("holdNextDocumentRead (a test seam, ADR 0127)", () => {
  it("refuses to hold a reader on the thread that set the hold, which would freeze it, and lets it finish", async () => {
    const hold = holdNextDocumentRead();
    const reached = hold.reached.catch((error: Error) => error.message);
    try {
      expect(pdfStreamsWithin(pdfStreamBomb(64 * 1024), 1024)).toBe(false);
      expect(await reached).toBe(
        "The document was read on the server's own thread: holding it there would freeze the server.",
      );
    } finally {
      hold.release();
    }
  });
});

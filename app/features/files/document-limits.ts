/**
 * What reading one uploaded document may cost (ADR 0044). A document past a limit ends "failed"
 * with a reason and is not retried; the visitor's file stays saved for the firm.
 */
export const documentLimits = {
  /** Heap of the thread that reads one document. */
  maxHeapMb: 512,
  /** Time to read one document's text; a 25 MB PDF takes a few seconds. */
  deadlineMs: 120_000,
  /** A .docx's XML parts together, unpacked, as its central directory declares them. */
  maxDocxXmlBytes: 32 * 1024 * 1024,
  /** Pages of a PDF. */
  maxPdfPages: 2_000,
  /** A PDF's Flate streams together, unpacked (measured before pdf.js reads it; a 25 MB PDF of images stays well under). */
  maxPdfInflatedBytes: 512 * 1024 * 1024,
  /** Characters of text kept from one document (the analysis reads the first 400,000). */
  maxTextCharacters: 2_000_000,
};

import { unzipSync } from "fflate";
import mammoth from "mammoth";
import { getDocumentProxy } from "unpdf";
import WordExtractor from "word-extractor";
import { documentLimits } from "./document-limits.ts";
import { documentReadCheckpoint } from "./document-read-hold.ts";
import { mimeTypes } from "./file-types.server.ts";
import { pdfStreamsWithin } from "./pdf-stream-sizes.ts";

/**
 * The text of an uploaded document: PDF (unpdf, pdf.js), Word .docx (mammoth), legacy Word .doc
 * (word-extractor), plain text and CSV. The spreadsheet formats have no reader here; they are
 * kept, not read. A file that cannot be read (damaged, password-protected) raises
 * UnreadableDocumentError with a reason the visitor can act on; retrying it would not help.
 *
 * This runs inside a bounded worker thread (read-document.server.ts, ADR 0044); the checks here
 * refuse what is too large before it is unpacked: a .docx's declared unpacked size, a PDF's
 * inflated stream sizes and page count, and the text kept (documentLimits).
 */
export class UnreadableDocumentError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "UnreadableDocumentError";
  }
}

export type DocumentText = { kind: "text" | "csv"; text: string; pages: number | null } | { kind: "unsupported" };

function decodeText(bytes: Uint8Array): string {
  return new TextDecoder("utf-8").decode(bytes).replace(/^\uFEFF/, "");
}

async function pdfText(bytes: Uint8Array, limits: DocumentLimits): Promise<{ text: string; pages: number }> {
  if (!pdfStreamsWithin(bytes, limits.maxPdfInflatedBytes)) {
    throw new UnreadableDocumentError(
      `the PDF unpacks to more than ${Math.round(limits.maxPdfInflatedBytes / (1024 * 1024))} MB, more than we read.`,
    );
  }
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // A copy: pdf.js may transfer (detach) the buffer it is given.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, isEvalSupported: false });
  } catch (error) {
    if ((error as { name?: string }).name === "PasswordException")
      throw new UnreadableDocumentError("the PDF is protected by a password.");
    throw new UnreadableDocumentError("the PDF appears to be damaged.");
  }
  try {
    if (pdf.numPages > documentLimits.maxPdfPages) {
      throw new UnreadableDocumentError(
        `the PDF has more than ${documentLimits.maxPdfPages.toLocaleString("en")} pages, more than we read.`,
      );
    }
    // Page by page (as unpdf's extractText, without reading every page at once), up to the text cap.
    const texts: string[] = [];
    let characters = 0;
    for (let number = 1; number <= pdf.numPages && characters < documentLimits.maxTextCharacters; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join("");
      page.cleanup();
      texts.push(text);
      characters += text.length;
    }
    const merged = texts
      .join("\n")
      .replace(/[^\S\n]+/g, " ")
      .replace(/ ?\n ?/g, "\n")
      .replace(/\n{3,}/g, "\n\n");
    return { text: capText(merged), pages: pdf.numPages };
  } catch (error) {
    if (error instanceof UnreadableDocumentError) throw error;
    throw new UnreadableDocumentError("the PDF appears to be damaged.");
  } finally {
    await pdf.destroy().catch(() => {});
  }
}

const capText = (text: string) =>
  text.length > documentLimits.maxTextCharacters ? text.slice(0, documentLimits.maxTextCharacters) : text;

/**
 * Refuses a .docx whose XML parts would unpack beyond the limit, from the sizes its central
 * directory declares, before anything is inflated. A part that inflates beyond what it declares is
 * stopped by the thread's heap limit (and JSZip's size check).
 */
function assertDocxUnpackedSize(bytes: Uint8Array) {
  let unpacked = 0;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        documentReadCheckpoint();
        if (/\.(xml|rels)$/i.test(file.name)) unpacked += file.originalSize;
        return false;
      },
    });
  } catch {
    throw new UnreadableDocumentError("the Word document appears to be damaged.");
  }
  if (unpacked > documentLimits.maxDocxXmlBytes) {
    throw new UnreadableDocumentError(
      `the Word document unpacks to more than ${documentLimits.maxDocxXmlBytes / 1024 / 1024} MB of text and markup, more than we read.`,
    );
  }
}

async function docxText(bytes: Uint8Array): Promise<string> {
  assertDocxUnpackedSize(bytes);
  try {
    const result = await mammoth.extractRawText({
      buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    });
    return result.value;
  } catch {
    throw new UnreadableDocumentError("the Word document appears to be damaged.");
  }
}

/** The main text of a Word 97–2003 file (an OLE compound file with a WordDocument stream). */
async function docText(bytes: Uint8Array): Promise<string> {
  try {
    const document = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    // As written: word-extractor would otherwise turn curly quotes and dashes into ASCII.
    return document.getBody({ filterUnicode: false });
  } catch {
    throw new UnreadableDocumentError("the Word document appears to be damaged.");
  }
}

export type DocumentLimits = Pick<typeof documentLimits, "maxPdfInflatedBytes">;

export async function extractDocumentText(
  bytes: Uint8Array,
  contentType: string,
  limits: DocumentLimits = documentLimits,
): Promise<DocumentText> {
  switch (contentType) {
    case "application/pdf": {
      const { text, pages } = await pdfText(bytes, limits);
      return { kind: "text", text, pages };
    }
    case mimeTypes.docx:
      return { kind: "text", text: capText(await docxText(bytes)), pages: null };
    case mimeTypes.doc:
      return { kind: "text", text: capText(await docText(bytes)), pages: null };
    case "text/plain":
      return { kind: "text", text: capText(decodeText(bytes)), pages: null };
    case "text/csv":
      return { kind: "csv", text: capText(decodeText(bytes)), pages: null };
    default:
      return { kind: "unsupported" };
  }
}

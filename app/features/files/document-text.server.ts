import mammoth from "mammoth";
import { extractText, getDocumentProxy } from "unpdf";
import WordExtractor from "word-extractor";
import { mimeTypes } from "./file-types.server.ts";

/**
 * The text of an uploaded document: PDF (unpdf, pdf.js), Word .docx (mammoth), legacy Word .doc
 * (word-extractor), plain text and CSV. The spreadsheet formats have no reader here; they are
 * kept, not read. A file that cannot be read (damaged, password-protected) raises
 * UnreadableDocumentError with a reason the visitor can act on; retrying it would not help.
 */
export class UnreadableDocumentError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "UnreadableDocumentError";
  }
}

export type DocumentText =
  | { kind: "text" | "csv"; text: string; pages: number | null }
  | { kind: "unsupported" };

function decodeText(bytes: Uint8Array): string {
  return new TextDecoder("utf-8").decode(bytes).replace(/^\uFEFF/, "");
}

async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // A copy: pdf.js may transfer (detach) the buffer it is given.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, isEvalSupported: false });
  } catch (error) {
    if ((error as { name?: string }).name === "PasswordException") throw new UnreadableDocumentError("the PDF is protected by a password.");
    throw new UnreadableDocumentError("the PDF appears to be damaged.");
  }
  try {
    const { totalPages, text } = await extractText(pdf, { mergePages: true });
    return { text, pages: totalPages };
  } catch {
    throw new UnreadableDocumentError("the PDF appears to be damaged.");
  } finally {
    await pdf.destroy().catch(() => {});
  }
}

async function docxText(bytes: Uint8Array): Promise<string> {
  try {
    const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
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

export async function extractDocumentText(bytes: Uint8Array, contentType: string): Promise<DocumentText> {
  switch (contentType) {
    case "application/pdf": {
      const { text, pages } = await pdfText(bytes);
      return { kind: "text", text, pages };
    }
    case mimeTypes.docx:
      return { kind: "text", text: await docxText(bytes), pages: null };
    case mimeTypes.doc:
      return { kind: "text", text: await docText(bytes), pages: null };
    case "text/plain":
      return { kind: "text", text: decodeText(bytes), pages: null };
    case "text/csv":
      return { kind: "csv", text: decodeText(bytes), pages: null };
    default:
      return { kind: "unsupported" };
  }
}

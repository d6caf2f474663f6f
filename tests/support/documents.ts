import { deflateSync } from "node:zlib";
import PDFDocument from "pdfkit";
import { extractText, getDocumentProxy } from "unpdf";

import { crc32 } from "./zip.ts";

export { docx } from "./zip.ts";

/** A real PDF with these paragraphs, made with pdfkit. */
export function makePdf(paragraphs: string[]): Promise<Uint8Array<ArrayBuffer>> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve) =>
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
  for (const paragraph of paragraphs) doc.text(paragraph).moveDown();
  doc.end();
  return done;
}

/** The text of a PDF as unpdf extracts it, whitespace collapsed. */
export async function pdfTextOf(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  await pdf.destroy();
  return text.replace(/\s+/g, " ");
}

/** A Windows executable's first bytes (an MZ header pointing at a PE signature). */
export function windowsExecutable(): Uint8Array<ArrayBuffer> {
  const bytes = Buffer.alloc(1024);
  bytes.write("MZ", 0, "latin1");
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write("PE\0\0", 0x80, "latin1");
  bytes.writeUInt16LE(0x14c, 0x84); // i386
  return new Uint8Array(bytes);
}

/** A valid 1×1 PNG (RGBA, with transparency) of one colour. */
export function tinyPng([r, g, b, a]: [number, number, number, number] = [11, 61, 145, 255]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(6, 9); // RGBA
  return Buffer.concat([
    Buffer.from("89504e470d0a1a0a", "hex"),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.from([0, r, g, b, a]))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

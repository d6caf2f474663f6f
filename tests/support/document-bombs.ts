import { once } from "node:events";
import { createDeflate, deflateSync } from "node:zlib";
import { zip } from "./zip.ts";

/**
 * Documents that are small on disk and huge once read (ADR 0044), made in memory for tests.
 */
const contentTypes =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  "</Types>";
const rels =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
  "</Relationships>";

/** A .docx whose word/document.xml unpacks to about `unpackedBytes` of short paragraphs (deflates ~1000:1). */
export function docxBomb(unpackedBytes: number): Uint8Array<ArrayBuffer> {
  const paragraph = "<w:p><w:r><w:t>a</w:t></w:r></w:p>";
  const head =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>';
  const tail = "</w:body></w:document>";
  const body = paragraph.repeat(
    Math.max(1, Math.floor((unpackedBytes - head.length - tail.length) / paragraph.length)),
  );
  return zip([
    { name: "[Content_Types].xml", content: contentTypes },
    { name: "_rels/.rels", content: rels },
    { name: "word/document.xml", content: head + body + tail },
  ]);
}

/** A PDF of `count` empty pages, about 70 bytes each. */
export function pdfWithPages(count: number): Uint8Array<ArrayBuffer> {
  const pageIds = Array.from({ length: count }, (_, index) => index + 3);
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${count} >>`,
    ...pageIds.map(() => "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] >>"),
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, "latin1"));
}

/** A one-page PDF whose page content is a FlateDecode stream unpacking to `inflatedBytes` of spaces (~1000:1). */
export function pdfStreamBomb(inflatedBytes: number): Uint8Array<ArrayBuffer> {
  return pdfWithFlateContent(deflateSync(Buffer.alloc(inflatedBytes, 0x20), { level: 9 }));
}

/**
 * The same bomb, compressed as it is made, 1 MB of spaces at a time: a 600 MB stream costs the
 * test its ~600 KB of output, never the 600 MB.
 */
export async function largePdfStreamBomb(inflatedBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const deflate = createDeflate({ level: 9 });
  const output: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => output.push(chunk));
  const ended = once(deflate, "end");
  const block = Buffer.alloc(1024 * 1024, 0x20);
  for (let written = 0; written < inflatedBytes; written += block.length) {
    const part = block.subarray(0, Math.min(block.length, inflatedBytes - written));
    if (!deflate.write(part)) await once(deflate, "drain");
  }
  deflate.end();
  await ended;
  return pdfWithFlateContent(Buffer.concat(output));
}

function pdfWithFlateContent(compressed: Buffer): Uint8Array<ArrayBuffer> {
  const content = compressed.toString("latin1");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>",
    `<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n${content}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, "latin1"));
}

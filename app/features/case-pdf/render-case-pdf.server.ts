import { inflateSync } from "node:zlib";
import PDFDocument from "pdfkit";

/**
 * Renders the case-file PDF the firm receives: a tagged, accessible PDF 1.7 (real text, a
 * structure tree of headings, paragraphs and lists, decorative parts marked as artifacts, the
 * title shown by viewers, the language set). Pure: the input is plain data, the output bytes.
 *
 * The standard PDF fonts cover Western European text (WinAnsi); other characters are replaced
 * (accents are kept where the letter exists without them) rather than drawn as wrong glyphs.
 */
export type CasePdfInput = {
  organization: { name: string; brandColor: string; accentColor: string; logo: Uint8Array | null };
  matter: {
    number: string;
    service: string | null;
    summary: string;
    urgency: string | null;
    jurisdiction: string | null;
    answers: Array<{ question: string; answer: string }>;
    openedAt: string;
    reviewRequested: boolean;
  };
  contact: { name: string | null; email: string | null; phone: string | null; location: string | null };
  opposingParty: string | null;
  documents: Array<{
    name: string;
    type: string;
    size: number;
    uploadedAt: string;
    status: string;
    summary: string | null;
    error: string | null;
  }>;
  payment: {
    state: "not-required" | "pending" | "paid";
    amountUsd: number | null;
    description: string | null;
    paymentId: string | null;
  };
};

export const casePdfDisclaimer =
  "This case file was prepared by an AI intake assistant from what the client said and shared. It is information for the firm, not legal advice, and it has not been reviewed by a lawyer. No attorney-client relationship is formed by the intake.";

// ---------------------------------------------------------------- text and colour

const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
const FALLBACKS: Record<string, string> = {
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  ı: "i",
  ß: "ss",
  "−": "-",
  "‐": "-",
  "‑": "-",
  "″": '"',
  "′": "'",
};

/**
 * A new PDF as Parley makes them all: US Letter, tagged for assistive technology, in English, its
 * title shown by the viewer, PDF 1.7, created by Parley; the page margins and the rest of the
 * document information are the caller's.
 */
export function newPdfDocument({
  margins,
  bufferPages,
  info,
}: Pick<PDFKit.PDFDocumentOptions, "margins" | "bufferPages"> & { info: Omit<PDFKit.DocumentInfo, "Creator"> }) {
  return new PDFDocument({
    size: "LETTER",
    margins,
    bufferPages,
    tagged: true,
    lang: "en-US",
    displayTitle: true,
    pdfVersion: "1.7",
    info: { ...info, Creator: "Parley" },
  });
}

/** The bytes a PDF document writes, once `doc.end()` finishes it (ask before drawing). */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

/** Text the standard fonts can draw. */
export function pdfText(text: string): string {
  let out = "";
  for (const char of text.replace(/\r\n?/g, "\n")) {
    const code = char.codePointAt(0)!;
    if (
      char === "\n" ||
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      WIN_ANSI_EXTRAS.has(char)
    ) {
      out += char;
    } else if (FALLBACKS[char]) {
      out += FALLBACKS[char];
    } else {
      const base = char.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      out += /^[\x20-\x7e]+$/.test(base) ? base : code < 0x20 ? " " : "?";
    }
  }
  return out;
}

function rgb(hex: string): [number, number, number] {
  const value = /^#?([0-9a-f]{6})$/i.exec(hex)?.[1] ?? "1f2937";
  return [0, 2, 4].map((index) => Number.parseInt(value.slice(index, index + 2), 16)) as [number, number, number];
}

function hex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((part) => Math.round(part).toString(16).padStart(2, "0")).join("")}`;
}

function luminance(color: [number, number, number]): number {
  const [r, g, b] = color.map((part) => {
    const channel = part / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: [number, number, number], b: [number, number, number]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The brand colour, darkened until text in it reads on white (WCAG AA, 4.5:1). */
export function readableOnWhite(color: string): string {
  let value = rgb(color);
  for (let step = 0; step < 20 && contrast(value, [255, 255, 255]) < 4.5; step++)
    value = value.map((part) => part * 0.85) as [number, number, number];
  return hex(value);
}

function textOn(background: string): string {
  return contrast(rgb(background), [255, 255, 255]) >= 4.5 ? "#ffffff" : "#111827";
}

function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / (1024 * 1024)).toFixed(1)} MB`;
}

function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/**
 * A PNG whose image data really inflates. pdfkit decodes some PNGs (those with transparency)
 * asynchronously, and a corrupt one would throw outside any caller's reach; it is checked here,
 * synchronously, first. JPEGs are embedded as they are.
 */
function isReadablePng(bytes: Buffer): boolean {
  if (bytes.length < 33 || bytes.readUInt32BE(0) !== 0x89504e47 || bytes.readUInt32BE(4) !== 0x0d0a1a0a) return false;
  const data: Buffer[] = [];
  let offset = 8;
  let sawHeader = false;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString("latin1", offset + 4, offset + 8);
    if (offset + 12 + length > bytes.length) return false;
    if (type === "IHDR") sawHeader = true;
    if (type === "IDAT") data.push(bytes.subarray(offset + 8, offset + 8 + length));
    if (type === "IEND") break;
    offset += 12 + length;
  }
  if (!sawHeader || data.length === 0) return false;
  try {
    inflateSync(Buffer.concat(data), { maxOutputLength: 64 * 1024 * 1024 });
    return true;
  } catch {
    return false;
  }
}

function isImage(bytes: Uint8Array | null): bytes is Uint8Array {
  if (!bytes || bytes.length < 8) return false;
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return jpeg || isReadablePng(buffer);
}

/** An image pdfkit cannot decode is left out (the name still identifies the firm). */
function canOpenImage(doc: PDFKit.PDFDocument, bytes: Uint8Array): boolean {
  try {
    (doc as unknown as { openImage(source: Buffer): unknown }).openImage(Buffer.from(bytes));
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------- the document

export async function renderCasePdf(input: CasePdfInput, generatedAt: Date): Promise<Buffer> {
  const organizationName = pdfText(input.organization.name);
  const title = `Case file ${pdfText(input.matter.number)}`;
  const doc = newPdfDocument({
    margins: { top: 56, bottom: 64, left: 60, right: 60 },
    bufferPages: true,
    info: {
      Title: `${title} - ${organizationName}`,
      Author: organizationName,
      Subject: pdfText(`${input.matter.service ?? "Legal matter"}: intake case file`),
      Keywords: pdfText(
        ["case file", "intake", input.matter.number, input.matter.service ?? ""].filter(Boolean).join(", "),
      ),
      CreationDate: generatedAt,
    },
  });
  const finished = pdfBytes(doc);

  const brand = input.organization.brandColor;
  const heading = readableOnWhite(brand);
  const accent = readableOnWhite(input.organization.accentColor);
  const body = "#1f2937";
  const muted = "#4b5563";
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  const root = doc.struct("Document");
  doc.addStructure(root);

  // The brand band across the top of the first page: decoration, not content.
  const bandHeight = 84;
  doc.markContent("Artifact", { type: "Layout" });
  doc.rect(0, 0, doc.page.width, bandHeight).fill(brand);
  doc.endMarkedContent();
  let nameX = left;
  const logo = input.organization.logo;
  if (isImage(logo) && canOpenImage(doc, logo)) {
    root.add(
      doc.struct("Figure", { alt: `${organizationName} logo` }, () => {
        doc.image(Buffer.from(logo), left, 18, { fit: [48, 48] });
      }),
    );
    nameX = left + 60;
  }
  root.add(
    doc.struct("P", {}, () => {
      doc
        .font("Helvetica-Bold")
        .fontSize(18)
        .fillColor(textOn(brand))
        .text(organizationName, nameX, 32, { width: width - (nameX - left), lineBreak: false, ellipsis: true });
    }),
  );

  doc.x = left;
  doc.y = bandHeight + 28;
  root.add(
    doc.struct("H1", {}, () => {
      doc.font("Helvetica-Bold").fontSize(22).fillColor(heading).text(title, left, doc.y, { width });
    }),
  );
  root.add(
    doc.struct("P", {}, () => {
      doc
        .font("Helvetica")
        .fontSize(10)
        .fillColor(muted)
        .text(`Prepared ${formatDate(generatedAt.toISOString())} by ${organizationName}'s intake assistant`, { width });
    }),
  );
  doc.moveDown(0.6);
  doc.markContent("Artifact", { type: "Layout" });
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(2)
    .strokeColor(accent)
    .stroke();
  doc.endMarkedContent();
  doc.moveDown(0.8);

  const section = (text: string) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 90) doc.addPage();
    doc.moveDown(0.6);
    root.add(
      doc.struct("H2", {}, () => {
        doc.font("Helvetica-Bold").fontSize(14).fillColor(heading).text(pdfText(text), left, doc.y, { width });
      }),
    );
    doc.moveDown(0.3);
  };
  const paragraph = (text: string, options: { color?: string; size?: number } = {}) => {
    root.add(
      doc.struct("P", {}, () => {
        doc
          .font("Helvetica")
          .fontSize(options.size ?? 11)
          .fillColor(options.color ?? body)
          .text(pdfText(text), left, doc.y, { width, lineGap: 2 });
      }),
    );
    doc.moveDown(0.4);
  };
  /** Bold text at the left margin in the body's size: a field's label, an answer's question. */
  const boldLead = (text: string, options: { continued?: true } = {}) =>
    doc
      .font("Helvetica-Bold")
      .fontSize(11)
      .fillColor(body)
      .text(text, left, doc.y, { width, ...options, lineGap: 2 });
  const field = (label: string, value: string | null | undefined) => {
    root.add(
      doc.struct("P", {}, () => {
        boldLead(`${pdfText(label)}: `, { continued: true });
        doc
          .font("Helvetica")
          .fillColor(value ? body : muted)
          .text(pdfText(value?.trim() || "Not provided"), { lineGap: 2 });
      }),
    );
    doc.moveDown(0.2);
  };

  section("Matter");
  field("Matter number", input.matter.number);
  field("Service", input.matter.service);
  field("Urgency", input.matter.urgency && input.matter.urgency !== "unknown" ? input.matter.urgency : null);
  field("Jurisdiction", input.matter.jurisdiction);
  field("Opened", formatDate(input.matter.openedAt));
  field("Lawyer review", input.matter.reviewRequested ? "Requested by the client" : "Not yet requested");

  section("Summary");
  paragraph(input.matter.summary.trim() || "The client has not described the matter yet.");

  section("Intake answers");
  if (input.matter.answers.length === 0) paragraph("No intake questions were answered.", { color: muted });
  for (const { question, answer } of input.matter.answers) {
    root.add(
      doc.struct("P", {}, () => {
        boldLead(pdfText(question));
        doc.font("Helvetica").fillColor(body).text(pdfText(answer), { width, lineGap: 2 });
      }),
    );
    doc.moveDown(0.4);
  }

  section("Contact details");
  field("Name", input.contact.name);
  field("E-mail", input.contact.email);
  field("Phone", input.contact.phone);
  field("Location", input.contact.location);

  section("Opposing party");
  paragraph(input.opposingParty?.trim() || "Not provided", { color: input.opposingParty ? body : muted });

  section("Documents");
  if (input.documents.length === 0) {
    paragraph("The client has not shared any documents.", { color: muted });
  } else {
    const list = doc.struct("L");
    root.add(list);
    for (const document of input.documents) {
      if (doc.y > doc.page.height - doc.page.margins.bottom - 60) doc.addPage();
      const item = doc.struct("LI");
      list.add(item);
      item.add(
        doc.struct("LBody", {}, () => {
          doc
            .font("Helvetica-Bold")
            .fontSize(11)
            .fillColor(body)
            .text(pdfText(document.name), left, doc.y, { width, lineGap: 2 });
          doc
            .font("Helvetica")
            .fontSize(9.5)
            .fillColor(muted)
            .text(
              `${pdfText(document.type)} · ${formatBytes(document.size)} · shared ${formatDate(document.uploadedAt)}`,
              { width, lineGap: 2 },
            );
          const note =
            document.summary ??
            (document.error
              ? `Could not be read: ${document.error}`
              : document.status === "completed"
                ? null
                : "Not analysed yet.");
          if (note) doc.fontSize(10.5).fillColor(body).text(pdfText(note), { width, lineGap: 2 });
        }),
      );
      item.end();
      doc.moveDown(0.5);
    }
    list.end();
  }

  section("Payment");
  const amount = input.payment.amountUsd !== null ? `$${input.payment.amountUsd.toFixed(2)} USD` : null;
  if (input.payment.state === "not-required") paragraph("No consultation fee is required for this matter.");
  if (input.payment.state === "pending")
    paragraph(`Consultation fee${amount ? ` of ${amount}` : ""} requested; not paid yet.`);
  if (input.payment.state === "paid")
    paragraph(
      `Consultation fee${amount ? ` of ${amount}` : ""} paid${input.payment.paymentId ? ` (payment ${input.payment.paymentId})` : ""}.`,
    );

  section("About this document");
  paragraph(casePdfDisclaimer, { size: 10, color: muted });

  root.end();

  // Page footers: pagination artifacts on every page.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.markContent("Artifact", { type: "Pagination" });
    doc
      .font("Helvetica")
      .fontSize(8.5)
      .fillColor(muted)
      .text(
        `${organizationName} · ${title} · Confidential · Page ${index + 1} of ${range.count}`,
        left,
        doc.page.height - 40,
        { width, align: "center", lineBreak: false },
      );
    doc.endMarkedContent();
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return finished;
}

import { newPdfDocument, pdfBytes, pdfText } from "~/features/case-pdf/render-case-pdf.server.ts";
import type { IntakeRecordExport, IntakeRecordExportEntry } from "./intake-record-export.server.ts";

/**
 * The intake record as a PDF (ADR 0056), in the firm's language (English): one block per entry,
 * its time, kind and actor, then what it holds. The creation date is the last entry's time, so the
 * same record renders to the same bytes and a detached signature can be checked against it.
 */
const kindTitles: Record<string, string> = {
  notice_accepted: "Notice accepted",
  visitor_message: "Visitor message",
  assistant_turn: "Assistant turn",
  tool_call: "Tool call",
  guard_rail: "Guard rail decision",
  conflict_check: "Conflict check",
  activity: "Activity",
};

export async function renderIntakeRecordPdf(record: IntakeRecordExport): Promise<Buffer> {
  const createdAt = record.entries.length > 0 ? new Date(record.entries.at(-1)!.occurredAt) : new Date(0);
  const title = `Intake record ${pdfText(record.matter.matterNumber)}`;
  const doc = newPdfDocument({
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    info: {
      Title: `${title} - ${pdfText(record.organization.name)}`,
      Author: pdfText(record.organization.name),
      CreationDate: createdAt,
    },
  });
  const finished = pdfBytes(doc);
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc.font("Helvetica-Bold").fontSize(18).text(title, { width });
  doc.font("Helvetica").fontSize(10).fillColor("#4b5563");
  doc.text(
    pdfText(`${record.organization.name} · matter ${record.matter.id} · conversation ${record.conversationId}`),
    { width },
  );
  doc.text(`Entries 1 to ${record.entries.length}, through record sequence ${record.throughSeq}. Times are UTC.`, {
    width,
  });
  doc.moveDown();
  for (const entry of record.entries) writeEntry(doc, entry, width);
  if (record.entries.length === 0)
    doc.font("Helvetica").fontSize(11).fillColor("#111827").text("The record has no entries.", { width });
  doc.end();
  return finished;
}

function writeEntry(doc: PDFKit.PDFDocument, entry: IntakeRecordExportEntry, width: number) {
  const actor =
    entry.actorType === "member" ? `member ${entry.actorName ?? entry.actorId ?? ""}`.trim() : entry.actorType;
  doc
    .font("Helvetica-Bold")
    .fontSize(11)
    .fillColor("#111827")
    .text(pdfText(`#${entry.seq} ${kindTitles[entry.kind] ?? entry.kind} · ${entry.occurredAt} · ${actor}`), { width });
  doc
    .font("Courier")
    .fontSize(8.5)
    .fillColor("#1f2937")
    .text(pdfText(JSON.stringify(entry.data, null, 2)), { width, lineGap: 1 });
  doc.moveDown(0.6);
}

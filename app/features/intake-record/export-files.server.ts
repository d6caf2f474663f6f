import { db } from "../../../db/client.ts";
import type { OrganizationActor } from "~/features/members/organization-access.server.ts";
import { signExport } from "./export-signature.server.ts";
import { getIntakeRecordExport, intakeRecordJson } from "./intake-record-export.server.ts";
import { renderIntakeRecordPdf } from "./render-intake-record-pdf.server.ts";

/**
 * The four files of an intake-record export (ADR 0056): the record as JSON or PDF, and each one's
 * detached signature. A signature file is the signature of the same `through`'s bytes.
 */
export const exportFileNames = ["record.json", "record.json.sig", "record.pdf", "record.pdf.sig"] as const;
export type ExportFileName = (typeof exportFileNames)[number];

export function isExportFileName(value: string | undefined): value is ExportFileName {
  return exportFileNames.includes(value as ExportFileName);
}

export type ExportFile = { bytes: Buffer; contentType: string; downloadName: string; throughSeq: string };

export async function buildIntakeRecordFile(
  actor: OrganizationActor,
  input: { matterId: string; through: string | null; file: ExportFileName },
): Promise<ExportFile> {
  const record = await getIntakeRecordExport(db, actor, { matterId: input.matterId, through: input.through });
  const pdf = input.file.startsWith("record.pdf");
  const bytes = pdf ? await renderIntakeRecordPdf(record) : intakeRecordJson(record);
  const base = `intake-record-${record.matter.matterNumber.replace(/[^A-Za-z0-9-]/g, "")}-${record.throughSeq}`;
  if (input.file.endsWith(".sig")) {
    return {
      bytes: Buffer.from(signExport(bytes), "utf8"),
      contentType: "application/json; charset=utf-8",
      downloadName: `${base}.${pdf ? "pdf" : "json"}.sig`,
      throughSeq: record.throughSeq,
    };
  }
  return {
    bytes,
    contentType: pdf ? "application/pdf" : "application/json; charset=utf-8",
    downloadName: `${base}.${pdf ? "pdf" : "json"}`,
    throughSeq: record.throughSeq,
  };
}

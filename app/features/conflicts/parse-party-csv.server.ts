import { CsvError, parse } from "csv-parse/sync";
import type { PartyIndexRole } from "../../../db/tables.ts";
import { normalizePartyName } from "./normalize-party-name.ts";

/**
 * The firm's own list of parties for the conflict check (ADR 0041): a CSV with a header row and
 * the columns name, aliases (separated by ";"), role (client, opposing or other; empty is other)
 * and reference, in any order; only name is required. Parsed with csv-parse, so quoted fields may
 * hold commas, quotes and line breaks. Every problem is reported with the line it is on (the
 * header is line 1); a file with any problem imports nothing.
 */
export const partyImportMaxBytes = 10 * 1024 * 1024;
export const partyImportMaxRows = 50_000;
export const partyNameMaxLength = 300;
export const partyReferenceMaxLength = 200;
export const partyImportRoles = ["client", "opposing", "other"] as const satisfies readonly PartyIndexRole[];

export type PartyImportRow = {
  line: number;
  name: string;
  normalizedName: string;
  aliases: string[];
  role: PartyIndexRole;
  reference: string | null;
};
/** `message` is an i18n key in the settings namespace; `line` the CSV line (1 is the header). */
export type PartyImportProblem = { line: number | null; message: string; values?: Record<string, string | number> };
export type PartyCsvResult = { ok: true; rows: PartyImportRow[] } | { ok: false; problems: PartyImportProblem[] };

const roleWords: Record<string, PartyIndexRole> = {
  client: "client",
  "former client": "client",
  opposing: "opposing",
  "opposing party": "opposing",
  adverse: "opposing",
  "adverse party": "opposing",
  other: "other",
  "": "other",
};

const maxProblemsShown = 50;

export function parsePartyCsv(text: string): PartyCsvResult {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as never;
  } catch (error) {
    if (error instanceof CsvError) {
      const line =
        typeof (error as CsvError & { lines?: number }).lines === "number"
          ? (error as CsvError & { lines: number }).lines
          : null;
      return { ok: false, problems: [{ line, message: "conflicts.import.errors.malformed" }] };
    }
    throw error;
  }
  const [header, ...body] = records;
  if (!header) return { ok: false, problems: [{ line: null, message: "conflicts.import.errors.empty" }] };
  const columns = header.record.map((cell) => cell.toLowerCase());
  const at = (name: string) => columns.indexOf(name);
  const nameColumn = at("name");
  if (nameColumn < 0) return { ok: false, problems: [{ line: 1, message: "conflicts.import.errors.noNameColumn" }] };
  const [aliasesColumn, roleColumn, referenceColumn] = [at("aliases"), at("role"), at("reference")];
  if (body.length === 0) return { ok: false, problems: [{ line: null, message: "conflicts.import.errors.empty" }] };
  if (body.length > partyImportMaxRows)
    return {
      ok: false,
      problems: [{ line: null, message: "conflicts.import.errors.tooManyRows", values: { max: partyImportMaxRows } }],
    };

  const rows: PartyImportRow[] = [];
  const problems: PartyImportProblem[] = [];
  for (const { record, info } of body) {
    const line = info.lines;
    const cell = (index: number) => (index >= 0 ? (record[index] ?? "").trim() : "");
    const name = cell(nameColumn).replace(/\s+/g, " ");
    const roleText = cell(roleColumn).toLowerCase();
    const reference = cell(referenceColumn);
    const aliases = [
      ...new Set(
        cell(aliasesColumn)
          .split(";")
          .map((alias) => alias.trim().replace(/\s+/g, " "))
          .filter(Boolean),
      ),
    ];
    const role = roleWords[roleText];
    const rowProblems: PartyImportProblem[] = [];
    if (!name) rowProblems.push({ line, message: "conflicts.import.errors.nameRequired" });
    else if (name.length > partyNameMaxLength || aliases.some((alias) => alias.length > partyNameMaxLength)) {
      rowProblems.push({ line, message: "conflicts.import.errors.nameTooLong", values: { max: partyNameMaxLength } });
    }
    if (!role)
      rowProblems.push({ line, message: "conflicts.import.errors.role", values: { role: roleText.slice(0, 40) } });
    if (reference.length > partyReferenceMaxLength)
      rowProblems.push({
        line,
        message: "conflicts.import.errors.referenceTooLong",
        values: { max: partyReferenceMaxLength },
      });
    if (rowProblems.length > 0) {
      problems.push(...rowProblems);
      continue;
    }
    rows.push({
      line,
      name,
      normalizedName: normalizePartyName(name),
      aliases,
      role: role!,
      reference: reference || null,
    });
  }
  if (problems.length > 0) return { ok: false, problems: problems.slice(0, maxProblemsShown) };
  return { ok: true, rows };
}

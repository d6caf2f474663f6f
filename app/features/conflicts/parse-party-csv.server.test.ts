import { describe, expect, it } from "vitest";
import { parsePartyCsv } from "./parse-party-csv.server.ts";

describe("parsePartyCsv", () => {
  it("reads quoted commas, quotes, line breaks and ;-separated aliases", () => {
    const csv = [
      "name,aliases,role,reference",
      '"Whitfield Properties, LLC","Whitfield Props; Kyle Whitfield ;",opposing,M-2024-0012',
      '"Dana ""DJ"" Reyes",,client,',
      '"Halden\nCounty Bank",HCB,other,"Ref, with comma"',
    ].join("\r\n");
    const result = parsePartyCsv(csv);
    expect(result).toEqual({
      ok: true,
      rows: [
        {
          line: 2,
          name: "Whitfield Properties, LLC",
          normalizedName: "whitfield properties",
          aliases: ["Whitfield Props", "Kyle Whitfield"],
          role: "opposing",
          reference: "M-2024-0012",
        },
        {
          line: 3,
          name: 'Dana "DJ" Reyes',
          normalizedName: "dana dj reyes",
          aliases: [],
          role: "client",
          reference: null,
        },
        {
          line: 5,
          name: "Halden County Bank",
          normalizedName: "halden county bank",
          aliases: ["HCB"],
          role: "other",
          reference: "Ref, with comma",
        },
      ],
    });
  });

  it("takes the columns in any order and case, with a byte-order mark, and role words people write", () => {
    const result = parsePartyCsv("\uFEFFReference,ROLE,Name\nA-1,Adverse Party,Acme Inc.\n,,Bo Li\n");
    expect(result.ok && result.rows.map((row) => [row.name, row.role, row.reference])).toEqual([
      ["Acme Inc.", "opposing", "A-1"],
      ["Bo Li", "other", null],
    ]);
  });

  it("reports every bad row by its line and imports nothing", () => {
    const csv =
      "name,aliases,role,reference\nGood Name,,client,\n,,client,\nAcme,,landlord,\n" + `${"x".repeat(301)},,other,\n`;
    expect(parsePartyCsv(csv)).toEqual({
      ok: false,
      problems: [
        { line: 3, message: "conflicts.import.errors.nameRequired" },
        { line: 4, message: "conflicts.import.errors.role", values: { role: "landlord" } },
        { line: 5, message: "conflicts.import.errors.nameTooLong", values: { max: 300 } },
      ],
    });
  });

  it("refuses a file without a name column, an empty file and a broken quote", () => {
    expect(parsePartyCsv("party,role\nAcme,client\n")).toEqual({
      ok: false,
      problems: [{ line: 1, message: "conflicts.import.errors.noNameColumn" }],
    });
    expect(parsePartyCsv("")).toEqual({
      ok: false,
      problems: [{ line: null, message: "conflicts.import.errors.empty" }],
    });
    expect(parsePartyCsv("name\n")).toEqual({
      ok: false,
      problems: [{ line: null, message: "conflicts.import.errors.empty" }],
    });
    const broken = parsePartyCsv('name,role\nAcme,client\n"Unclosed,client\n');
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.problems[0]!.message).toBe("conflicts.import.errors.malformed");
  });
});

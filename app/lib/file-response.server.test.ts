import { describe, expect, it } from "vitest";
import { contentDisposition, parseRange } from "./file-response.server.ts";

describe("serving files", () => {
  it("names the file in Content-Disposition with an ASCII fallback and the RFC 5987 form", () => {
    expect(contentDisposition("inline", "report.pdf")).toBe(
      `inline; filename="report.pdf"; filename*=UTF-8''report.pdf`,
    );
    expect(contentDisposition("attachment", 'Résumé "final" (2).docx')).toBe(
      `attachment; filename="R_sum_ _final_ (2).docx"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22%20%282%29.docx`,
    );
  });

  it("reads single byte ranges and refuses what lies past the end", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=990-2000", 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(parseRange("bytes=0-1,5-9", 1000)).toBeNull();
    expect(parseRange("items=0-1", 1000)).toBeNull();
    expect(parseRange(null, 1000)).toBeNull();
  });
});

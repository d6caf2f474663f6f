import { describe, expect, it } from "vitest";
import {
  analysisMessage,
  analyzeCsv,
  analyzeText,
  findDates,
  findParties,
  paragraphs,
  splitSentences,
} from "./document-analysis.ts";

const lease = `RESIDENTIAL LEASE AGREEMENT

This Residential Lease Agreement is made on June 5, 2016 between Acme Property Management LLC (the "Landlord") and Dana Reyes (the "Tenant").
The Tenant agrees to pay monthly rent of $1,850.00 on the first day of each month to the Landlord at
123 Main Street, Charlotte, NC 28202. A security deposit of $3,700.00 is due on signing.
The lease term begins on July 1, 2016 and ends on June 30, 2017.
The Landlord shall return the security deposit within 30 days after the Tenant moves out, less any damages.
If rent is not paid within five days of the due date, a late fee of $75 will be charged.
Case No. 25-CVD-1234 was filed in Mecklenburg County District Court on 03/14/2025 after Mr. Johnson inspected the unit.

Signed: Dana Reyes
By: Robert Johnson, Property Manager`;

describe("the built-in document analysis", () => {
  it("summarises a lease with its own key sentences, dates, parties and facts", () => {
    const result = analyzeText(lease);
    expect(result.keySentences.length).toBeGreaterThanOrEqual(2);
    expect(result.summary).toContain("Acme Property Management LLC");
    expect(result.summary).toContain("$1,850.00");
    expect(result.dates.map((date) => date.iso)).toEqual(["2016-06-05", "2016-07-01", "2017-06-30", "2025-03-14"]);
    expect(result.parties).toEqual(
      expect.arrayContaining([
        { name: "Acme Property Management LLC", kind: "organization", role: "Landlord" },
        { name: "Dana Reyes", kind: "person", role: "Tenant" },
        { name: "Robert Johnson", kind: "person", role: null },
        { name: "Mecklenburg County District Court", kind: "organization", role: null },
      ]),
    );
    // "Mr. Johnson" is the Robert Johnson the document names in full.
    expect(result.parties.map((party) => party.name)).not.toContain("Mr. Johnson");
    expect(result.keyFacts).toEqual(
      expect.arrayContaining(["Amounts: $1,850.00, $3,700.00, $75", "Reference numbers: Case No. 25-CVD-1234"]),
    );
  });

  it("is deterministic", () => {
    expect(analyzeText(lease)).toEqual(analyzeText(lease));
  });

  it("joins lines a PDF broke mid-sentence, and keeps abbreviations inside sentences", () => {
    expect(paragraphs("The tenant paid\nthe rent late.\nNext sentence here.")).toEqual([
      "The tenant paid the rent late.",
      "Next sentence here.",
    ]);
    expect(splitSentences("Mr. Smith works for Acme Inc. in the U.S. today. He was fired.")).toEqual([
      "Mr. Smith works for Acme Inc. in the U.S. today.",
      "He was fired.",
    ]);
  });

  it("reads dates in the usual written forms and refuses impossible ones", () => {
    const dates = findDates(["Signed the 5th day of June, 2016, paid 2024-02-30 and 2/29/2024, moved in March 2025."]);
    expect(dates.map((date) => [date.text, date.iso])).toEqual([
      ["5th day of June, 2016", "2016-06-05"],
      ["2/29/2024", "2024-02-29"],
      ["March 2025", "2025-03"],
    ]);
  });

  it("does not take ordinary capitalised words for people", () => {
    expect(
      findParties("The Security Deposit is due. Monthly Rent is late. Between Section Five and Article Two."),
    ).toEqual([]);
  });

  it("describes a CSV by its shape", () => {
    const result = analyzeCsv(
      "Date,Description,Amount\n2025-01-03,Rent paid to Acme Realty LLC,$1850\n2025-02-03,Rent paid,$1850\n",
    );
    expect(result.summary).toBe("A table with 2 rows and 3 columns (Date, Description, Amount).");
    expect(result.rows).toBe(2);
    expect(result.parties).toEqual([{ name: "Acme Realty LLC", kind: "organization", role: null }]);
  });

  it("writes the conversation message in markdown, the file name escaped", () => {
    const findings = analyzeText(lease);
    const message = analysisMessage("lease_*final*.pdf", {
      ...findings,
      version: 1,
      provider: "builtin",
      fallback: null,
      textFound: true,
      note: null,
      characters: lease.length,
      pages: 1,
      rows: null,
      truncated: false,
    });
    expect(message).toMatch(/^I read \*\*lease\\_\\\*final\\\*\.pdf\*\*: /);
    expect(message).toContain("**Key dates**");
    expect(message).toContain("**Parties**");
  });
});

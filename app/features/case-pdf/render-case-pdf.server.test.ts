import { describe, expect, it } from "vitest";
import { type CasePdfInput, pdfText, readableOnWhite, renderCasePdf } from "./render-case-pdf.server.ts";

const input = (logo: Uint8Array | null): CasePdfInput => ({
  organization: { name: "Smith Law", brandColor: "#FFD700", accentColor: "#00FF00", logo },
  matter: {
    number: "SL-2026-0001",
    service: "Family",
    summary: "A summary.",
    urgency: null,
    jurisdiction: null,
    answers: [],
    openedAt: "2026-01-02T00:00:00Z",
    reviewRequested: false,
  },
  contact: { name: "Dana", email: null, phone: null, location: null },
  opposingParty: null,
  documents: [],
  payment: { state: "pending", amountUsd: 150, description: null, paymentId: null },
});

describe("the case PDF renderer", () => {
  it("leaves out a logo whose image data is corrupt, instead of failing or hanging", async () => {
    const corrupt = Buffer.from(
      "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0b7e80000000049454e44ae426082",
      "hex",
    );
    const bytes = await renderCasePdf(input(corrupt), new Date("2026-01-02T00:00:00Z"));
    const raw = bytes.toString("latin1");
    expect(raw.startsWith("%PDF-1.7")).toBe(true);
    expect(raw).not.toContain("/S /Figure");
  });

  it("darkens a light brand colour until text in it reads on white", () => {
    expect(readableOnWhite("#0B3D91")).toBe("#0b3d91");
    const gold = readableOnWhite("#FFD700");
    expect(gold).not.toBe("#ffd700");
  });

  it("keeps Western European text and replaces what the standard fonts cannot draw", () => {
    expect(pdfText("José Zoë — “quoted” Łódź 中")).toBe("José Zoë — “quoted” Lódz ?");
  });
});

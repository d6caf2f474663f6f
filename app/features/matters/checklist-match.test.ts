import { describe, expect, it } from "vitest";
import { checklistDocumentForFile } from "./checklist-match.ts";
import { defaultChecklist, markUploaded } from "./document-checklist.ts";

const employment = defaultChecklist("Employment");
const tenant = defaultChecklist("Tenant Rights", "landlord-tenant");

describe("a composer upload names its checklist document", () => {
  it("finds the pay stubs however the visitor spelt them", () => {
    expect(checklistDocumentForFile(employment, "pay_stub_march.pdf")).toBe("pay-stubs");
    expect(checklistDocumentForFile(employment, "Paystubs 2026.PDF")).toBe("pay-stubs");
    expect(checklistDocumentForFile(employment, "stubs.jpg")).toBe("pay-stubs");
  });

  it("finds a lease by one distinctive word", () => {
    expect(checklistDocumentForFile(tenant, "lease.pdf")).toBe("lease-agreement");
    expect(checklistDocumentForFile(tenant, "rent-receipts.png")).toBe("payment-receipts");
  });

  it("matches nothing for an unrelated name, a generic one, or a tie", () => {
    expect(checklistDocumentForFile(employment, "IMG_2041.jpg")).toBeNull();
    expect(checklistDocumentForFile(employment, "document.pdf")).toBeNull();
    expect(checklistDocumentForFile(employment, "contract-and-termination.pdf")).toBeNull();
  });

  it("never ticks a document that already has its file", () => {
    const done = markUploaded(employment, "pay-stubs", {
      fileId: "f1",
      name: "paystub.pdf",
      size: 10,
      type: "application/pdf",
      url: "/api/files/f1",
    });
    expect(checklistDocumentForFile(done, "paystub-april.pdf")).toBeNull();
  });
});

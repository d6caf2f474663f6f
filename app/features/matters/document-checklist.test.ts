import i18next from "i18next";
import { describe, expect, it } from "vitest";
import chat from "../../../locales/en/chat.json";
import {
  canTransition,
  checklistAreaOf,
  checklistCompletion,
  defaultChecklist,
  defaultDocumentIds,
  documentTextKeys,
  isChecklistComplete,
  markPending,
  markUploaded,
  remainingRequired,
  removeDocument,
} from "./document-checklist.ts";
import { type ChecklistDocumentStatus, type DocumentChecklist, DocumentChecklistSchema } from "./schemas.ts";

const file = { fileId: "f1", name: "lease.pdf", size: 52_000, type: "application/pdf", url: "/api/files/f1" };

function summary(checklist: DocumentChecklist) {
  return checklist.documents.map(({ id, required }) => ({ id, required }));
}

function statusOf(checklist: DocumentChecklist, id: string): ChecklistDocumentStatus | undefined {
  return checklist.documents.find((document) => document.id === id)?.status;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

async function englishChat() {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: "en", resources: { en: { chat } }, ns: ["chat"], interpolation: { escapeValue: false } });
  return i18n;
}

describe("default checklists (spec §9)", () => {
  it("family: marriage certificate and financial records required, children information optional", () => {
    expect(summary(defaultChecklist("Family"))).toEqual([
      { id: "marriage-certificate", required: true },
      { id: "financial-records", required: true },
      { id: "children-information", required: false },
    ]);
  });

  it("employment: contract and pay stubs required, termination documents optional", () => {
    expect(summary(defaultChecklist("Employment"))).toEqual([
      { id: "employment-contract", required: true },
      { id: "pay-stubs", required: true },
      { id: "termination-documents", required: false },
    ]);
  });

  it("tenant or landlord: lease and payment receipts required, communication optional", () => {
    const expected = [
      { id: "lease-agreement", required: true },
      { id: "payment-receipts", required: true },
      { id: "landlord-tenant-communication", required: false },
    ];
    expect(summary(defaultChecklist("Tenant Rights"))).toEqual(expected);
    expect(summary(defaultChecklist("Landlord disputes"))).toEqual(expected);
  });

  it("business: contracts and financial records required, correspondence optional", () => {
    expect(summary(defaultChecklist("Business"))).toEqual([
      { id: "contracts", required: true },
      { id: "business-financial-records", required: true },
      { id: "business-correspondence", required: false },
    ]);
  });

  it("any other service: relevant documents required, communication records optional", () => {
    const expected = [
      { id: "relevant-documents", required: true },
      { id: "communication-records", required: false },
    ];
    for (const service of ["Criminal", "Personal Injury", "Real Estate", "", null, undefined]) {
      expect(summary(defaultChecklist(service)), String(service)).toEqual(expected);
    }
  });

  it("matches the keyword anywhere in the service name, in any case", () => {
    expect(checklistAreaOf("FAMILY LAW")).toBe("family");
    expect(checklistAreaOf("Wrongful termination & employment")).toBe("employment");
    expect(checklistAreaOf("landlord/tenant")).toBe("tenant-landlord");
    expect(checklistAreaOf("Small business formation")).toBe("business");
  });

  it("a service naming two areas gets the first in the spec's order", () => {
    expect(checklistAreaOf("Family Business")).toBe("family");
    expect(checklistAreaOf("Business Tenant")).toBe("tenant-landlord");
    expect(checklistAreaOf("Employment & Family")).toBe("family");
  });

  it("starts with every document missing and no file, named after the service", () => {
    const checklist = defaultChecklist("  Family Law ");
    expect(checklist.matterType).toBe("Family Law");
    expect(checklist.documents.every((document) => document.status === "missing" && document.file === null)).toBe(true);
    expect(defaultChecklist("").matterType).toBe("General");
    expect(DocumentChecklistSchema.parse(checklist)).toEqual(checklist);
  });

  it("hands out a fresh checklist each time", () => {
    const first = defaultChecklist("Family");
    first.documents[0].name = "changed";
    expect(defaultChecklist("Family").documents[0].name).toBe("Marriage certificate");
  });

  it("every default document has English texts that match locales/en/chat.json", async () => {
    const i18n = await englishChat();
    const documents = [
      ...["Family", "Employment", "Tenant", "Business", "Other"].flatMap(
        (service) => defaultChecklist(service).documents,
      ),
      ...subAreas.flatMap((practiceArea) => defaultChecklist("General", practiceArea).documents),
    ];
    expect([...new Set(documents.map((document) => document.id))].sort()).toEqual([...defaultDocumentIds].sort());
    expect(new Set(defaultDocumentIds).size).toBe(defaultDocumentIds.length);
    for (const document of documents) {
      const keys = documentTextKeys(document.id);
      expect(keys, document.id).not.toBeNull();
      expect(i18n.t(keys!.name)).toBe(document.name);
      expect(i18n.t(keys!.description)).toBe(document.description);
    }
  });

  it("a document the assistant made up has no translation keys", () => {
    expect(documentTextKeys("police-report")).toBeNull();
  });
});

const subAreas = ["custody", "divorce", "debt-collection", "wage-claim", "unemployment-appeal", "immigration-removal"];

describe("checklists follow the visitor's sub-area (issue 13)", () => {
  it("custody: the existing custody or parenting order and the papers served, whatever the firm calls the service", () => {
    for (const service of ["Family", "General", null]) {
      expect(summary(defaultChecklist(service, "custody")), String(service)).toEqual([
        { id: "custody-order", required: false },
        { id: "court-papers-served", required: false },
        { id: "children-information", required: true },
      ]);
    }
    const served = defaultChecklist("Family", "custody").documents.find(
      (document) => document.id === "court-papers-served",
    );
    expect(served?.description).toMatch(/petition, motion/);
  });

  it("divorce: the marriage certificate and the financial statements", () => {
    expect(summary(defaultChecklist("Family Law", "divorce"))).toEqual([
      { id: "marriage-certificate", required: true },
      { id: "financial-records", required: true },
      { id: "court-papers-served", required: false },
      { id: "children-information", required: false },
    ]);
  });

  it("debt collection: the collection letters and the account statement, even under a civil service", () => {
    expect(summary(defaultChecklist("Civil Litigation", "debt-collection"))).toEqual([
      { id: "collection-letters", required: true },
      { id: "account-statement", required: true },
      { id: "court-papers-served", required: false },
    ]);
  });

  it("wage claim: pay stubs and timesheets; unemployment appeal: the determination letter", () => {
    expect(summary(defaultChecklist("Employment", "wage-claim"))).toEqual([
      { id: "pay-stubs", required: true },
      { id: "timesheets", required: true },
      { id: "employment-contract", required: false },
    ]);
    expect(summary(defaultChecklist("Employment", "unemployment-appeal"))).toEqual([
      { id: "determination-letter", required: true },
      { id: "termination-documents", required: false },
      { id: "pay-stubs", required: false },
    ]);
  });

  it("immigration: the notice to appear, optional because not every visitor has one, and the immigration papers", () => {
    expect(summary(defaultChecklist("Immigration", "immigration-removal"))).toEqual([
      { id: "notice-to-appear", required: false },
      { id: "immigration-documents", required: true },
      { id: "court-papers-served", required: false },
    ]);
  });

  it("a sub-area without a list of its own keeps its area's list; an unknown one falls back to the service", () => {
    expect(summary(defaultChecklist("Civil", "eviction")).map(({ id }) => id)).toEqual([
      "lease-agreement",
      "payment-receipts",
      "landlord-tenant-communication",
    ]);
    expect(summary(defaultChecklist("General", "wrongful-termination")).map(({ id }) => id)).toEqual([
      "employment-contract",
      "pay-stubs",
      "termination-documents",
    ]);
    expect(defaultChecklist("Employment", "constructor")).toEqual(defaultChecklist("Employment"));
    expect(defaultChecklist("Family", null)).toEqual(defaultChecklist("Family"));
  });

  it("shared documents keep one text wherever they appear, and each list starts missing", () => {
    const divorce = defaultChecklist("Family", "divorce");
    expect(divorce.documents[0]).toEqual(defaultChecklist("Family").documents[0]);
    for (const practiceArea of subAreas) {
      const checklist = defaultChecklist("General", practiceArea);
      expect(DocumentChecklistSchema.parse(checklist)).toEqual(checklist);
      expect(checklist.documents.every((document) => document.status === "missing" && document.file === null)).toBe(
        true,
      );
      expect(remainingRequired(checklist), practiceArea).toBeGreaterThan(0);
    }
  });
});

describe("document transitions", () => {
  const lease = "lease-agreement";

  it("missing → pending shows the document as processing, without a file", () => {
    const next = markPending(defaultChecklist("Tenant"), lease);
    expect(statusOf(next, lease)).toBe("pending");
    expect(next.documents.find((document) => document.id === lease)?.file).toBeNull();
  });

  it("pending → uploaded records the file", () => {
    const next = markUploaded(markPending(defaultChecklist("Tenant"), lease), lease, file);
    expect(next.documents.find((document) => document.id === lease)).toMatchObject({ status: "uploaded", file });
  });

  it("missing → uploaded is allowed for an upload that finishes at once", () => {
    const next = markUploaded(defaultChecklist("Tenant"), lease, file);
    expect(statusOf(next, lease)).toBe("uploaded");
  });

  it("removing an uploaded document makes it missing again and forgets the file", () => {
    const uploaded = markUploaded(defaultChecklist("Tenant"), lease, file);
    const removed = removeDocument(uploaded, lease);
    expect(removed.documents.find((document) => document.id === lease)).toMatchObject({
      status: "missing",
      file: null,
    });
  });

  it("removing a pending document abandons a failed or cancelled upload", () => {
    const removed = removeDocument(markPending(defaultChecklist("Tenant"), lease), lease);
    expect(statusOf(removed, lease)).toBe("missing");
  });

  it("invalid transitions and unknown ids change nothing and return the same checklist", () => {
    const missing = defaultChecklist("Tenant");
    const pending = markPending(missing, lease);
    const uploaded = markUploaded(missing, lease, file);
    expect(markPending(pending, lease)).toBe(pending); // pending → pending
    expect(markPending(uploaded, lease)).toBe(uploaded); // uploaded → pending
    expect(markUploaded(uploaded, lease, { ...file, fileId: "f2" })).toBe(uploaded); // replace without removing
    expect(removeDocument(missing, lease)).toBe(missing); // missing → missing
    expect(markPending(missing, "no-such-document")).toBe(missing);
    expect(markUploaded(missing, "no-such-document", file)).toBe(missing);
    expect(removeDocument(uploaded, "no-such-document")).toBe(uploaded);
  });

  it("never changes the checklist it was given", () => {
    const original = deepFreeze(defaultChecklist("Tenant"));
    const snapshot = structuredClone(original);
    const uploaded = markUploaded(original, lease, file);
    removeDocument(uploaded, lease);
    markPending(original, "payment-receipts");
    expect(original).toEqual(snapshot);
    // The other documents are shared, the changed one is new.
    expect(uploaded.documents[1]).toBe(original.documents[1]);
    expect(uploaded.documents[0]).not.toBe(original.documents[0]);
  });

  it("does not keep a reference to the caller's file object", () => {
    const mine = { ...file };
    const uploaded = markUploaded(defaultChecklist("Tenant"), lease, mine);
    mine.name = "renamed.pdf";
    expect(uploaded.documents[0].file?.name).toBe("lease.pdf");
  });

  it("allows exactly the documented transitions", () => {
    const statuses: ChecklistDocumentStatus[] = ["missing", "pending", "uploaded"];
    const allowed = statuses.flatMap((from) =>
      statuses.filter((to) => canTransition(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      "missing→pending",
      "missing→uploaded",
      "pending→missing",
      "pending→uploaded",
      "uploaded→missing",
    ]);
  });
});

describe("checklist completion", () => {
  it("counts required documents that are not uploaded; pending still counts, optional never does", () => {
    const checklist = defaultChecklist("Family");
    expect(remainingRequired(checklist)).toBe(2);
    expect(remainingRequired(markPending(checklist, "marriage-certificate"))).toBe(2);
    expect(remainingRequired(markUploaded(checklist, "marriage-certificate", file))).toBe(1);
    expect(remainingRequired(markUploaded(checklist, "children-information", file))).toBe(2);
  });

  it("is complete only when all required documents are uploaded", () => {
    const one = markUploaded(defaultChecklist("Family"), "marriage-certificate", file);
    expect(isChecklistComplete(one)).toBe(false);
    const both = markUploaded(one, "financial-records", file);
    expect(isChecklistComplete(both)).toBe(true);
    expect(isChecklistComplete(removeDocument(both, "financial-records"))).toBe(false);
  });

  it("a checklist with nothing required is complete from the start", () => {
    expect(isChecklistComplete({ matterType: "General", documents: [] })).toBe(true);
  });

  it("the button reads 'Complete N more required' until done, then 'Complete'", async () => {
    const i18n = await englishChat();
    const render = (checklist: DocumentChecklist) => {
      const { label } = checklistCompletion(checklist);
      return i18n.t(label.key, { count: label.count });
    };
    const family = defaultChecklist("Family");
    expect(checklistCompletion(family)).toMatchObject({ complete: false, remaining: 2 });
    expect(render(family)).toBe("Complete 2 more required");
    const one = markUploaded(family, "marriage-certificate", file);
    expect(render(one)).toBe("Complete 1 more required");
    const done = markUploaded(one, "financial-records", file);
    expect(checklistCompletion(done)).toMatchObject({ complete: true, remaining: 0 });
    expect(render(done)).toBe("Complete");
  });
});

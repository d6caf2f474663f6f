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

/** A service's list as [document id, required], in the checklist's order. */
type Expected = [string, boolean][];
type ListCase = { title: string; services: (string | null | undefined)[]; subArea?: string; expected: Expected };
const documentsOf = (service: string | null | undefined, subArea?: string) =>
  defaultChecklist(service, subArea).documents.map(({ id, required }): [string, boolean] => [id, required]);
const checkList = ({ services, subArea, expected }: ListCase) => {
  for (const service of services) expect(documentsOf(service, subArea), String(service)).toEqual(expected);
};

describe("default checklists (spec §9)", () => {
  it.each<ListCase>([
    {
      title: "family: marriage certificate and financial records required, children information optional",
      services: ["Family"],
      expected: [
        ["marriage-certificate", true],
        ["financial-records", true],
        ["children-information", false],
      ],
    },
    {
      title: "employment: contract and pay stubs required, termination documents optional",
      services: ["Employment"],
      expected: [
        ["employment-contract", true],
        ["pay-stubs", true],
        ["termination-documents", false],
      ],
    },
    {
      title: "tenant or landlord: lease and payment receipts required, communication optional",
      services: ["Tenant Rights", "Landlord disputes"],
      expected: [
        ["lease-agreement", true],
        ["payment-receipts", true],
        ["landlord-tenant-communication", false],
      ],
    },
    {
      title: "business: contracts and financial records required, correspondence optional",
      services: ["Business"],
      expected: [
        ["contracts", true],
        ["business-financial-records", true],
        ["business-correspondence", false],
      ],
    },
    {
      title: "any other service: relevant documents required, communication records optional",
      services: ["Criminal", "Personal Injury", "Real Estate", "", null, undefined],
      expected: [
        ["relevant-documents", true],
        ["communication-records", false],
      ],
    },
  ])("$title", checkList);

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

const subAreas = [
  "custody",
  "divorce",
  "debt-collection",
  "wage-claim",
  "unemployment-appeal",
  "immigration-removal",
  "consumer",
  "defamation",
];

describe("checklists follow the visitor's sub-area (issue 13)", () => {
  it.each<ListCase>([
    {
      title:
        "custody: the existing custody or parenting order and the papers served, whatever the firm calls the service",
      services: ["Family", "General", null],
      subArea: "custody",
      expected: [
        ["custody-order", false],
        ["court-papers-served", false],
        ["children-information", true],
      ],
    },
    {
      title: "divorce: the marriage certificate and the financial statements",
      services: ["Family Law"],
      subArea: "divorce",
      expected: [
        ["marriage-certificate", true],
        ["financial-records", true],
        ["court-papers-served", false],
        ["children-information", false],
      ],
    },
    {
      title: "debt collection: the collection letters and the account statement, even under a civil service",
      services: ["Civil Litigation"],
      subArea: "debt-collection",
      expected: [
        ["collection-letters", true],
        ["account-statement", true],
        ["court-papers-served", false],
      ],
    },
    {
      title: "wage claim: pay stubs and timesheets",
      services: ["Employment"],
      subArea: "wage-claim",
      expected: [
        ["pay-stubs", true],
        ["timesheets", true],
        ["employment-contract", false],
      ],
    },
    {
      title: "unemployment appeal: the determination letter",
      services: ["Employment"],
      subArea: "unemployment-appeal",
      expected: [
        ["determination-letter", true],
        ["termination-documents", false],
        ["pay-stubs", false],
      ],
    },
    {
      title:
        "immigration: the notice to appear, optional because not every visitor has one, and the immigration papers",
      services: ["Immigration"],
      subArea: "immigration-removal",
      expected: [
        ["notice-to-appear", false],
        ["immigration-documents", true],
        ["court-papers-served", false],
      ],
    },
  ])("$title", checkList);

  it("custody: the papers served are described as a petition or motion", () => {
    const served = defaultChecklist("Family", "custody").documents.find(
      (document) => document.id === "court-papers-served",
    );
    expect(served?.description).toMatch(/petition, motion/);
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

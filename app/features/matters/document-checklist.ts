import { serviceAreasOf } from "./matter-values.ts";
import type { ChecklistDocument, ChecklistDocumentStatus, ChecklistFile, DocumentChecklist } from "./schemas.ts";

/**
 * Document checklists (spec: chat-workspace §2, §4, §9): the default list per service keyword and
 * the status transitions of each document. Every function returns a new checklist and leaves its
 * argument untouched; an invalid transition or an unknown id returns the same checklist object, so
 * `next === previous` tells a caller (or React) that nothing changed.
 */

/** The areas with a default checklist of their own; anything else gets the general one. */
export type ChecklistArea = "family" | "employment" | "tenant-landlord" | "business" | "general";

// English source texts. locales/en/chat.json repeats them under checklist.documents.<id> so the
// interface can show a translation; a unit test keeps the two in step. A document shared by several
// lists (pay stubs, the marriage certificate) is one template, so its text and translation are one.
const documentTemplates = {
  "marriage-certificate": {
    name: "Marriage certificate",
    description: "A copy of your marriage certificate or registration.",
  },
  "financial-records": {
    name: "Financial records",
    description: "Recent bank statements, tax returns and pay stubs showing income, assets and debts.",
  },
  "children-information": {
    name: "Children's information",
    description: "Birth certificates, school records or existing custody and support orders for any children.",
  },
  "custody-order": {
    name: "Custody or parenting order",
    description: "The current custody order, parenting plan or visitation schedule, if a court has made one.",
  },
  "court-papers-served": {
    name: "Court papers you were served",
    description: "The petition, motion, summons or complaint you received, with any hearing notice.",
  },
  "employment-contract": {
    name: "Employment contract",
    description: "Your offer letter, employment agreement or employee handbook.",
  },
  "pay-stubs": {
    name: "Pay stubs",
    description: "Recent pay stubs or wage statements showing your pay and hours.",
  },
  timesheets: {
    name: "Timesheets",
    description: "Timesheets, schedules or your own record of the hours you worked.",
  },
  "termination-documents": {
    name: "Termination documents",
    description: "A termination letter, severance offer, write-ups or performance reviews.",
  },
  "determination-letter": {
    name: "Determination letter",
    description: "The unemployment office's decision denying or ending your benefits, with its appeal deadline.",
  },
  "lease-agreement": {
    name: "Lease agreement",
    description: "The signed lease or rental agreement, including any addenda.",
  },
  "payment-receipts": {
    name: "Rent payment receipts",
    description: "Receipts, bank records or cancelled checks showing rent payments.",
  },
  "landlord-tenant-communication": {
    name: "Communication records",
    description: "Letters, notices, emails or texts between the landlord and the tenant.",
  },
  "collection-letters": {
    name: "Collection letters",
    description: "Letters, notices or messages from the creditor or the collection agency.",
  },
  "account-statement": {
    name: "Account statement",
    description: "The latest statement of the account or debt, showing the balance claimed.",
  },
  "notice-to-appear": {
    name: "Notice to appear",
    description:
      "The notice to appear (form I-862) or any hearing notice from the immigration court, if you received one.",
  },
  "immigration-documents": {
    name: "Immigration documents",
    description: "Your passport, visa, green card, work permit or other immigration papers.",
  },
  contracts: {
    name: "Contracts",
    description: "Contracts, agreements or purchase orders with the other party.",
  },
  "business-financial-records": {
    name: "Financial records",
    description: "Invoices, statements and accounting records related to the matter.",
  },
  "business-correspondence": {
    name: "Correspondence",
    description: "Emails, letters and messages with the other party.",
  },
  "relevant-documents": {
    name: "Relevant documents",
    description: "Any documents related to your matter, such as agreements, notices or court papers.",
  },
  "communication-records": {
    name: "Communication records",
    description: "Emails, letters or messages related to your matter.",
  },
  "published-statements": {
    name: "Copies of the statements",
    description: "Screenshots, links or copies of the false statements, and where and when they were published.",
  },
} satisfies Record<string, Pick<ChecklistDocument, "name" | "description">>;

type DocumentId = keyof typeof documentTemplates;
/** A list entry: the document and whether the matter cannot be reviewed without it. */
type ListEntry = readonly [id: DocumentId, required: boolean];

const defaultDocuments: Record<ChecklistArea, readonly ListEntry[]> = {
  family: [
    ["marriage-certificate", true],
    ["financial-records", true],
    ["children-information", false],
  ],
  employment: [
    ["employment-contract", true],
    ["pay-stubs", true],
    ["termination-documents", false],
  ],
  "tenant-landlord": [
    ["lease-agreement", true],
    ["payment-receipts", true],
    ["landlord-tenant-communication", false],
  ],
  business: [
    ["contracts", true],
    ["business-financial-records", true],
    ["business-correspondence", false],
  ],
  general: [
    ["relevant-documents", true],
    ["communication-records", false],
  ],
};

/**
 * The sub-areas of the understanding layer (practice-areas.ts) whose matters need papers of their
 * own rather than their area's list. A paper the visitor may not have (no order yet, not served
 * yet) is optional, so it never holds up completing the checklist.
 */
const subAreaDocuments: Readonly<Record<string, readonly ListEntry[]>> = {
  custody: [
    ["custody-order", false],
    ["court-papers-served", false],
    ["children-information", true],
  ],
  divorce: [
    ["marriage-certificate", true],
    ["financial-records", true],
    ["court-papers-served", false],
    ["children-information", false],
  ],
  "wage-claim": [
    ["pay-stubs", true],
    ["timesheets", true],
    ["employment-contract", false],
  ],
  "unemployment-appeal": [
    ["determination-letter", true],
    ["termination-documents", false],
    ["pay-stubs", false],
  ],
  consumer: [
    ["contracts", true],
    ["payment-receipts", true],
    ["communication-records", false],
  ],
  defamation: [
    ["published-statements", true],
    ["communication-records", false],
  ],
  "debt-collection": [
    ["collection-letters", true],
    ["account-statement", true],
    ["court-papers-served", false],
  ],
  "immigration-removal": [
    ["notice-to-appear", false],
    ["immigration-documents", true],
    ["court-papers-served", false],
  ],
};

/** The ids of every default document, for translation lookups and tests. */
export const defaultDocumentIds: string[] = Object.keys(documentTemplates);

// Spec §9 order: a "Family Business" service gets the family checklist.
const checklistAreaPrecedence = ["family", "employment", "tenant-landlord", "business"] as const;

export function checklistAreaOf(service: string | null | undefined): ChecklistArea {
  const areas = serviceAreasOf(service);
  return checklistAreaPrecedence.find((area) => areas.includes(area)) ?? "general";
}

/** Finer practice areas without a list of their own that still belong to an area's list. */
const checklistAreaBySubArea: Readonly<Record<string, ChecklistArea>> = {
  eviction: "tenant-landlord",
  "landlord-tenant": "tenant-landlord",
  "child-support": "family",
  "domestic-violence": "family",
  "wrongful-termination": "employment",
  business: "business",
};

const own = <T>(table: Readonly<Record<string, T>>, key: string | null): T | undefined =>
  key !== null && Object.hasOwn(table, key) ? table[key] : undefined;

/**
 * The default checklist for a service (spec §9), every document missing. The sub-area, when the
 * visitor's words gave one, decides first: a custody case gets the order and the papers served, a
 * tenant under "Civil" still gets the lease and receipts.
 */
export function defaultChecklist(
  service: string | null | undefined,
  practiceArea: string | null = null,
): DocumentChecklist {
  const entries =
    own(subAreaDocuments, practiceArea) ??
    defaultDocuments[own(checklistAreaBySubArea, practiceArea) ?? checklistAreaOf(service)];
  const documents = entries.map(
    ([id, required]): ChecklistDocument => ({ id, ...documentTemplates[id], required, status: "missing", file: null }),
  );
  return { matterType: service?.trim() || "General", documents };
}

/**
 * i18n keys for a default document's name and description, or null for a document the assistant
 * wrote itself. The interface calls t(keys.name, { defaultValue: document.name }).
 */
export function documentTextKeys(id: string): { name: string; description: string } | null {
  if (!Object.hasOwn(documentTemplates, id)) return null;
  return { name: `chat:checklist.documents.${id}.name`, description: `chat:checklist.documents.${id}.description` };
}

/**
 * Allowed status changes. Missing → uploaded is allowed because an upload that completes in one
 * request (JavaScript off, or a small file) never shows "Processing". Pending → missing is how a
 * failed or cancelled upload ends; otherwise the document would stay "Processing" for good.
 * Uploaded → uploaded is not allowed: replacing a file is a removal, then an upload.
 */
const allowedTransitions: Record<ChecklistDocumentStatus, readonly ChecklistDocumentStatus[]> = {
  missing: ["pending", "uploaded"],
  pending: ["uploaded", "missing"],
  uploaded: ["missing"],
};

export function canTransition(from: ChecklistDocumentStatus, to: ChecklistDocumentStatus): boolean {
  return allowedTransitions[from].includes(to);
}

function transition(
  checklist: DocumentChecklist,
  id: string,
  to: ChecklistDocumentStatus,
  file: ChecklistFile | null,
): DocumentChecklist {
  const current = checklist.documents.find((document) => document.id === id);
  if (!current || !canTransition(current.status, to)) return checklist;
  return {
    ...checklist,
    documents: checklist.documents.map((document) =>
      document.id === id ? { ...document, status: to, file: file ? { ...file } : null } : document,
    ),
  };
}

/** An upload started, or its file is being analysed (the file is kept): the document shows as Processing. */
export function markPending(
  checklist: DocumentChecklist,
  id: string,
  file: ChecklistFile | null = null,
): DocumentChecklist {
  return transition(checklist, id, "pending", file);
}

export function markUploaded(checklist: DocumentChecklist, id: string, file: ChecklistFile): DocumentChecklist {
  return transition(checklist, id, "uploaded", file);
}

/** Removes an uploaded file, or abandons a pending upload: the document is missing again. */
export function removeDocument(checklist: DocumentChecklist, id: string): DocumentChecklist {
  return transition(checklist, id, "missing", null);
}

/** Required documents not yet uploaded; a pending one still counts as remaining. */
export function remainingRequired(checklist: DocumentChecklist): number {
  return checklist.documents.filter((document) => document.required && document.status !== "uploaded").length;
}

export function isChecklistComplete(checklist: DocumentChecklist): boolean {
  return remainingRequired(checklist) === 0;
}

export type ChecklistCompletion = {
  complete: boolean;
  remaining: number;
  // Rendered as t(label.key, { count: label.count }): "Complete 2 more required", then "Complete".
  label: { key: string; count: number };
};

/** What the completion button shows, and whether it is enabled (spec §2, §4). */
export function checklistCompletion(checklist: DocumentChecklist): ChecklistCompletion {
  const remaining = remainingRequired(checklist);
  const complete = remaining === 0;
  return {
    complete,
    remaining,
    label: complete
      ? { key: "chat:checklist.complete", count: 0 }
      : { key: "chat:checklist.completeRemaining", count: remaining },
  };
}

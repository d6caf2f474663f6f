import {
  type ChecklistDocument,
  type ChecklistDocumentStatus,
  type ChecklistFile,
  type DocumentChecklist,
  serviceAreasOf,
} from "./schemas.ts";

/**
 * Document checklists (spec: chat-workspace §2, §4, §9): the default list per service keyword and
 * the status transitions of each document. Every function returns a new checklist and leaves its
 * argument untouched; an invalid transition or an unknown id returns the same checklist object, so
 * `next === previous` tells a caller (or React) that nothing changed.
 */

type DocumentTemplate = Pick<ChecklistDocument, "id" | "name" | "description" | "required">;

/** The areas with a default checklist of their own; anything else gets the general one. */
export type ChecklistArea = "family" | "employment" | "tenant-landlord" | "business" | "general";

// English source texts. locales/en/chat.json repeats them under checklist.documents.<id> so the
// interface can show a translation; a unit test keeps the two in step.
const defaultDocuments: Record<ChecklistArea, DocumentTemplate[]> = {
  family: [
    {
      id: "marriage-certificate",
      name: "Marriage certificate",
      description: "A copy of your marriage certificate or registration.",
      required: true,
    },
    {
      id: "financial-records",
      name: "Financial records",
      description: "Recent bank statements, tax returns and pay stubs showing income, assets and debts.",
      required: true,
    },
    {
      id: "children-information",
      name: "Children's information",
      description: "Birth certificates, school records or existing custody and support orders for any children.",
      required: false,
    },
  ],
  employment: [
    {
      id: "employment-contract",
      name: "Employment contract",
      description: "Your offer letter, employment agreement or employee handbook.",
      required: true,
    },
    {
      id: "pay-stubs",
      name: "Pay stubs",
      description: "Recent pay stubs or wage statements showing your pay and hours.",
      required: true,
    },
    {
      id: "termination-documents",
      name: "Termination documents",
      description: "A termination letter, severance offer, write-ups or performance reviews.",
      required: false,
    },
  ],
  "tenant-landlord": [
    {
      id: "lease-agreement",
      name: "Lease agreement",
      description: "The signed lease or rental agreement, including any addenda.",
      required: true,
    },
    {
      id: "payment-receipts",
      name: "Rent payment receipts",
      description: "Receipts, bank records or cancelled checks showing rent payments.",
      required: true,
    },
    {
      id: "landlord-tenant-communication",
      name: "Communication records",
      description: "Letters, notices, emails or texts between the landlord and the tenant.",
      required: false,
    },
  ],
  business: [
    {
      id: "contracts",
      name: "Contracts",
      description: "Contracts, agreements or purchase orders with the other party.",
      required: true,
    },
    {
      id: "business-financial-records",
      name: "Financial records",
      description: "Invoices, statements and accounting records related to the matter.",
      required: true,
    },
    {
      id: "business-correspondence",
      name: "Correspondence",
      description: "Emails, letters and messages with the other party.",
      required: false,
    },
  ],
  general: [
    {
      id: "relevant-documents",
      name: "Relevant documents",
      description: "Any documents related to your matter, such as agreements, notices or court papers.",
      required: true,
    },
    {
      id: "communication-records",
      name: "Communication records",
      description: "Emails, letters or messages related to your matter.",
      required: false,
    },
  ],
};

/** The ids of every default document, for translation lookups and tests. */
export const defaultDocumentIds: string[] = Object.values(defaultDocuments).flatMap((documents) =>
  documents.map((document) => document.id),
);

// Spec §9 order: a "Family Business" service gets the family checklist.
const checklistAreaPrecedence = ["family", "employment", "tenant-landlord", "business"] as const;

export function checklistAreaOf(service: string | null | undefined): ChecklistArea {
  const areas = serviceAreasOf(service);
  return checklistAreaPrecedence.find((area) => areas.includes(area)) ?? "general";
}

/** The finer practice areas of the understanding layer (practice-areas.ts) that have a checklist of their own. */
const checklistAreaBySubArea: Readonly<Record<string, ChecklistArea>> = {
  eviction: "tenant-landlord",
  "landlord-tenant": "tenant-landlord",
  custody: "family",
  divorce: "family",
  "child-support": "family",
  "domestic-violence": "family",
  "wage-claim": "employment",
  "wrongful-termination": "employment",
  "unemployment-appeal": "employment",
  business: "business",
};

/**
 * The default checklist for a service (spec §9), every document missing. The sub-area, when the
 * visitor's words gave one, decides first: a tenant under "Civil" still gets the lease and receipts.
 */
export function defaultChecklist(service: string | null | undefined, practiceArea: string | null = null): DocumentChecklist {
  const area: ChecklistArea = (practiceArea ? checklistAreaBySubArea[practiceArea] : undefined) ?? checklistAreaOf(service);
  const documents = defaultDocuments[area].map(
    (template): ChecklistDocument => ({ ...template, status: "missing", file: null }),
  );
  return { matterType: service?.trim() || "General", documents };
}

/**
 * i18n keys for a default document's name and description, or null for a document the assistant
 * wrote itself. The interface calls t(keys.name, { defaultValue: document.name }).
 */
export function documentTextKeys(id: string): { name: string; description: string } | null {
  if (!defaultDocumentIds.includes(id)) return null;
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

/** An upload started: the document shows as Processing. */
export function markPending(checklist: DocumentChecklist, id: string): DocumentChecklist {
  return transition(checklist, id, "pending", null);
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

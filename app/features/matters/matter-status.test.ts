import { describe, expect, it } from "vitest";
import chat from "../../../locales/en/chat.json";
import { defaultChecklist, markPending, markUploaded } from "./document-checklist.ts";
import {
  assessMatter,
  deriveMatterStatus,
  type MatterStatusInput,
  matterStatusReasonKeys,
  matterStatusReasons,
} from "./matter-status.ts";
import { missingInformation } from "./missing-information.ts";
import { type DocumentChecklist, PaymentEmbedSchema } from "./schemas.ts";

const file = { fileId: "f1", name: "scan.pdf", size: 1200, type: "application/pdf", url: "/api/files/f1" };

function summaryOf(length: number): string {
  return "x".repeat(length);
}

function readyInput(overrides: Partial<MatterStatusInput> = {}): MatterStatusInput {
  return {
    matter: { service: "Family", matterSummary: summaryOf(50) },
    missingInformation: [],
    payment: { required: true, paymentId: "pay_123" },
    checklist: null,
    ...overrides,
  };
}

function uploadAllRequired(checklist: DocumentChecklist): DocumentChecklist {
  return checklist.documents
    .filter((document) => document.required)
    .reduce((next, document) => markUploaded(next, document.id, file), checklist);
}

function lookup(bundle: unknown, key: string): unknown {
  return key
    .replace(/^chat:/, "")
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
}

describe("matter status", () => {
  it("is empty when there is no matter, whatever else is known", () => {
    const input = readyInput({
      matter: null,
      missingInformation: ["timeline"],
      payment: { required: true, paymentId: null },
    });
    expect(deriveMatterStatus(input)).toBe("empty");
    expect(assessMatter(input)).toEqual({ status: "empty", reasons: [] });
  });

  it("is ready when every condition holds", () => {
    expect(assessMatter(readyInput())).toEqual({ status: "ready", reasons: [] });
  });

  describe("summary length (trimmed, at least 50 characters)", () => {
    it("a 49-character summary is incomplete", () => {
      const input = readyInput({ matter: { service: "Family", matterSummary: summaryOf(49) } });
      expect(deriveMatterStatus(input)).toBe("incomplete");
      expect(matterStatusReasons(input)).toEqual(["summary-too-short"]);
    });

    it("a 50-character summary is long enough", () => {
      expect(deriveMatterStatus(readyInput({ matter: { service: "Family", matterSummary: summaryOf(50) } }))).toBe(
        "ready",
      );
    });

    it("surrounding spaces do not count towards the 50 characters", () => {
      const padded = `   ${summaryOf(49)}\n\n    `;
      expect(padded.length).toBeGreaterThan(50);
      expect(deriveMatterStatus(readyInput({ matter: { service: "Family", matterSummary: padded } }))).toBe(
        "incomplete",
      );
      expect(
        deriveMatterStatus(readyInput({ matter: { service: "Family", matterSummary: `  ${summaryOf(50)}  ` } })),
      ).toBe("ready");
    });
  });

  it("a matter without a service is incomplete, blank counts as none", () => {
    for (const service of ["", "   "]) {
      const input = readyInput({ matter: { service, matterSummary: summaryOf(60) } });
      expect(assessMatter(input)).toEqual({ status: "incomplete", reasons: ["service-missing"] });
    }
  });

  it("any missing-information item keeps the matter incomplete, computed or from the assistant", () => {
    const computed = readyInput({ missingInformation: [{ code: "timeline", key: "chat:matter.missing.timeline" }] });
    expect(assessMatter(computed)).toEqual({ status: "incomplete", reasons: ["missing-information"] });
    expect(deriveMatterStatus(readyInput({ missingInformation: ["Where did it happen?"] }))).toBe("incomplete");
  });

  describe("payment", () => {
    it("a required payment without a payment id keeps the matter incomplete", () => {
      for (const paymentId of [null, "", "  "]) {
        const input = readyInput({ payment: { required: true, paymentId } });
        expect(assessMatter(input)).toEqual({ status: "incomplete", reasons: ["payment-missing"] });
      }
    });

    it("a required payment with an id is fine", () => {
      expect(deriveMatterStatus(readyInput({ payment: { required: true, paymentId: "pay_1" } }))).toBe("ready");
    });

    it("a payment embed links only to an http(s) page and has no id until paid", () => {
      const embed = {
        paymentUrl: "https://pay.example.com/c/1",
        amount: 150,
        description: "Consultation",
        paymentId: null,
      };
      expect(PaymentEmbedSchema.parse(embed)).toEqual(embed);
      expect(PaymentEmbedSchema.safeParse({ ...embed, paymentUrl: "javascript:alert(1)" }).success).toBe(false);
      expect(PaymentEmbedSchema.safeParse({ ...embed, amount: -1 }).success).toBe(false);
    });

    it("no payment id is needed when payment is not required or there is no payment at all", () => {
      expect(deriveMatterStatus(readyInput({ payment: { required: false, paymentId: null } }))).toBe("ready");
      expect(deriveMatterStatus(readyInput({ payment: null }))).toBe("ready");
    });
  });

  describe("required documents", () => {
    it("a required document that is missing keeps the matter incomplete", () => {
      const input = readyInput({ checklist: defaultChecklist("Family") });
      expect(assessMatter(input)).toEqual({ status: "incomplete", reasons: ["required-documents-missing"] });
    });

    it("a pending (processing) document does not count as uploaded", () => {
      const family = defaultChecklist("Family");
      const almost = markPending(markUploaded(family, "marriage-certificate", file), "financial-records");
      expect(deriveMatterStatus(readyInput({ checklist: almost }))).toBe("incomplete");
    });

    it("all required documents uploaded is enough; optional ones may stay missing", () => {
      const checklist = uploadAllRequired(defaultChecklist("Family"));
      expect(checklist.documents.find((document) => document.id === "children-information")?.status).toBe("missing");
      expect(deriveMatterStatus(readyInput({ checklist }))).toBe("ready");
    });
  });

  it("lists every failing condition in the spec's order", () => {
    const input: MatterStatusInput = {
      matter: { service: " ", matterSummary: "Short." },
      missingInformation: ["timeline"],
      payment: { required: true, paymentId: null },
      checklist: defaultChecklist("Employment"),
    };
    expect(assessMatter(input)).toEqual({
      status: "incomplete",
      reasons: [
        "summary-too-short",
        "service-missing",
        "missing-information",
        "payment-missing",
        "required-documents-missing",
      ],
    });
  });

  it("every reason has an English explanation", () => {
    for (const key of Object.values(matterStatusReasonKeys)) {
      expect(typeof lookup(chat, key), key).toBe("string");
    }
  });

  it("a well-described matter with its documents and payment becomes ready", () => {
    const matter = {
      service: "Employment",
      matterSummary:
        "I worked at Acme Corp as a warehouse lead from 2018 until March 3, when I was fired after reporting unpaid overtime. I have pay stubs and emails.",
      answers: { "Which state do you work in?": "Ohio" },
      urgency: "high" as const,
      jurisdiction: null,
    };
    const hints = missingInformation(matter);
    expect(hints).toEqual([]);
    const input: MatterStatusInput = {
      matter,
      missingInformation: hints,
      payment: { required: true, paymentId: "pay_9" },
      checklist: uploadAllRequired(defaultChecklist("Employment")),
    };
    expect(deriveMatterStatus(input)).toBe("ready");
    expect(deriveMatterStatus({ ...input, checklist: defaultChecklist("Employment") })).toBe("incomplete");
  });
});

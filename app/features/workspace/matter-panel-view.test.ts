import { describe, expect, it } from "vitest";
import type { MatterView } from "~/features/matters/matter-view.ts";
import { matterPanelModel, summaryPreview } from "./matter-panel-view.ts";

function view(overrides: Partial<MatterView> = {}): MatterView {
  return {
    canvas: {
      matterId: "m1",
      matterNumber: "MAT-1",
      service: "Family",
      matterSummary: "x".repeat(120),
      answers: {},
      urgency: "unknown",
      jurisdiction: null,
    },
    status: "incomplete",
    missing: [],
    checklist: null,
    checklistSkipped: false,
    payment: null,
    paymentRequired: false,
    reviewRequested: false,
    ...overrides,
  };
}

const doc = (id: string, required: boolean, status: "missing" | "pending" | "uploaded" = "missing") => ({
  id,
  name: id,
  description: "",
  required,
  status,
  file: null,
});

describe("the matter panel", () => {
  it("previews the first 100 characters of the summary", () => {
    expect(summaryPreview("Short one.")).toBe("Short one.");
    expect(summaryPreview("a".repeat(150))).toBe(`${"a".repeat(100)}…`);
  });

  it("lists the first three missing items and how many more", () => {
    const missing = ["timeline", "location", "evidence", "urgency", "jurisdiction"].map((code) => ({
      code,
      key: `chat:matter.missing.${code}`,
    })) as MatterView["missing"];
    const model = matterPanelModel(view({ missing }));
    expect(model.missing.shown.map((hint) => hint.code)).toEqual(["timeline", "location", "evidence"]);
    expect(model.missing.more).toBe(2);
  });

  it("suggests documents still to upload, required first, three at a time", () => {
    const checklist = {
      matterType: "Family",
      documents: [
        doc("a", false),
        doc("b", true, "uploaded"),
        doc("c", true),
        doc("d", true),
        doc("e", false),
        doc("f", true),
      ],
    };
    const model = matterPanelModel(view({ checklist }));
    expect(model.documents.shown.map((document) => document.id)).toEqual(["c", "d", "f"]);
    expect(model.documents.more).toBe(2);
  });

  it("asks for payment only while a required payment has no id", () => {
    const payment = { paymentUrl: "https://pay", amount: 150, description: "Fee", paymentId: null };
    expect(matterPanelModel(view({ paymentRequired: true, payment })).paymentDue).toBe(true);
    expect(
      matterPanelModel(view({ paymentRequired: true, payment: { ...payment, paymentId: "pi_1" } })).paymentDue,
    ).toBe(false);
    expect(matterPanelModel(view({ paymentRequired: false, payment })).paymentDue).toBe(false);
  });
});

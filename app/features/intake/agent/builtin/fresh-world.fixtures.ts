import { defaultServiceQuestions } from "~/features/organizations/default-config.ts";
import {
  type InterviewMemory,
  type MatterDraft,
  type OrganizationBrief,
  planTurn,
  type WorldSnapshot,
} from "./interview.ts";

/** For tests: the world of a conversation that has just begun (no contact, matter, checklist, payment or review). */
export function freshWorld(): WorldSnapshot {
  return {
    contact: null,
    matterNumber: null,
    checklistShown: false,
    checklistDone: false,
    paymentRequired: false,
    paymentId: null,
    reviewRequested: false,
  };
}

/** For tests: the demo firm with the default services and questions, free unless told otherwise. */
export function harborLegal(overrides: Partial<OrganizationBrief> = {}): OrganizationBrief {
  return {
    name: "Harbor Legal",
    availableServices: Object.keys(defaultServiceQuestions),
    serviceQuestions: structuredClone(defaultServiceQuestions),
    requiresPayment: false,
    consultationFee: 0,
    ...overrides,
  };
}

/**
 * For tests: a conversation with the built-in interview, turn by turn, as the chat runs it (the
 * memory kept as JSON between turns, the matter and the checklist noted when their tools run).
 */
export class InterviewChat {
  memory: InterviewMemory | null = null;
  world: WorldSnapshot = freshWorld();
  texts: string[] = [];
  created: MatterDraft | null = null;

  constructor(
    readonly now: Date,
    readonly firm: OrganizationBrief = harborLegal(),
  ) {}

  send(text: string): string {
    const result = planTurn({
      memory: this.memory,
      userText: text,
      organization: this.firm,
      world: this.world,
      now: this.now,
    });
    this.memory = JSON.parse(JSON.stringify(result.memory)) as InterviewMemory;
    for (const step of result.steps) {
      if (step.kind === "tool" && step.name === "create_matter") {
        this.created = step.args as unknown as MatterDraft;
        this.world.matterNumber = "HL-2026-0001";
      }
      if (step.kind === "tool" && step.name === "show_document_checklist") this.world.checklistShown = true;
    }
    const said = result.steps.flatMap((s) => (s.kind === "say" ? [s.text] : [])).join("\n\n");
    this.texts.push(said);
    return said;
  }

  /** Answers "not sure" until the contact form shows, then submits it. */
  finish(name = "Dana Reyes", email = "dana@example.com"): MatterDraft | null {
    for (let i = 0; i < 12 && !this.memory?.contactForm.shown; i++) this.send("not sure");
    this.world.contact = { name, email, phone: "612-555-0100" };
    this.send("");
    return this.created;
  }

  all(): string {
    return this.texts.join("\n\n");
  }
}

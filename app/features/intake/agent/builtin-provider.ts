import { planTurn } from "./builtin/interview.ts";
import { lawyerSearchReply } from "./builtin/lawyer-search.ts";
import { type AgentProvider, BudgetExceededError } from "./provider.ts";

/**
 * The built-in provider: the guided interview of ./builtin, deterministic and offline. It plans
 * the turn (what to say, which tools to call) and plays it through the same callbacks as a model.
 */
export const builtinProvider: AgentProvider = {
  name: "builtin",
  async run(input, callbacks) {
    const plan = (world: typeof input.world) =>
      planTurn({
        memory: input.memory as Parameters<typeof planTurn>[0]["memory"],
        userText: input.userText,
        organization: {
          name: input.organization.name,
          availableServices: input.organization.availableServices,
          serviceQuestions: input.organization.serviceQuestions,
          requiresPayment: input.organization.requiresPayment,
          consultationFee: input.organization.consultationFee,
          referralText: input.organization.referralText ?? null,
          language: input.visitorLanguage ?? null,
        },
        world,
        now: input.now,
      });
    let planned = plan(input.world);
    // The other side became known: the conflict check runs before anything is said, and a likely
    // match plans the turn again under the hold (contact details only, ADR 0041).
    if (
      planned.partiesKnown &&
      planned.partiesKnown.length > 0 &&
      callbacks.checkParties &&
      !input.world.conflictHold
    ) {
      const { hold } = await callbacks.checkParties(planned.partiesKnown);
      if (hold) planned = plan({ ...input.world, conflictHold: true });
    }
    const { memory, steps, partiesKnown } = planned;
    let toolCalls = 0;
    let spoke = false;
    for (const step of steps) {
      if (input.signal.aborted) throw input.signal.reason ?? new DOMException("Aborted", "AbortError");
      if (step.kind === "say") {
        // Streamed word by word like a model, so the page behaves the same with either provider.
        if (spoke) callbacks.text("\n\n");
        spoke = true;
        for (const piece of step.text.match(/\S+\s*|\s+/g) ?? []) callbacks.text(piece);
      } else if (step.kind === "lawyerSearch") {
        // The search first: what is said depends on whether it found anyone.
        toolCalls += 1;
        if (toolCalls > input.budget.maxToolCalls) throw new BudgetExceededError("maxToolCalls");
        const outcome = await callbacks.callTool(step.name, step.args);
        if (spoke) callbacks.text("\n\n");
        spoke = true;
        for (const piece of lawyerSearchReply(step, outcome).match(/\S+\s*|\s+/g) ?? []) callbacks.text(piece);
      } else {
        toolCalls += 1;
        if (toolCalls > input.budget.maxToolCalls) throw new BudgetExceededError("maxToolCalls");
        await callbacks.callTool(step.name, step.args);
      }
    }
    return { memory, partiesKnown };
  },
};

import { freshWorld as newWorld } from "../../app/features/intake/agent/builtin/fresh-world.fixtures.ts";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createOpenAIProvider,
  type OpenAIProviderOptions,
} from "../../app/features/intake/agent/openai-provider.server.ts";
import {
  type AgentOrganization,
  type AgentTurnInput,
  BudgetExceededError,
  ProviderError,
  type ToolOutcome,
  type WorldSnapshot,
} from "../../app/features/intake/agent/provider.ts";
import { type ToolName, toolNames } from "../../app/features/intake/agent/tools.ts";
import { type FakeOpenAI, startFakeOpenAI } from "../fakes/openai.ts";
import { hangGuard, waitFor } from "../support/wait-for.ts";

/**
 * The openai provider, through the real `openai` SDK, against the local fake Chat Completions
 * server (tests/fakes/openai.ts). No database is used.
 */
let fake: FakeOpenAI;

beforeAll(async () => {
  process.env.LOG_LEVEL = "debug";
  fake = await startFakeOpenAI();
});

afterAll(async () => {
  await fake.stop();
});

beforeEach(() => {
  fake.reset();
});

const organization: AgentOrganization = {
  id: "7d0c5b8e-0000-4000-8000-000000000001",
  name: "Smith & Rivera Law",
  availableServices: ["Family Law", "Employment Law"],
  serviceQuestions: { "Family Law": ["Are there children involved?"] },
  requiresPayment: false,
  consultationFee: 0,
  jurisdictionDescription: "California",
  aiModel: null,
};

const freshWorld: WorldSnapshot = newWorld();

function provider(options: Partial<OpenAIProviderOptions> = {}) {
  return createOpenAIProvider({
    apiKey: "test-key",
    baseURL: fake.url,
    model: "fake-default-model",
    maxRetries: 0,
    timeoutMs: 5_000,
    ...options,
  });
}

function turn(overrides: Partial<AgentTurnInput> = {}): AgentTurnInput {
  return {
    organization,
    history: [],
    userText: "My landlord kept my deposit.",
    memory: null,
    world: freshWorld,
    budget: { maxOutputTokens: 2_000, maxToolCalls: 6, maxModelCalls: 4 },
    signal: new AbortController().signal,
    now: new Date("2026-03-04T12:00:00Z"),
    ...overrides,
  };
}

function recorder(
  outcome: (name: ToolName, args: unknown) => ToolOutcome = () => ({ ok: true, result: { done: true }, block: null }),
) {
  const deltas: string[] = [];
  const calls: Array<{ name: ToolName; args: unknown }> = [];
  return {
    deltas,
    calls,
    text: () => deltas.join(""),
    callbacks: {
      text: (delta: string) => {
        deltas.push(delta);
      },
      callTool: async (name: ToolName, args: unknown) => {
        calls.push({ name, args });
        return outcome(name, args);
      },
    },
  };
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the turn to fail");
}

describe("the openai provider against an OpenAI-compatible server", () => {
  it("asks the model to answer in the visitor's language, and keeps every call of the turn in it", async () => {
    fake.enqueue(
      { toolCalls: [{ name: "show_contact_form", arguments: {} }] },
      { text: "Por favor, complete el formulario." },
    );
    await provider().run(
      turn({ userText: "Mi casero se quedó con mi depósito.", visitorLanguage: "es" }),
      recorder().callbacks,
    );
    expect(fake.requests).toHaveLength(2);
    for (const request of fake.requests) {
      expect(request.body.messages[0].content).toContain(
        "The visitor writes in Spanish (es). Write every message to the visitor in Spanish (es)",
      );
    }
    fake.reset();
    await provider().run(turn(), recorder().callbacks);
    expect(fake.systemPrompts()[0]).toContain("The visitor writes in English (en)");
  });

  it("streams the assistant's text as several deltas, in order", async () => {
    const answer = "Hello there! I'm sorry to hear about your deposit. Which city are you in?";
    fake.enqueue({ text: answer, chunkSize: 6 });
    const seen = recorder();

    const result = await provider().run(
      turn({
        history: [
          { role: "user", content: "Hi" },
          { role: "assistant", content: "Hello, how can I help?" },
        ],
      }),
      seen.callbacks,
    );

    expect(result).toEqual({ memory: null });
    expect(seen.deltas.length).toBeGreaterThan(5);
    expect(seen.text()).toBe(answer);
    expect(seen.deltas[0]).toBe("Hello ");
    const [request] = fake.requests;
    expect(request.headers.authorization).toBe("Bearer test-key");
    expect(request.body).toMatchObject({
      model: "fake-default-model",
      stream: true,
      tool_choice: "auto",
      max_completion_tokens: 2_000,
    });
    expect(request.body.messages.map((message: { role: string }) => message.role)).toEqual([
      "system",
      "user",
      "assistant",
      "user",
    ]);
    expect(request.body.messages[0].content).toContain("intake assistant of Smith & Rivera Law");
    expect(request.body.messages.at(-1)).toEqual({ role: "user", content: "My landlord kept my deposit." });
  });

  it("uses the organization's own model when it has one", async () => {
    fake.enqueue({ text: "Hi." });
    await provider().run(turn({ organization: { ...organization, aiModel: "firm-model-7b" } }), recorder().callbacks);
    expect(fake.requests[0].body.model).toBe("firm-model-7b");
  });

  it("offers exactly the registry's intake tools, each with a JSON-schema parameter object", async () => {
    fake.enqueue({ text: "Hi." });
    await provider().run(turn(), recorder().callbacks);
    const tools = fake.requests[0].body.tools as Array<{
      type: string;
      function: { name: string; description: string; parameters: Record<string, unknown> };
    }>;
    expect(tools.map((tool) => tool.function.name)).toEqual(toolNames);
    expect(tools.map((tool) => tool.function.name).sort()).toEqual(
      [
        "create_matter",
        "create_payment_invoice",
        "generate_case_pdf",
        "request_lawyer_review",
        "search_lawyers",
        "show_contact_form",
        "show_document_checklist",
        "update_matter",
      ].sort(),
    );
    for (const tool of tools) {
      expect(tool.type).toBe("function");
      expect(tool.function.description.length).toBeGreaterThan(10);
      expect(tool.function.parameters).toMatchObject({ type: "object", properties: expect.any(Object) });
      expect(tool.function.parameters).not.toHaveProperty("$schema");
    }
    const createMatter = tools.find((tool) => tool.function.name === "create_matter");
    expect(createMatter?.function.parameters.required).toEqual(expect.arrayContaining(["service", "matterSummary"]));
  });

  it("assembles a tool call streamed in fragments, runs it, and streams the follow-up text", async () => {
    const args = {
      message: "Please share your details.",
      initialValues: { name: "Maria Lopez", opposingParty: "Acme Rentals" },
    };
    fake.enqueue(
      {
        text: "One moment.",
        toolCalls: [{ id: "call_form_1", name: "show_contact_form", arguments: args }],
        argumentChunkSize: 5,
      },
      { text: "Please fill in the form below.", chunkSize: 4 },
    );
    const seen = recorder(() => ({ ok: true, result: { shown: true }, block: null }));

    await provider().run(turn(), seen.callbacks);

    expect(seen.calls).toEqual([{ name: "show_contact_form", args }]);
    expect(seen.text()).toBe("One moment.\n\nPlease fill in the form below.");
    expect(fake.requests).toHaveLength(2);
    const followUp = fake.requests[1].body.messages;
    expect(followUp.at(-2)).toEqual({
      role: "assistant",
      content: "One moment.",
      tool_calls: [
        {
          id: "call_form_1",
          type: "function",
          function: { name: "show_contact_form", arguments: JSON.stringify(args) },
        },
      ],
    });
    expect(followUp.at(-1)).toEqual({
      role: "tool",
      tool_call_id: "call_form_1",
      content: JSON.stringify({ ok: true, result: { shown: true } }),
    });
  });

  it("runs several tool calls of one answer in order and reports a failed one to the model", async () => {
    fake.enqueue(
      {
        toolCalls: [
          { id: "a", name: "create_matter", arguments: { service: "Family Law", matterSummary: "x" } },
          { id: "b", name: "show_document_checklist", arguments: {} },
        ],
      },
      { text: "Done." },
    );
    const seen = recorder((name) =>
      name === "create_matter"
        ? { ok: false, error: "matterSummary is too short" }
        : { ok: true, result: {}, block: null },
    );

    await provider().run(turn(), seen.callbacks);

    expect(seen.calls.map((call) => call.name)).toEqual(["create_matter", "show_document_checklist"]);
    const toolMessages = fake.requests[1].body.messages.filter((message: { role: string }) => message.role === "tool");
    expect(toolMessages).toEqual([
      { role: "tool", tool_call_id: "a", content: JSON.stringify({ ok: false, error: "matterSummary is too short" }) },
      { role: "tool", tool_call_id: "b", content: JSON.stringify({ ok: true, result: {} }) },
    ]);
  });

  it("tells the model about an unknown tool or arguments that are not JSON, without running them", async () => {
    fake.enqueue(
      {
        toolCalls: [
          { id: "u", name: "delete_all_matters", arguments: {} },
          { id: "j", name: "create_matter", arguments: '{"service": "Family La' },
        ],
      },
      { text: "Sorry about that." },
    );
    const seen = recorder();

    await provider().run(turn(), seen.callbacks);

    expect(seen.calls).toEqual([]);
    expect(seen.text()).toBe("Sorry about that.");
    const messages = fake.requests[1].body.messages;
    const unknown = JSON.parse(
      messages.find((message: { tool_call_id?: string }) => message.tool_call_id === "u").content,
    );
    const badJson = JSON.parse(
      messages.find((message: { tool_call_id?: string }) => message.tool_call_id === "j").content,
    );
    expect(unknown).toMatchObject({ ok: false, error: expect.stringContaining("Unknown tool") });
    expect(badJson).toMatchObject({ ok: false, error: expect.stringContaining("not valid JSON") });
    // The history sent back stays valid JSON for servers that re-parse it.
    expect(messages.at(-3).tool_calls[1].function.arguments).toBe("{}");
  });

  it("turns a 429 into a rate_limited provider error", async () => {
    fake.enqueue({ status: 429 });
    const error = await failure(provider().run(turn(), recorder().callbacks));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ kind: "rate_limited" });
    expect(fake.requests).toHaveLength(1);
  });

  it("retries a 500 as many times as allowed, then reports the model unavailable", async () => {
    fake.enqueue({ status: 500 }, { status: 500 }, { text: "never sent" });
    const error = await failure(provider({ maxRetries: 1 }).run(turn(), recorder().callbacks));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ kind: "unavailable" });
    expect(fake.requests).toHaveLength(2);
    expect(fake.pending()).toBe(1);
  });

  it("recovers when the retry succeeds", async () => {
    fake.enqueue({ status: 503 }, { text: "Back again." });
    const seen = recorder();
    await provider({ maxRetries: 1 }).run(turn(), seen.callbacks);
    expect(seen.text()).toBe("Back again.");
    expect(fake.requests).toHaveLength(2);
  });

  it("sends the request with its length, not chunked, and sends the same body again on a retry", async () => {
    // Some OpenAI-compatible servers refuse chunked bodies; the body is written once and not kept
    // by an open chat stream (ADR 0086, 0114), and a retry must not find it spent.
    fake.enqueue({ status: 503 }, { text: "Back again." });
    await provider({ maxRetries: 1 }).run(turn(), recorder().callbacks);
    expect(fake.requests).toHaveLength(2);
    for (const request of fake.requests) {
      expect(request.headers["transfer-encoding"]).toBeUndefined();
      expect(Number(request.headers["content-length"])).toBe(Buffer.byteLength(JSON.stringify(request.body)));
      expect(request.body.messages.at(-1)).toEqual({ role: "user", content: "My landlord kept my deposit." });
    }
    expect(fake.requests[1]!.body).toEqual(fake.requests[0]!.body);
  });

  it("turns another 4xx into a bad_response error, without retrying", async () => {
    fake.enqueue({ status: 400 }, { text: "never sent" });
    const error = await failure(provider({ maxRetries: 1 }).run(turn(), recorder().callbacks));
    expect(error).toMatchObject({ name: "ProviderError", kind: "bad_response" });
    expect(fake.requests).toHaveLength(1);
  });

  it("ends the turn with a timeout when the stream stalls, within the stall timeout", async () => {
    fake.enqueue({ text: "Let me think about your deposit question.", chunkSize: 5, stallAfterChunks: 3 });
    const seen = recorder();
    const started = Date.now();

    // The wait for a first chunk is longer than the test may run: only the stall timeout can end this turn.
    const error = await failure(provider({ stallTimeoutMs: 300, timeoutMs: 3_600_000 }).run(turn(), seen.callbacks));

    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ kind: "timeout" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(seen.text()).toBe("Let me thi");
  });

  it("waits longer for the first chunk than between chunks", async () => {
    fake.enqueue({ text: "Worth the wait.", ttftMs: 500 });
    const seen = recorder();
    await provider({ stallTimeoutMs: 200, timeoutMs: 60_000 }).run(turn(), seen.callbacks);
    expect(seen.text()).toBe("Worth the wait.");

    fake.enqueue({ text: "Too slow.", ttftMs: 1_000 });
    const error = await failure(provider({ stallTimeoutMs: 200, timeoutMs: 300 }).run(turn(), recorder().callbacks));
    expect(error).toMatchObject({ name: "ProviderError", kind: "timeout" });
  });

  it("reports the model unavailable when the connection drops mid-stream", async () => {
    fake.enqueue(
      { text: "Here is what usually happens with deposits.", chunkSize: 5, dropAfterChunks: 3 },
      { text: "never sent" },
    );
    const error = await failure(provider({ maxRetries: 1 }).run(turn(), recorder().callbacks));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ kind: "unavailable" });
    expect(fake.requests).toHaveLength(1);
  });

  it("stops quietly with an AbortError when the visitor's request is aborted mid-stream", async () => {
    fake.enqueue({ text: "A long answer that the visitor will not wait for.", chunkSize: 4, chunkDelayMs: 20 });
    const controller = new AbortController();
    const seen = recorder();
    const callbacks = {
      ...seen.callbacks,
      text: (delta: string) => {
        seen.callbacks.text(delta);
        if (seen.deltas.length === 2) controller.abort();
      },
    };

    const error = await failure(provider().run(turn({ signal: controller.signal }), callbacks));

    expect(error).toMatchObject({ name: "AbortError" });
    expect(seen.deltas).toHaveLength(2);
  });

  it("stops with an AbortError while waiting for the model, and sends nothing once aborted", async () => {
    // The model sends nothing until the request closes, and the wait for a first chunk is longer than the test may run.
    fake.enqueue({ text: "Slow.", holdAfterChunks: 0 });
    const controller = new AbortController();
    const running = failure(
      provider({ timeoutMs: 3_600_000 }).run(turn({ signal: controller.signal }), recorder().callbacks),
    );
    await waitFor(() => fake.requests.length === 1, hangGuard, "the request to reach the model");
    controller.abort();
    expect(await running).toMatchObject({ name: "AbortError" });

    fake.reset();
    const aborted = AbortSignal.abort();
    expect(await failure(provider().run(turn({ signal: aborted }), recorder().callbacks))).toMatchObject({
      name: "AbortError",
    });
    expect(fake.requests).toHaveLength(0);
  });

  it("does not call the model again after a tool call if the turn was aborted meanwhile", async () => {
    fake.enqueue({ toolCalls: [{ name: "show_document_checklist", arguments: {} }] }, { text: "never sent" });
    const controller = new AbortController();
    const seen = recorder(() => {
      controller.abort();
      return { ok: true, result: {}, block: null };
    });
    const error = await failure(provider().run(turn({ signal: controller.signal }), seen.callbacks));
    expect(error).toMatchObject({ name: "AbortError" });
    expect(seen.calls).toHaveLength(1);
    expect(fake.requests).toHaveLength(1);
  });

  it("stops a model that keeps calling tools at the model-call budget", async () => {
    for (let i = 0; i < 6; i += 1) fake.enqueue({ toolCalls: [{ name: "show_document_checklist", arguments: {} }] });
    const seen = recorder();
    const error = await failure(
      provider().run(turn({ budget: { maxOutputTokens: 10_000, maxToolCalls: 20, maxModelCalls: 3 } }), seen.callbacks),
    );
    expect(error).toBeInstanceOf(BudgetExceededError);
    expect(error).toMatchObject({ limit: "maxModelCalls" });
    expect(fake.requests).toHaveLength(3);
    expect(seen.calls).toHaveLength(3);
  });

  it("stops at the tool-call budget before running the call that would exceed it", async () => {
    fake.enqueue({
      toolCalls: [
        { name: "show_document_checklist", arguments: {} },
        { name: "show_document_checklist", arguments: {} },
        { name: "request_lawyer_review", arguments: {} },
      ],
    });
    const seen = recorder();
    const error = await failure(
      provider().run(turn({ budget: { maxOutputTokens: 10_000, maxToolCalls: 2, maxModelCalls: 5 } }), seen.callbacks),
    );
    expect(error).toMatchObject({ name: "BudgetExceededError", limit: "maxToolCalls" });
    expect(seen.calls.map((call) => call.name)).toEqual(["show_document_checklist", "show_document_checklist"]);
  });

  it("counts the output tokens the server reports against the token budget", async () => {
    fake.enqueue(
      { toolCalls: [{ name: "show_document_checklist", arguments: {} }], completionTokens: 300 },
      { text: "Here you go.", completionTokens: 20 },
    );
    await provider().run(
      turn({ budget: { maxOutputTokens: 400, maxToolCalls: 5, maxModelCalls: 5 } }),
      recorder().callbacks,
    );
    expect(fake.requests.map((request) => request.body.max_completion_tokens)).toEqual([400, 100]);

    fake.reset();
    fake.enqueue(
      { toolCalls: [{ name: "show_document_checklist", arguments: {} }], completionTokens: 450 },
      { text: "never sent" },
    );
    const error = await failure(
      provider().run(
        turn({ budget: { maxOutputTokens: 400, maxToolCalls: 5, maxModelCalls: 5 } }),
        recorder().callbacks,
      ),
    );
    expect(error).toMatchObject({ name: "BudgetExceededError", limit: "maxOutputTokens" });
    expect(fake.requests).toHaveLength(1);
  });

  it("can send max_tokens for servers that do not know max_completion_tokens", async () => {
    fake.enqueue({ text: "Hi." });
    await provider({ tokenLimitParameter: "max_tokens" }).run(turn(), recorder().callbacks);
    expect(fake.requests[0].body.max_tokens).toBe(2_000);
    expect(fake.requests[0].body).not.toHaveProperty("max_completion_tokens");
  });

  it("ends the turn on finish_reason length without running a truncated tool call", async () => {
    fake.enqueue({
      text: "The answer is cut",
      toolCalls: [{ name: "create_matter", arguments: '{"service":' }],
      finishReason: "length",
    });
    const seen = recorder();
    await provider().run(turn(), seen.callbacks);
    expect(seen.calls).toEqual([]);
    expect(seen.text()).toBe("The answer is cut");
    expect(fake.requests).toHaveLength(1);
  });

  it("logs ids and figures, never the conversation or tool arguments", async () => {
    const written: string[] = [];
    const capture = (chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    };
    const stdout = vi.spyOn(process.stdout, "write").mockImplementation(capture);
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(capture);
    try {
      fake.enqueue(
        {
          text: "Sofia's custody",
          toolCalls: [{ name: "show_contact_form", arguments: { initialValues: { name: "Maria Lopez" } } }],
        },
        { text: "Thanks Maria." },
        { status: 500 },
      );
      await provider().run(turn({ userText: "My ex took Sofia to Oregon" }), recorder().callbacks);
      await failure(provider().run(turn({ userText: "My ex took Sofia to Oregon" }), recorder().callbacks));
    } finally {
      stdout.mockRestore();
      stderr.mockRestore();
    }
    const everything = written.join("");
    expect(everything).toContain('"agent.openai.model_call"');
    expect(everything).toContain('"agent.openai.failed"');
    expect(everything).toContain(organization.id);
    for (const secret of ["Sofia", "Oregon", "Maria", "custody"]) expect(everything).not.toContain(secret);
  });
});

describe("the fake model server with nothing queued", () => {
  it("answers a first message with a question, then asks for contact details", async () => {
    const first = recorder();
    await provider().run(turn(), first.callbacks);
    expect(first.text()).toMatch(/your name and who the other party is\?$/);
    expect(first.calls).toEqual([]);

    const second = recorder(() => ({ ok: true, result: { shown: true }, block: null }));
    await provider().run(
      turn({
        history: [
          { role: "user", content: "My landlord kept my deposit." },
          { role: "assistant", content: first.text() },
        ],
        userText: "My name is Maria Lopez and the landlord is Acme Rentals.",
      }),
      second.callbacks,
    );
    expect(second.calls).toEqual([
      { name: "show_contact_form", args: expect.objectContaining({ initialValues: { name: "Maria Lopez" } }) },
    ]);
    expect(second.text()).toBe("Please fill in the contact form below so the firm can reach you.");
  });

  it("follows the next step the system prompt names, one tool per message", async () => {
    const seen = recorder();
    await provider().run(
      turn({
        world: { ...freshWorld, contact: { name: "Maria Lopez" } },
        userText: "I sent the form. It is about Family Law.",
      }),
      seen.callbacks,
    );
    expect(seen.calls).toHaveLength(1);
    expect(seen.calls[0]).toMatchObject({ name: "create_matter", args: { service: "Family Law", urgency: "unknown" } });
    expect((seen.calls[0].args as { matterSummary: string }).matterSummary.length).toBeGreaterThanOrEqual(50);
    expect(seen.text()).toContain("created your case file");
  });
});

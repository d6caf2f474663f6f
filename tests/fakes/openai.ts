import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";

/**
 * A local OpenAI-compatible Chat Completions server (node:http, the real wire protocol), reached
 * by the real `openai` SDK through its baseURL (`url`, ending in /v1).
 *
 * `POST /v1/chat/completions` with `stream: true` answers `text/event-stream`: a first chunk with
 * `delta.role`, content deltas (`delta.content`) or tool-call fragments
 * (`delta.tool_calls[{ index, id, type: "function", function: { name, arguments } }]`, the
 * arguments split across chunks), a final chunk with `finish_reason`, a usage chunk when
 * `stream_options.include_usage` is set, then `data: [DONE]`. With `stream` false it answers one
 * `chat.completion` JSON object. `GET /v1/models` lists one model.
 *
 * Scripting: each request takes the next queued `FakeReply` (`enqueue`). Faults: `status` (an
 * OpenAI-style JSON error, with `retry-after-ms: 10` on 429/5xx so SDK retries are quick),
 * `stallAfterChunks` (sends n chunks, then keeps the response open and silent), `holdAfterChunks`
 * (sends n chunks, then waits for `release()`: a test acts while the stream is between chunks), `dropAfterChunks`
 * (sends n chunks, then destroys the socket), `ttftMs` (silence after the headers before the
 * first chunk), `chunkDelayMs` (between chunks). Chunk counts include the first (role) chunk.
 * Every request is recorded in `requests` (body parsed from JSON).
 *
 * With an empty queue it answers by a simple rule (`autoReply`), so an app running against it
 * keeps working and can go through a whole intake, one tool per visitor message:
 * 1. the last message is a `tool` message → a short text that fits the tool (finish `stop`);
 * 2. else, when the system prompt names a next step ("Next step: `tool_name`", written by
 *    app/features/intake/agent/system-prompt.ts) and that tool is offered → a call of it with
 *    plausible arguments built from the conversation; `show_contact_form` waits for the second
 *    visitor message, so the first answer is always a question;
 * 3. else a short text asking for more detail.
 * Like a model that follows its instructions, the rule-based texts are in Spanish when the system
 * prompt says "The visitor writes in Spanish (es)" (English otherwise), and `create_matter` carries
 * the structured fields a model reads off the story: a company named with LLC/Inc./Corp. as the
 * opposing party, ISO dates (YYYY-MM-DD) as key dates. Tests that need exact structured arguments
 * queue them (`enqueue({ toolCalls: [{ name: "create_matter", arguments: { parties, keyDates, ... } }] })`).
 *
 * Standalone (end-to-end use): `node --import tsx tests/fakes/openai.ts --port 4010 [--host
 * 127.0.0.1]`, then OPENAI_BASE_URL=http://127.0.0.1:4010/v1. It is scriptable over HTTP too:
 * `POST /__fake/enqueue` (a FakeReply or an array), `GET /__fake/requests`, `POST /__fake/reset`.
 */

export type FakeToolCall = {
  id?: string;
  name: string;
  /** An object is sent as JSON; a string is sent as is (so tests can send invalid JSON). */
  arguments: Record<string, unknown> | string;
};

export type FakeReply = {
  text?: string;
  /** Characters per content delta (default 8). */
  chunkSize?: number;
  toolCalls?: FakeToolCall[];
  /** Characters per tool-argument fragment (default 12). */
  argumentChunkSize?: number;
  /** Default: `tool_calls` when there are tool calls, else `stop`. */
  finishReason?: "stop" | "length" | "tool_calls" | "content_filter";
  /** completion_tokens reported in the usage chunk (default: about a token per 4 characters). */
  completionTokens?: number;
  /** Answer with this HTTP status and an OpenAI-style error body instead. */
  status?: number;
  stallAfterChunks?: number;
  /** Sends n chunks, then waits (silent, open) until `release()` is called, then sends the rest. */
  holdAfterChunks?: number;
  dropAfterChunks?: number;
  ttftMs?: number;
  chunkDelayMs?: number;
};

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: any;
  /** performance.now() when the request arrived and when its first chunk was written (benchmarks). */
  receivedAt: number;
  firstChunkAt: number | null;
};

export type FakeOpenAI = {
  /** Base URL for the SDK, ending in /v1. */
  url: string;
  port: number;
  enqueue: (...replies: FakeReply[]) => void;
  /** Replies still queued. */
  pending: () => number;
  requests: RecordedRequest[];
  /** Empties the queue and the recorded requests. */
  reset: () => void;
  /** Lets every stream held by `holdAfterChunks` go on. */
  release: () => void;
  /** How many streams are held now. */
  held: () => number;
  /** The system message of each recorded chat request, in order (what the app asked of the model). */
  systemPrompts: () => string[];
  stop: () => Promise<void>;
};

type ChatMessage = {
  role: string;
  content?: unknown;
  tool_calls?: Array<{ function?: { name?: string } }>;
  tool_call_id?: string;
};

const MODEL_FALLBACK = "fake-model";

function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return content.map((part) => (typeof part?.text === "string" ? part.text : "")).join("");
  return "";
}

function split(text: string, size: number): string[] {
  const pieces: string[] = [];
  for (let at = 0; at < text.length; at += Math.max(1, size)) pieces.push(text.slice(at, at + Math.max(1, size)));
  return pieces;
}

/** The tool a text reply follows: the name of the assistant call the last tool message answers. */
function toolAnswered(messages: ChatMessage[]): string | null {
  const last = messages.at(-1);
  if (last?.role !== "tool") return null;
  for (let i = messages.length - 2; i >= 0; i -= 1) {
    const message = messages[i];
    if (message.role === "assistant" && message.tool_calls?.length)
      return message.tool_calls.at(-1)?.function?.name ?? null;
  }
  return null;
}

const afterTool: Record<string, string> = {
  show_contact_form: "Please fill in the contact form below so the firm can reach you.",
  create_matter: "Thank you. I've created your case file with the details you shared.",
  update_matter: "Thanks, I've updated your case file.",
  show_document_checklist: "Here are the documents the firm will need. Upload what you have, or skip for now.",
  create_payment_invoice: "The firm asks for a consultation fee before the review. You can pay using the link below.",
  request_lawyer_review: "Your matter is now with the firm. A lawyer will review it and get in touch with you.",
};

/** The same texts in Spanish, for a system prompt that asks for Spanish. */
const afterToolSpanish: Record<string, string> = {
  show_contact_form: "Por favor, complete el formulario de contacto para que la firma pueda comunicarse con usted.",
  create_matter: "Gracias. He creado su expediente con los datos que compartió.",
  update_matter: "Gracias, he actualizado su expediente.",
  show_document_checklist:
    "Estos son los documentos que la firma necesitará. Suba los que tenga u omita este paso por ahora.",
  create_payment_invoice:
    "La firma cobra una tarifa de consulta antes de la revisión. Puede pagar con el enlace de abajo.",
  request_lawyer_review: "Su asunto ya está con la firma. Un abogado lo revisará y se pondrá en contacto con usted.",
};

type FakeTexts = { afterTool: Record<string, string>; done: string; first: string; more: string };

const textsByLanguage: Record<"en" | "es", FakeTexts> = {
  en: {
    afterTool,
    done: "Thanks, that's done. Is there anything else you'd like to add?",
    first:
      "Thanks for reaching out. I'm an AI assistant, not a lawyer. To get started, could you tell me your name and who the other party is?",
    more: "Thank you, that helps. Could you tell me a little more about what happened and when?",
  },
  es: {
    afterTool: afterToolSpanish,
    done: "Gracias, ya está hecho. ¿Quiere añadir algo más?",
    first:
      "Gracias por escribirnos. Soy un asistente de IA, no un abogado. Para empezar, ¿me dice su nombre y quién es la otra parte?",
    more: "Gracias, eso ayuda. ¿Puede contarme un poco más sobre lo que pasó y cuándo?",
  },
};

/** The texts in the language the system prompt asks for ("The visitor writes in Spanish (es)"). */
function textsFor(system: string): FakeTexts {
  const language = system.match(/The visitor writes in [^(]+\((\w{2})\)/)?.[1];
  return language === "es" ? textsByLanguage.es : textsByLanguage.en;
}

/** The firm's services as the system prompt lists them (`### Service` headings). */
function servicesIn(system: string): string[] {
  return [...system.matchAll(/^### (.+)$/gm)].map((match) => match[1].trim());
}

function argumentsFor(tool: string, system: string, userTexts: string[]): Record<string, unknown> {
  const story = userTexts.join(" ").replace(/\s+/g, " ").trim();
  const services = servicesIn(system);
  const service =
    services.find((name) => story.toLowerCase().includes(name.toLowerCase())) ?? services[0] ?? "General legal matter";
  switch (tool) {
    case "show_contact_form": {
      const name = story.match(/\b(?:[Mm]y name is|[Ii]'m|[Ii] am) ([A-Z][\w'-]+(?: [A-Z][\w'-]+)?)/)?.[1];
      return {
        message: "Please share your contact details so the firm can reach you.",
        initialValues: name ? { name } : {},
      };
    }
    case "create_matter": {
      // What a model would read off the story: the place ("Charlotte, NC") and how urgent it is.
      const summary = `The visitor asked for help with a ${service} matter. In their words: ${story}`.slice(0, 2_000);
      const place = story.match(/\b([A-Z][a-z]+(?: [A-Z][a-z]+)?), ([A-Z]{2})\b/);
      const urgency = /\b(nothing|not) (is )?urgent\b/i.test(story)
        ? "low"
        : /\b(urgent|emergency|tomorrow)\b/i.test(story)
          ? "high"
          : "unknown";
      const companies = [
        ...new Set(
          [...story.matchAll(/\b((?:[A-Z][\w&'-]*\s)+(?:LLC|Inc\.?|Corp\.?|Corporation))(?=[\s,.;]|$)/g)].map((match) =>
            match[1].trim(),
          ),
        ),
      ];
      const sentences = story.split(/(?<=[.!?])\s+/);
      const keyDates = [...story.matchAll(/\b(\d{4}-\d{2}-\d{2})\b/g)].map((match) => ({
        iso: match[1],
        kind: "other",
        phrase: match[1],
        sentence: sentences.find((sentence) => sentence.includes(match[1])) ?? "",
      }));
      return {
        service,
        matterSummary: summary,
        answers: {},
        urgency,
        jurisdiction: place ? { city: place[1], state: place[2], country: "US" } : null,
        parties: companies.map((name) => ({ name, role: "opposing", kind: "company", description: null, aliases: [] })),
        keyDates,
      };
    }
    case "show_document_checklist":
      return { matterType: service };
    case "create_payment_invoice":
      return { description: "Consultation fee" };
    case "request_lawyer_review":
      return { reason: "The intake is complete." };
    default:
      return {};
  }
}

/** The rule-based answer when nothing is queued (see the module comment). */
export function autoReply(body: any): FakeReply {
  const messages: ChatMessage[] = Array.isArray(body?.messages) ? body.messages : [];
  const answered = toolAnswered(messages);
  const system = messages
    .filter((message) => message.role === "system")
    .map((message) => textOf(message.content))
    .join("\n");
  const texts = textsFor(system);
  if (messages.at(-1)?.role === "tool") {
    return { text: (answered && texts.afterTool[answered]) || texts.done };
  }
  const userTexts = messages.filter((message) => message.role === "user").map((message) => textOf(message.content));
  const offered = new Set<string>(
    (Array.isArray(body?.tools) ? body.tools : [])
      .map((tool: any) => tool?.function?.name)
      .filter((name: unknown) => typeof name === "string"),
  );
  const next = system.match(/Next step: `(\w+)`/)?.[1];
  if (next && offered.has(next) && !(next === "show_contact_form" && userTexts.length < 2)) {
    return { toolCalls: [{ name: next, arguments: argumentsFor(next, system, userTexts) }] };
  }
  if (userTexts.length <= 1) return { text: texts.first };
  return { text: texts.more };
}

function errorBody(status: number) {
  const known: Record<number, { message: string; type: string; code: string | null }> = {
    400: { message: "Invalid request.", type: "invalid_request_error", code: null },
    401: { message: "Incorrect API key provided.", type: "invalid_request_error", code: "invalid_api_key" },
    404: { message: "The model does not exist.", type: "invalid_request_error", code: "model_not_found" },
    429: { message: "Rate limit reached.", type: "requests", code: "rate_limit_exceeded" },
  };
  return {
    error: known[status] ?? {
      message: "The server had an error while processing your request.",
      type: "server_error",
      code: null,
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function estimateTokens(reply: FakeReply): number {
  const chars =
    (reply.text ?? "").length +
    (reply.toolCalls ?? []).reduce((sum, call) => sum + JSON.stringify(call.arguments).length, 0);
  return Math.max(1, Math.ceil(chars / 4));
}

function chunksFor(reply: FakeReply, base: { id: string; created: number; model: string }) {
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) => ({
    ...base,
    object: "chat.completion.chunk",
    system_fingerprint: null,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
  });
  const chunks: unknown[] = [chunk({ role: "assistant", content: "" })];
  for (const piece of split(reply.text ?? "", reply.chunkSize ?? 8)) chunks.push(chunk({ content: piece }));
  (reply.toolCalls ?? []).forEach((call, index) => {
    const args = typeof call.arguments === "string" ? call.arguments : JSON.stringify(call.arguments);
    const id = call.id ?? `call_${randomBytes(6).toString("hex")}`;
    chunks.push(chunk({ tool_calls: [{ index, id, type: "function", function: { name: call.name, arguments: "" } }] }));
    for (const piece of split(args, reply.argumentChunkSize ?? 12))
      chunks.push(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
  });
  const finish = reply.finishReason ?? (reply.toolCalls?.length ? "tool_calls" : "stop");
  chunks.push(chunk({}, finish));
  return chunks;
}

function completionFor(reply: FakeReply, base: { id: string; created: number; model: string }) {
  const toolCalls = (reply.toolCalls ?? []).map((call) => ({
    id: call.id ?? `call_${randomBytes(6).toString("hex")}`,
    type: "function",
    function: {
      name: call.name,
      arguments: typeof call.arguments === "string" ? call.arguments : JSON.stringify(call.arguments),
    },
  }));
  const tokens = reply.completionTokens ?? estimateTokens(reply);
  return {
    ...base,
    object: "chat.completion",
    system_fingerprint: null,
    choices: [
      {
        index: 0,
        message: {
          role: "assistant",
          content: reply.text ?? null,
          refusal: null,
          ...(toolCalls.length ? { tool_calls: toolCalls } : {}),
        },
        logprobs: null,
        finish_reason: reply.finishReason ?? (toolCalls.length ? "tool_calls" : "stop"),
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: tokens, total_tokens: 10 + tokens },
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on("data", (part: Buffer) => parts.push(part));
    req.on("end", () => resolve(Buffer.concat(parts).toString("utf8")));
    req.on("error", reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

export async function startFakeOpenAI(options: { port?: number; host?: string } = {}): Promise<FakeOpenAI> {
  const queue: FakeReply[] = [];
  const requests: RecordedRequest[] = [];
  let stopping = false;
  const holds = new Set<() => void>();

  async function streamReply(
    req: IncomingMessage,
    res: ServerResponse,
    reply: FakeReply,
    body: any,
    record?: RecordedRequest,
  ) {
    const base = {
      id: `chatcmpl-${randomBytes(8).toString("hex")}`,
      created: Math.floor(Date.now() / 1000),
      model: String(body?.model ?? MODEL_FALLBACK),
    };
    const chunks = chunksFor(reply, base);
    if (body?.stream_options?.include_usage) {
      const tokens = reply.completionTokens ?? estimateTokens(reply);
      chunks.push({
        ...base,
        object: "chat.completion.chunk",
        system_fingerprint: null,
        choices: [],
        usage: { prompt_tokens: 10, completion_tokens: tokens, total_tokens: 10 + tokens },
      });
    }
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache",
      connection: "keep-alive",
    });
    res.flushHeaders();
    // The response's close, not the socket's: a kept-alive socket carries many requests, and a
    // listener per request on it would pile up (Node's MaxListenersExceededWarning after ten).
    let closed = false;
    res.once("close", () => {
      closed = true;
    });
    if (reply.ttftMs) await sleep(reply.ttftMs);
    for (const [sent, chunk] of chunks.entries()) {
      if (closed || stopping) return;
      if (reply.stallAfterChunks !== undefined && sent >= reply.stallAfterChunks) return; // stays open and silent
      if (reply.holdAfterChunks !== undefined && sent === reply.holdAfterChunks) {
        await new Promise<void>((resolve) => {
          const go = () => {
            holds.delete(go);
            resolve();
          };
          holds.add(go);
          res.once("close", go);
        });
        if (closed || stopping) return;
      }
      if (reply.dropAfterChunks !== undefined && sent >= reply.dropAfterChunks) {
        req.socket.destroy();
        return;
      }
      if (record && record.firstChunkAt === null && sent > 0) record.firstChunkAt = performance.now();
      res.write(`data: ${JSON.stringify(chunk)}\n\n`);
      if (reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
      else await new Promise((resolve) => setImmediate(resolve));
    }
    if (closed || stopping) return;
    res.end("data: [DONE]\n\n");
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const receivedAt = performance.now();
    const path = (req.url ?? "/").split("?")[0];
    const raw = req.method === "POST" ? await readBody(req) : "";
    let body: any = null;
    try {
      body = raw === "" ? null : JSON.parse(raw);
    } catch {
      return sendJson(res, 400, errorBody(400));
    }

    // Control endpoints for the standalone server.
    if (path === "/__fake/enqueue" && req.method === "POST") {
      const replies = Array.isArray(body) ? body : [body];
      queue.push(...replies);
      return sendJson(res, 200, { pending: queue.length });
    }
    if (path === "/__fake/requests" && req.method === "GET") return sendJson(res, 200, requests);
    if (path === "/__fake/reset" && req.method === "POST") {
      queue.length = 0;
      requests.length = 0;
      return sendJson(res, 200, { ok: true });
    }

    if (path === "/v1/models" && req.method === "GET") {
      return sendJson(res, 200, {
        object: "list",
        data: [{ id: MODEL_FALLBACK, object: "model", created: 0, owned_by: "parley-tests" }],
      });
    }
    if (path !== "/v1/chat/completions" || req.method !== "POST") {
      return sendJson(res, 404, {
        error: { message: `Unknown endpoint ${req.method} ${path}`, type: "invalid_request_error", code: null },
      });
    }

    const record: RecordedRequest = {
      method: req.method ?? "GET",
      path,
      headers: req.headers,
      body,
      receivedAt,
      firstChunkAt: null,
    };
    requests.push(record);
    const reply = queue.shift() ?? autoReply(body);
    if (reply.status !== undefined && reply.status >= 400) {
      const retryable = reply.status === 429 || reply.status >= 500;
      return sendJson(res, reply.status, errorBody(reply.status), retryable ? { "retry-after-ms": "10" } : {});
    }
    if (body?.stream) return streamReply(req, res, reply, body, record);
    if (reply.ttftMs) await sleep(reply.ttftMs);
    const base = {
      id: `chatcmpl-${randomBytes(8).toString("hex")}`,
      created: Math.floor(Date.now() / 1000),
      model: String(body?.model ?? MODEL_FALLBACK),
    };
    return sendJson(res, 200, completionFor(reply, base));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) sendJson(res, 500, errorBody(500));
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host ?? "127.0.0.1";

  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}/v1`,
    port,
    enqueue: (...replies) => {
      queue.push(...replies);
    },
    pending: () => queue.length,
    requests,
    reset: () => {
      queue.length = 0;
      requests.length = 0;
    },
    release: () => {
      for (const go of [...holds]) go();
    },
    held: () => holds.size,
    systemPrompts: () =>
      requests
        .filter((request) => request.path.endsWith("/chat/completions"))
        .map((request) =>
          (Array.isArray(request.body?.messages) ? request.body.messages : [])
            .filter((message: ChatMessage) => message.role === "system")
            .map((message: ChatMessage) => textOf(message.content))
            .join("\n"),
        ),
    stop: async () => {
      stopping = true;
      for (const go of [...holds]) go();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Stalled streams never end by themselves.
      server.closeAllConnections();
      await closed;
    },
  };
}

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakeOpenAI({ port: Number(argument("port") ?? 4010), host: argument("host") ?? "127.0.0.1" });
  process.stdout.write(`Fake OpenAI server listening: OPENAI_BASE_URL=${fake.url}\n`);
  const shutdown = () => {
    fake.stop().then(() => process.exit(0));
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

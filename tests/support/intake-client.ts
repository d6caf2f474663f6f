import { RouterContextProvider } from "react-router";
import {
  clientKeyContext,
  type CurrentSession,
  type SignedInUser,
  userContext,
} from "../../app/lib/request-context.ts";
import { readEventStream } from "../../app/features/intake/client/read-event-stream.ts";
import type { StreamEvent } from "../../app/features/intake/agent/events.ts";
import { action as sessionsAction } from "../../app/routes/api/sessions.ts";
import { action as streamAction } from "../../app/routes/api/agent/stream.ts";
import { action as intakeAction, loader as intakeLoader } from "../../app/routes/intake/index.tsx";

/**
 * Drives the intake API the way a browser does, by calling the real route modules with real
 * Requests and carrying cookies between them.
 */
const origin = "http://localhost:3000";

export function routeContext(clientKey = "test-client") {
  const context = new RouterContextProvider();
  context.set(clientKeyContext, clientKey);
  return context;
}

export class Visitor {
  cookies = new Map<string, string>();
  sessionId: string | null = null;
  /** Set for a signed-in user (what the session middleware puts in the context); null for an anonymous visitor. */
  signedIn: { user: SignedInUser; session: CurrentSession } | null = null;
  constructor(
    readonly organizationId: string,
    readonly slug: string,
  ) {}

  context() {
    const context = routeContext();
    if (this.signedIn) context.set(userContext, this.signedIn);
    return context;
  }

  headers(extra: Record<string, string> = {}): Headers {
    const headers = new Headers(extra);
    if (this.cookies.size > 0)
      headers.set("Cookie", [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    return headers;
  }

  remember(response: Response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const index = pair!.indexOf("=");
      this.cookies.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
  }

  async startSession(): Promise<Response> {
    const request = new Request(`${origin}/api/sessions`, {
      method: "POST",
      headers: this.headers({ "Content-Type": "application/json" }),
      body: JSON.stringify({ organizationId: this.slug }),
    });
    const response = (await sessionsAction({ request, context: this.context(), params: {} } as never)) as Response;
    this.remember(response);
    const body = (await response.clone().json()) as { data?: { sessionId: string } };
    this.sessionId = body.data?.sessionId ?? null;
    return response;
  }

  /** Submits a form of the intake page, as the browser does without JavaScript. */
  async submit(fields: Record<string, string | Blob>, extraHeaders: Record<string, string> = {}): Promise<Response> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const request = new Request(`${origin}/?organizationId=${this.slug}`, {
      method: "POST",
      headers: this.headers(extraHeaders),
      body: form,
    });
    const result = await intakeAction({ request, context: this.context(), params: {} } as never);
    const response = result instanceof Response ? result : toResponse(result);
    this.remember(response);
    return response;
  }

  async acknowledge() {
    return this.submit({ intent: "acknowledge" });
  }

  async page() {
    const request = new Request(`${origin}/?organizationId=${this.slug}`, { headers: this.headers() });
    return intakeLoader({ request, context: this.context(), params: {} } as never);
  }

  /** One turn; `onEvent` sees each event as it arrives (a test can act while the stream is between events). */
  async stream(
    text: string,
    options: { signal?: AbortSignal; body?: unknown; onEvent?: (event: StreamEvent) => void } = {},
  ): Promise<{ response: Response; events: StreamEvent[] }> {
    const request = new Request(`${origin}/api/agent/stream`, {
      method: "POST",
      headers: this.headers({ "Content-Type": "application/json" }),
      body: JSON.stringify(
        options.body ?? {
          messages: [{ role: "user", content: text }],
          organizationId: this.organizationId,
          sessionId: this.sessionId,
          attachments: [],
        },
      ),
      signal: options.signal,
    });
    const response = (await streamAction({ request, context: this.context(), params: {} } as never)) as Response;
    const events: StreamEvent[] = [];
    if (response.ok && response.body) {
      try {
        for await (const event of readEventStream<StreamEvent>(response.body)) {
          events.push(event);
          options.onEvent?.(event);
        }
      } catch (error) {
        if (!options.signal?.aborted) throw error;
      }
    }
    return { response, events };
  }
}

/** A family matter in Charlotte, NC, told the way a visitor would, answer by answer. */
export const familyStory = [
  "My wife and I are separating and I'm in Charlotte, NC. We have two kids, ages 6 and 9. We married on June 5, 2016 and separated in March 2025.",
  "My name is Dana Reyes",
  "Maria Reyes",
  "Nothing has been filed yet and there is no court order.",
  "Nothing is urgent right now.",
];

/** A small PDF whose bytes say it is one (the server checks bytes, not names). */
export const evidencePdf = () =>
  new File([Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n")], "evidence.pdf", {
    type: "application/pdf",
  });

/**
 * Answers the interview with the script (then "I don't know") until the contact form appears, at
 * most 12 turns; `turn` sends one message and returns its events. Returns the contact_form event.
 */
export async function answerUntilContactForm(
  turn: (text: string) => Promise<StreamEvent[]>,
  script: string[] = familyStory,
) {
  let contactForm: StreamEvent | undefined;
  for (let index = 0; index < 12 && !contactForm; index++) {
    contactForm = (await turn(script[index] ?? "I don't know")).find((event) => event.type === "contact_form");
  }
  return contactForm;
}

/** React Router's data() result as a Response, for assertions. */
function toResponse(result: unknown): Response {
  const value = result as { data?: unknown; init?: ResponseInit | null; type?: string };
  if (value && value.type === "DataWithResponseInit") {
    return Response.json(value.data, value.init ?? undefined);
  }
  return Response.json(result);
}

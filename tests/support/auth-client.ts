import { randomBytes } from "node:crypto";
import { RouterContextProvider } from "react-router";
import { sql } from "kysely";
import { db } from "../../db/client.ts";
import { clientKeyContext } from "../../app/lib/request-context.ts";
import { i18nextMiddleware } from "../../app/middleware/i18n.server.ts";
import { sessionMiddleware } from "../../app/middleware/session.server.ts";
import * as authPage from "../../app/routes/auth/index.tsx";
import * as getSession from "../../app/routes/api/auth/get-session.ts";
import * as signOut from "../../app/routes/api/auth/sign-out.ts";

/**
 * A browser for the accounts routes: calls the real route modules with real Requests, through the
 * real session middleware (as the root route runs it), and keeps cookies between calls.
 */
export const appOrigin = "http://localhost:3000";

type RouteModule = {
  loader?: (args: never) => unknown;
  action?: (args: never) => unknown;
};

export type CallOptions = {
  method?: string;
  form?: Record<string, string>;
  json?: unknown;
  body?: string;
  /** The Origin header of a POST; null sends none. Defaults to the app's origin. */
  origin?: string | null;
  headers?: Record<string, string>;
};

export class Browser {
  cookies = new Map<string, string>();
  constructor(
    readonly clientKey = `client-${randomBytes(6).toString("hex")}`,
    readonly userAgent = "Vitest Browser",
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  remember(response: Response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(";");
      const index = pair!.indexOf("=");
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** The session token this browser holds, if any. */
  get sessionToken(): string | undefined {
    return this.cookies.get("parley_session");
  }

  async call(module: RouteModule, path: string, options: CallOptions = {}): Promise<Response> {
    const method =
      options.method ?? (options.form || options.json !== undefined || options.body !== undefined ? "POST" : "GET");
    const headers = new Headers(options.headers);
    headers.set("User-Agent", this.userAgent);
    if (this.cookies.size > 0) headers.set("Cookie", this.cookieHeader());
    if (method !== "GET" && options.origin !== null) headers.set("Origin", options.origin ?? appOrigin);
    let body: BodyInit | undefined;
    if (options.form) body = new URLSearchParams(options.form);
    else if (options.json !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(options.json);
    } else if (options.body !== undefined) body = options.body;
    const request = new Request(new URL(path, appOrigin), { method, headers, body, redirect: "manual" });
    const context = new RouterContextProvider();
    context.set(clientKeyContext, this.clientKey);
    const handler = method === "GET" || method === "HEAD" ? module.loader : module.action;
    if (!handler) throw new Error(`No ${method === "GET" ? "loader" : "action"} for ${path}`);
    const next = async () => {
      try {
        return toResponse(await (handler as (args: unknown) => unknown)({ request, context, params: {} }));
      } catch (thrown) {
        return toResponse(thrown, true);
      }
    };
    type Middleware = (args: unknown, next: () => Promise<Response>) => Promise<Response>;
    const args = { request, context, params: {} };
    // The root route's middleware, in its order: locale, then session.
    const response = (await (i18nextMiddleware as Middleware)(args, () =>
      (sessionMiddleware as Middleware)(args, next),
    )) as Response;
    this.remember(response);
    return response;
  }

  // The flows a person goes through, as form posts without JavaScript.
  signUp(fields: {
    name?: string;
    email: string;
    password: string;
    confirmPassword?: string;
    agreedToTerms?: boolean;
  }) {
    const form: Record<string, string> = {
      intent: "signup",
      name: fields.name ?? "",
      email: fields.email,
      password: fields.password,
      confirmPassword: fields.confirmPassword ?? fields.password,
    };
    if (fields.agreedToTerms !== false) form.agreedToTerms = "on";
    return this.call(authPage, "/auth?mode=signup", { form });
  }

  signIn(email: string, password: string) {
    return this.call(authPage, "/auth?mode=signin", { form: { intent: "signin", email, password } });
  }

  signOut() {
    return this.call(signOut, "/api/auth/sign-out", { json: {} });
  }

  async session(): Promise<{
    user: { id: string; email: string; name: string; emailVerified: boolean };
    session: { id: string };
  } | null> {
    const response = await this.call(getSession, "/api/auth/get-session");
    return ((await response.json()) as { data: never }).data;
  }
}

/** What a route handler returned or threw, as the Response React Router would send. */
export function toResponse(result: unknown, thrown = false): Response {
  if (result instanceof Response) return result;
  const value = result as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (value && value.type === "DataWithResponseInit") return Response.json(value.data, value.init ?? undefined);
  if (thrown) throw result;
  return Response.json(result ?? null);
}

/** A unique e-mail address for one test. */
export function uniqueEmail(label = "user"): string {
  return `${label}.${randomBytes(5).toString("hex")}@example.test`;
}

export const goodPassword = "Sturdy-Pass1";

/** The latest e-mail job for this address (pg-boss keeps the payload), or undefined. */
export async function latestEmailTo(
  address: string,
): Promise<{ to: string; subject: string; text: string } | undefined> {
  const result = await sql<{ data: { to: string; subject: string; text: string } }>`
    select data from pgboss.job where name = 'send-email' and data->>'to' = ${address} order by created_on desc limit 1`.execute(
    db,
  );
  return result.rows[0]?.data;
}

/** The token of the first link in an e-mail that points at path. */
export function linkToken(text: string, path: string): string {
  const match = new RegExp(`${path.replace(/[/]/g, "\\/")}\\?token=([a-z0-9]+)`).exec(text);
  if (!match) throw new Error(`No ${path} link in the e-mail`);
  return match[1]!;
}

import { type Cookie, createCookie } from "react-router";
import { env } from "./env.server.ts";

/**
 * The HttpOnly cookie that holds an anonymous visitor's intake session token, one per organization
 * (so a visitor can talk to several firms), 30 days. HTTP plumbing, kept at the edge layer so the
 * intake feature works with the token only.
 */
export const intakeSessionDays = 30;

/**
 * The cookie object per organization, made once per process (ADR 0097): every page view of a visitor
 * parses one. Names come from the request, so at most `keptCookieLimit` are kept (then it starts over).
 */
const keptCookies = new Map<string, Cookie>();
const keptCookieLimit = 1_000;

export function intakeCookie(organizationId: string): Cookie {
  const secure = env().NODE_ENV === "production" && env().APP_URL.startsWith("https:");
  const key = `${secure ? "s" : "p"}:${organizationId}`;
  let cookie = keptCookies.get(key);
  if (!cookie) {
    if (keptCookies.size >= keptCookieLimit) keptCookies.clear();
    cookie = makeIntakeCookie(organizationId, secure);
    keptCookies.set(key, cookie);
  }
  return cookie;
}

function makeIntakeCookie(organizationId: string, secure: boolean): Cookie {
  return createCookie(`parley_intake_${organizationId.replaceAll("-", "")}`, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: intakeSessionDays * 24 * 3600,
  });
}

/**
 * The intake credentials a request carries, read once at the edge (ADR 0082): the visitor's token
 * per organization (its cookie), the Authorization Bearer token (clients that cannot use cookies),
 * and, for a page view (GET/HEAD), a memo the intake feature uses so the page's loaders ask the
 * database for the visitor once (ADR 0074). Features get this value, never the Request.
 */
export type IntakeCredentials = {
  /** Token per organization id, from the parley_intake_<id> cookies. */
  readonly cookies: ReadonlyMap<string, string>;
  readonly bearer: string | null;
  /** Reads already made for this page view; null for an action, which reads afresh. */
  readonly reads: Map<string, Promise<unknown>> | null;
};

const cookiePrefix = "parley_intake_";
const credentialsOfRequest = new WeakMap<Request, Promise<IntakeCredentials>>();

function organizationIdOf(hex: string): string | null {
  const match = /^([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/i.exec(hex);
  return match ? match.slice(1).join("-").toLowerCase() : null;
}

async function parseCredentials(request: Request): Promise<IntakeCredentials> {
  const header = request.headers.get("Cookie");
  const cookies = new Map<string, string>();
  for (const pair of header?.split(";") ?? []) {
    const name = pair.slice(0, pair.indexOf("=")).trim();
    if (!name.startsWith(cookiePrefix)) continue;
    const organizationId = organizationIdOf(name.slice(cookiePrefix.length));
    if (!organizationId) continue;
    const token = await intakeCookie(organizationId).parse(header);
    if (typeof token === "string" && token !== "") cookies.set(organizationId, token);
  }
  const bearer = request.headers.get("Authorization")?.match(/^Bearer\s+([a-z0-9]{16,64})$/i)?.[1] ?? null;
  const reads = request.method === "GET" || request.method === "HEAD" ? new Map<string, Promise<unknown>>() : null;
  return { cookies, bearer, reads };
}

/** The request's intake credentials (one object per request, so a page view's loaders share its memo). */
export function readIntakeCredentials(request: Request): Promise<IntakeCredentials> {
  let credentials = credentialsOfRequest.get(request);
  if (!credentials) {
    credentials = parseCredentials(request);
    credentialsOfRequest.set(request, credentials);
  }
  return credentials;
}

/** The token the credentials hold for this organization: its cookie, else the Bearer token. */
export function intakeTokenFor(credentials: IntakeCredentials, organizationId: string): string | null {
  return credentials.cookies.get(organizationId.toLowerCase()) ?? credentials.bearer;
}

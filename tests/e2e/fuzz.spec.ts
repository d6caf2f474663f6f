import { randomBytes } from "node:crypto";
import { type APIRequestContext, test as base, expect } from "@playwright/test";
import { routePatterns } from "./support/route-patterns.ts";
import { serverErrorsSince, unexpectedServerErrors } from "./server-log.ts";

/**
 * The fuzz suite (issue 15): malformed requests to every route of app/routes.ts, against the
 * built server with its whole middleware chain: wrong types, huge and deeply nested JSON, control
 * characters and lone surrogates, wrong content types, truncated multipart, bad percent-encoding
 * in paths and queries, unexpected methods. Each answer must be below 500 (a 503 only when it is
 * the deliberate "try again later" of an unavailable dependency, with Retry-After), must not carry
 * a stack or internal error text, and the server must write no error while the route is fuzzed.
 * Half the requests are a signed-in member's, half anonymous; each comes from its own client
 * address (the servers trust the loopback proxy), so rate limits let them reach the code.
 *
 * HTTP only, so it runs in the JavaScript project alone. One test per route keeps a failure's
 * report small and lets the two workers share the routes.
 */
const patterns = routePatterns;

/** Values put where a route has a :param: malformed first, then plausible ones. */
const paramValues = [
  "%00",
  "%ED%A0%80",
  "%E0%A4%A",
  "x".repeat(2_000),
  "..%2F..%2Fetc%2Fpasswd",
  "%0D%0ASet-Cookie:%20a=b",
  "-1",
  "your-firm",
  "%F0%9F%98%80",
];
/** Stands for the signed-in member's own organization id among the param values. */
const ownOrganization = "{own-organization}";

const hostileQuery =
  "organizationId=%00&sessionId=%ED%A0%80&cursor=%FF%FE&limit=-1&page=1e999&since=not-a-date&until=%00&type=%5B%5D&redirectTo=%2F%09%2Fevil.example&mode=%00&token=%0A&error=%3Cscript%3E";

const deepJson = `${'{"a":'.repeat(20_000)}1${"}".repeat(20_000)}`;
const deepArray = `${"[".repeat(50_000)}${"]".repeat(50_000)}`;
const boundary = "----parleyFuzz";

type Case = {
  name: string;
  method: string;
  query?: string;
  param?: string;
  contentType?: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
};

const cases: Case[] = [
  { name: "GET with a hostile query", method: "GET", query: hostileQuery },
  { name: "GET with a bad percent-encoding in the query", method: "GET", query: "organizationId=%ZZ&q=%" },
  { name: "HEAD", method: "HEAD", query: "organizationId=%00" },
  { name: "OPTIONS", method: "OPTIONS" },
  {
    name: "JSON of the wrong types",
    method: "POST",
    contentType: "application/json",
    body: JSON.stringify({
      organizationId: 123,
      sessionId: [],
      message: { a: 1 },
      email: true,
      name: null,
      password: 1e308,
      id: -1,
      role: ["owner"],
      intent: 7,
      redirectTo: {},
    }),
  },
  { name: "JSON that is an array", method: "POST", contentType: "application/json", body: "[]" },
  { name: "JSON that is null", method: "POST", contentType: "application/json", body: "null" },
  { name: "JSON that is a string", method: "POST", contentType: "application/json", body: '"organizationId"' },
  {
    name: "truncated JSON",
    method: "POST",
    contentType: "application/json",
    body: '{"organizationId":"your-firm","message":',
  },
  {
    name: "huge JSON",
    method: "POST",
    contentType: "application/json",
    body: JSON.stringify({ organizationId: "your-firm", message: "x".repeat(900_000) }),
  },
  { name: "deeply nested JSON object", method: "POST", contentType: "application/json", body: deepJson },
  { name: "deeply nested JSON array", method: "POST", contentType: "application/json", body: deepArray },
  {
    name: "JSON with NUL, lone surrogates and control characters",
    method: "POST",
    contentType: "application/json",
    body: '{"organizationId":"your-firm\\u0000","sessionId":"\\ud800","message":"hi \\udfff \\u001b[2J \\u202e","name":"\\u0007","email":"a\\u0000@b.c"}',
  },
  {
    name: "a form with NUL, lone surrogates and bad encoding",
    method: "POST",
    contentType: "application/x-www-form-urlencoded",
    body: "intent=%00&email=%ZZ&&&==&name=%ED%A0%80&password=&organizationId=%00&redirectTo=%0A&message=%F0%9F",
  },
  {
    name: "a form of every intent, with wrong values",
    method: "POST",
    contentType: "application/x-www-form-urlencoded",
    body: "intent=delete&intent=signup&role=superuser&id=%27%20or%201%3D1--&organizationId=your-firm&limit=99999999999999999999",
  },
  {
    name: "JSON sent as text/plain",
    method: "POST",
    contentType: "text/plain",
    body: '{"organizationId":"your-firm"}',
  },
  {
    name: "XML",
    method: "POST",
    contentType: "application/xml",
    body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaa">]><x>&a;&a;&a;</x>',
  },
  {
    name: "multipart without a boundary",
    method: "POST",
    contentType: "multipart/form-data",
    body: "--x\r\nContent-Disposition: form-data; name=a\r\n\r\nb\r\n--x--",
  },
  {
    name: "truncated multipart",
    method: "POST",
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: `--${boundary}\r\nContent-Disposition: form-data; name="organizationId"\r\n\r\nyour-firm\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 cut here`,
  },
  {
    name: "multipart with NUL in names and values, the file first",
    method: "POST",
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="\u0000.txt"\r\n\r\nhello\r\n--${boundary}\r\nContent-Disposition: form-data; name="intent\u0000"\r\n\r\n\u0000\r\n--${boundary}--\r\n`,
  },
  {
    name: "a raw upload with hostile file headers",
    method: "POST",
    contentType: "application/octet-stream",
    body: Buffer.from([0, 1, 2, 255]),
    headers: { "x-filename": "%00%ED%A0%80", "x-file-metadata": "{bad json", "x-organization-id": "%01" },
  },
  { name: "PUT", method: "PUT", contentType: "application/json", body: "{}" },
  { name: "DELETE", method: "DELETE" },
  { name: "PATCH with a form", method: "PATCH", contentType: "application/x-www-form-urlencoded", body: "a=%00" },
];

/** A stack frame, a driver's message, or anything else a visitor should never read. */
const leaks = [
  /\bat [\w$.<>[\] ]+ \([^)]*:\d+:\d+\)/,
  /\bat (?:file:\/\/|\/)[^\s]+:\d+:\d+/,
  /node_modules/,
  /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|AggregateError): /,
  /Unexpected Server Error/,
  /Maximum call stack size exceeded/,
  /invalid input syntax for/,
  /violates [\w-]+ constraint/,
  /relation "[^"]+" does not exist/,
  /ECONNREFUSED|ECONNRESET/,
  /\bpg-protocol\b|\bkysely\b/i,
];

/** The path of a pattern with every :param set to value. */
function concretePath(pattern: string, value: string): string {
  if (pattern === "*") return "/no-such-page/%00";
  return `/${pattern.replace(/:[A-Za-z]+/g, value)}`;
}

/**
 * The requests for one route: every case once (a route with params takes the param values in
 * turn), and a plain GET with each param value.
 */
function plan(pattern: string, values: string[]): Array<{ path: string; fuzz: Case; cookie: boolean }> {
  const jobs = cases.map((fuzz, index) => ({
    path: concretePath(pattern, values[index % values.length]!),
    fuzz,
    cookie: index % 2 === 0,
  }));
  if (pattern.includes(":")) {
    values.forEach((value, index) =>
      jobs.push({ path: concretePath(pattern, value), fuzz: { name: "GET", method: "GET" }, cookie: index % 2 === 1 }),
    );
  }
  return jobs;
}

type Member = { cookie: string; organizationId: string };

const test = base.extend<{}, { member: Member }>({
  member: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const context = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { "X-Forwarded-For": randomClient(), Origin: new URL(baseURL).origin },
      });
      const email = `fuzz-${randomBytes(6).toString("hex")}@example.test`;
      const password = "Sturdy-Pass1";
      const signedUp = await context.post("/auth?mode=signup", {
        form: {
          intent: "signup",
          name: "Fuzz Member",
          email,
          password,
          confirmPassword: password,
          agreedToTerms: "on",
        },
        maxRedirects: 0,
      });
      expect(signedUp.status()).toBe(302);
      const { cookies } = await context.storageState();
      const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
      const me = await context.get("/api/organizations/me");
      const listed = (await me.json()) as { data?: Array<{ id: string }> };
      await context.dispose();
      await use({ cookie, organizationId: listed.data?.[0]?.id ?? "your-firm" });
    },
    { scope: "worker" },
  ],
});

/** A client address of its own per request (198.18.0.0/15 is reserved for testing). */
function randomClient(): string {
  const [a, b, c] = randomBytes(3);
  return `198.${18 + (a! & 1)}.${b}.${c}`;
}

async function send(request: APIRequestContext, origin: string, path: string, fuzz: Case, cookie: string | null) {
  const url = `${path}${fuzz.query ? `?${fuzz.query}` : ""}`;
  const headers: Record<string, string> = { Origin: origin, "X-Forwarded-For": randomClient(), ...fuzz.headers };
  if (fuzz.contentType) headers["Content-Type"] = fuzz.contentType;
  if (cookie) headers.Cookie = cookie;
  // Bytes, never a string: Playwright would treat a JSON string as a value to serialize.
  const data = typeof fuzz.body === "string" ? Buffer.from(fuzz.body, "utf8") : fuzz.body;
  return request.fetch(url, { method: fuzz.method, headers, data, maxRedirects: 0, failOnStatusCode: false });
}

test.describe("fuzz: malformed requests to every route", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only: once is enough");

  test("the plan reaches every route of app/routes.ts with at least 1,000 requests", () => {
    const total = patterns.reduce((sum, pattern) => sum + plan(pattern, [...paramValues, ownOrganization]).length, 0);
    expect(patterns.length).toBeGreaterThan(60);
    expect(total).toBeGreaterThanOrEqual(1_000);
  });

  for (const pattern of patterns) {
    test(`/${pattern}`, async ({ request, member, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      const { ends } = serverErrorsSince({});
      // One of the values is the member's own organization, so deeper code runs too.
      const jobs = plan(pattern, [...paramValues, member.organizationId]);
      const failures: string[] = [];
      // A few at a time: the server is shared with the rest of the suite.
      for (let start = 0; start < jobs.length; start += 6) {
        await Promise.all(
          jobs.slice(start, start + 6).map(async ({ path, fuzz, cookie: signedIn }) => {
            const cookie = signedIn ? member.cookie : null;
            const response = await send(request, origin, path, fuzz, cookie);
            const status = response.status();
            const label = `${fuzz.method} ${path.slice(0, 80)} (${fuzz.name}, ${cookie ? "member" : "anonymous"}) → ${status}`;
            const deliberate503 = status === 503 && response.headers()["retry-after"] !== undefined;
            if (status >= 500 && !deliberate503) failures.push(label);
            if (fuzz.method !== "HEAD") {
              const body = (await response.body()).toString("utf8");
              const leak = leaks.find((pattern) => pattern.test(body));
              if (leak) failures.push(`${label}: the body shows ${leak}`);
            }
          }),
        );
      }
      expect(failures, "5xx answers and leaked internals").toEqual([]);
      expect(unexpectedServerErrors(serverErrorsSince(ends).text), "errors written by the server").toEqual([]);
    });
  }
});

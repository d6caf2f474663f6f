import { randomBytes } from "node:crypto";
import { expect, test } from "./fixtures.ts";
import { serverErrorsSince, unexpectedServerErrors } from "./server-log.ts";
import { routePatterns } from "./support/route-patterns.ts";

/**
 * Issue 15, input hygiene at the edge, table-driven over app/routes.ts (like the isolation suite):
 * a NUL character or a lone UTF-16 surrogate in a JSON string, and a NUL in a form field
 * (urlencoded or multipart), answer 400 on every route, before any route code or PostgreSQL sees
 * them, never a 500. (A form cannot carry a lone surrogate: its bytes are UTF-8, and a broken
 * sequence decodes to U+FFFD.) HTTP only, so it runs in the JavaScript project alone.
 */
const boundary = "----parleyHygiene";
const bodies = [
  {
    name: "a NUL in a JSON string",
    contentType: "application/json",
    body: '{"organizationId":"your-firm","name":"Dana\\u0000Reyes","messages":[{"role":"user","content":"hi"}]}',
  },
  {
    name: "a lone surrogate in a JSON string",
    contentType: "application/json",
    body: '{"organizationId":"your-firm","messages":[{"role":"user","content":"hi \\ud800"}]}',
  },
  {
    name: "a NUL in a JSON key, deep down",
    contentType: "application/json",
    body: '{"organizationId":"your-firm","data":[{"na\\u0000me":"x"}]}',
  },
  {
    name: "a NUL in a form field",
    contentType: "application/x-www-form-urlencoded",
    body: "intent=save&organizationId=your-firm&name=Dana%00Reyes",
  },
  {
    name: "a NUL in a multipart field",
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: `--${boundary}\r\nContent-Disposition: form-data; name="organizationId"\r\n\r\nyour\u0000firm\r\n--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsave\r\n--${boundary}--\r\n`,
  },
];

/** The path of a pattern, each :param given a plausible value (the route must run, not 404 on its id). */
function concretePath(pattern: string): string {
  if (pattern === "*") return "/no-such-page";
  return `/${pattern.replace(/:[A-Za-z]+/g, (param) => (param === ":organizationId" || param === ":id" ? "your-firm" : "00000000-0000-4000-8000-000000000000"))}`;
}

function randomClient(): string {
  const [a, b, c] = randomBytes(3);
  return `198.${18 + (a! & 1)}.${b}.${c}`;
}

test.describe("NUL and lone surrogates on every route", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only: once is enough");

  test("the table covers every route of app/routes.ts", () => {
    expect(routePatterns.length).toBeGreaterThan(60);
  });

  for (const pattern of routePatterns) {
    test(`/${pattern} answers 400`, async ({ request, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      const { ends } = serverErrorsSince({});
      const failures: string[] = [];
      for (const { name, contentType, body } of bodies) {
        const response = await request.fetch(concretePath(pattern), {
          method: "POST",
          headers: { "Content-Type": contentType, Origin: origin, "X-Forwarded-For": randomClient() },
          data: Buffer.from(body, "utf8"),
          maxRedirects: 0,
          failOnStatusCode: false,
        });
        if (response.status() !== 400) failures.push(`${name} → ${response.status()}`);
      }
      expect(failures, `POST /${pattern}`).toEqual([]);
      expect(unexpectedServerErrors(serverErrorsSince(ends).text), "errors written by the server").toEqual([]);
    });
  }
});

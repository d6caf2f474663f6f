import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { routePatterns } from "./support/route-patterns.ts";

/**
 * Issue 15, Origin checks on every state-changing API, table-driven over the /api routes of
 * app/routes.ts: a
 * signed-in member's browser is made to POST from another site (a foreign Origin; or no Origin
 * with Sec-Fetch-Site: cross-site, as some browsers send a form). No route may take it (no 2xx or
 * 3xx, no 5xx), and every route that takes the same POST from its own site answers it 403, the
 * intake stream and sessions included. Only the Stripe
 * webhook, called server to server and proven by its signature, takes no Origin. HTTP only, so it
 * runs in the JavaScript project alone.
 */
const serverToServer = new Set(["api/payments/stripe-webhook"]);
/** The member's own POST to these ends the session the rest needs: they come last. */
const endsTheSession = [
  "api/auth/revoke-other-sessions",
  "api/auth/revoke-sessions",
  "api/auth/delete-user",
  "api/auth/sign-out",
];
const apiPatterns = routePatterns
  .filter((pattern) => pattern.startsWith("api/") && !serverToServer.has(pattern))
  .sort((a, b) => endsTheSession.indexOf(a) - endsTheSession.indexOf(b));

function concretePath(pattern: string, organizationId: string): string {
  if (pattern === "*") return "/no-such-page";
  return `/${pattern.replace(/:[A-Za-z]+/g, (param) => (param === ":organizationId" || param === ":id" ? organizationId : "00000000-0000-4000-8000-000000000000"))}`;
}

function randomClient(): string {
  const [a, b, c] = randomBytes(3);
  return `198.${18 + (a! & 1)}.${b}.${c}`;
}

type Member = { cookie: string; organizationId: string };

async function signUp(request: APIRequestContext, origin: string): Promise<Member> {
  const email = `cross-site-${randomBytes(6).toString("hex")}@example.test`;
  const password = "Sturdy-Pass1";
  const headers = { Origin: origin, "X-Forwarded-For": randomClient() };
  const signedUp = await request.post("/auth?mode=signup", {
    headers,
    form: { intent: "signup", name: "Cross Site", email, password, confirmPassword: password, agreedToTerms: "on" },
    maxRedirects: 0,
  });
  expect(signedUp.status()).toBe(302);
  const cookie = signedUp
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === "set-cookie")
    .map(({ value }) => value.split(";")[0])
    .join("; ");
  const me = (await (
    await request.get("/api/organizations/me", { headers: { ...headers, Cookie: cookie } })
  ).json()) as { data?: Array<{ id: string }> };
  const organizationId = me.data?.[0]?.id ?? "your-firm";
  return { cookie, organizationId };
}

const bodies = [
  {
    contentType: "application/json",
    body: JSON.stringify({
      organizationId: "your-firm",
      messages: [{ role: "user", content: "hello" }],
      name: "Renamed",
    }),
  },
  { contentType: "application/x-www-form-urlencoded", body: "intent=save&organizationId=your-firm&name=Renamed" },
];

// Page actions answer a refusal inside the page they render (and a signed-in visitor's page may
// redirect), so they are proven route by route (auth.validation, intake.origin-check, settings...).
test.describe("cross-site POSTs to every API", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only: once is enough");

  test("are never taken, and refused with 403 wherever the same POST from the site itself is taken", async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const origin = new URL(baseURL!).origin;
    const member = await signUp(request, origin);
    const failures: string[] = [];
    let checked = 0;
    const taken = new Set<string>();
    for (const pattern of apiPatterns) {
      const path = concretePath(pattern, member.organizationId);
      for (const { contentType, body } of bodies) {
        const send = (headers: Record<string, string>) =>
          request.fetch(path, {
            method: "POST",
            headers: {
              "Content-Type": contentType,
              Cookie: member.cookie,
              "X-Forwarded-For": randomClient(),
              ...headers,
            },
            data: Buffer.from(body),
            maxRedirects: 0,
            failOnStatusCode: false,
          });
        const own = (await send({ Origin: origin })).status();
        if (own < 400) taken.add(pattern);
        for (const [label, headers] of [
          ["a foreign Origin", { Origin: "https://evil.example" }],
          ["Sec-Fetch-Site: cross-site without Origin", { "Sec-Fetch-Site": "cross-site" }],
        ] as const) {
          const status = (await send(headers)).status();
          checked++;
          // Never taken, never a crash; and where the site's own POST is taken, refused as cross-site.
          if (status < 400 || status >= 500 || (own < 400 && status !== 403) || (own === 403 && status !== 403))
            failures.push(`POST ${path} (${contentType}) with ${label} → ${status} (from the site itself: ${own})`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(100);
    // The rule is not vacuous: the site's own POST is taken on these (the stream's own Origin check
    // is proven with a real session in tests/integration/intake.origin-check.test.ts).
    expect([...taken]).toEqual(expect.arrayContaining(["api/sessions", "api/subscription/sync", "api/auth/sign-out"]));
  });
});

/**
 * Page actions (every route of app/routes.ts outside /api, posted as a document and as React
 * Router's single-fetch ".data" request). Two guards decide, in this order:
 * - React Router's request handler (`throwIfPotentialCSRFAttack`, run for every POST to a page
 *   before any middleware, loader or action) compares the Origin header's host with the request
 *   URL's and answers a mismatch 400 "Bad Request" (`allowedActionOrigins` in
 *   react-router.config.ts would let others through; Parley sets none). Routes without a page
 *   (the /subscription/* forms, /auth/google) answer 403 themselves, or 405 when they take no POST.
 * - React Router lets a POST without Origin through; the app's own check (origin-check.server.ts,
 *   in each page action) refuses one whose Sec-Fetch-Site says cross-site: 403 wherever the site's
 *   own POST is taken (2xx). It is never taken (no 2xx) and never a 5xx. A 4xx for another reason
 *   (unknown intent, no organization) comes first on some pages, which is fine: nothing changes.
 *   Where the site's own POST is answered with a redirect (a refusal with a toast, or a page that
 *   needs a step first), the status cannot tell taken from refused: those are proven route by
 *   route (auth.validation, intake.origin-check, billing...).
 */
const pagePatterns = routePatterns.filter((pattern) => !pattern.startsWith("api/"));
/** The document URL and React Router's single-fetch URL of a page ("/_root.data" for "/"). */
const pageTargets = (path: string) => [path, path === "/" ? "/_root.data" : `${path}.data`];
/** A redirect: 3xx for a document, 202 (with the redirect in the payload) for single fetch. */
const isRedirect = (status: number) => (status >= 300 && status < 400) || status === 202;

test.describe("cross-site POSTs to every page action", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only: once is enough");

  test("a foreign Origin is refused before the page's action runs; without Origin, Sec-Fetch-Site: cross-site is never taken", async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const origin = new URL(baseURL!).origin;
    const member = await signUp(request, origin);
    const failures: string[] = [];
    let refusedByReactRouter = 0;
    let refusedAsCrossSite = 0;
    for (const pattern of pagePatterns) {
      for (const path of pageTargets(pattern === "" ? "/" : concretePath(pattern, member.organizationId))) {
        const send = (headers: Record<string, string>) =>
          request.fetch(path, {
            method: "POST",
            headers: {
              "Content-Type": "application/x-www-form-urlencoded",
              Cookie: member.cookie,
              "X-Forwarded-For": randomClient(),
              ...headers,
            },
            data: Buffer.from("intent=save&name=Renamed"),
            maxRedirects: 0,
            failOnStatusCode: false,
          });
        const own = (await send({ Origin: origin })).status();
        const foreign = (await send({ Origin: "https://evil.example" })).status();
        if (foreign === 400) refusedByReactRouter++;
        // 400 (React Router's guard), 403 (a route's own check), 405 only where no POST is taken at all.
        if (!(foreign === 400 || foreign === 403 || (foreign === 405 && own === 405)))
          failures.push(`POST ${path} with a foreign Origin → ${foreign} (from the site itself: ${own})`);
        const crossSite = (await send({ "Sec-Fetch-Site": "cross-site" })).status();
        if (crossSite === 403) refusedAsCrossSite++;
        // Taken by the action (its page rendered, 2xx): the cross-site one must be refused as such.
        const taken = own < 300 && own !== 202;
        if (crossSite >= 500 || (crossSite < 300 && crossSite !== 202) || (taken && crossSite !== 403)) {
          failures.push(`POST ${path} with Sec-Fetch-Site: cross-site → ${crossSite} (from the site itself: ${own})`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Not vacuous: React Router's guard answered most pages, and actions refused cross-site posts themselves.
    expect(refusedByReactRouter).toBeGreaterThan(60);
    expect(refusedAsCrossSite).toBeGreaterThan(10);
  });
});

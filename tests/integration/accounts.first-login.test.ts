import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { validateSessionToken } from "../../app/features/auth/session.server.ts";
import { userContext } from "../../app/lib/request-context.ts";
import { firstLoginMiddleware } from "../../app/middleware/first-login.server.ts";
import * as authPage from "../../app/routes/auth/index.tsx";
import * as onboardingPage from "../../app/routes/onboarding/index.tsx";
import { appOrigin, Browser, goodPassword, uniqueEmail } from "../support/auth-client.ts";

type Middleware = (args: unknown, next: () => Promise<Response>) => Promise<Response>;

/** What the first-login check does with a request of this browser: the redirect, or "page". */
async function check(browser: Browser, path: string, method = "GET"): Promise<string> {
  const validation = await validateSessionToken(db, browser.sessionToken!);
  const context = new RouterContextProvider();
  context.set(userContext, validation ? { user: validation.user, session: validation.session } : null);
  const request = new Request(new URL(path, appOrigin), { method });
  try {
    await (firstLoginMiddleware as Middleware)({ request, context, params: {} }, async () => new Response("page"));
    return "page";
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("Location") ?? String(thrown.status);
    throw thrown;
  }
}

describe("the first-login check on every page", () => {
  it("sends a user who has not finished onboarding to the onboarding stop from any page, and onboarding opens from there", async () => {
    const browser = new Browser();
    const email = uniqueEmail("first-login");
    expect((await browser.signUp({ name: "Maria Lopez", email, password: goodPassword })).headers.get("Location")).toBe(
      "/auth?mode=signin&onboarding=true",
    );
    expect(await check(browser, "/")).toBe("/auth?mode=signin&onboarding=true");
    expect(await check(browser, "/settings/security?x=1")).toBe(
      "/auth?mode=signin&onboarding=true&redirectTo=%2Fsettings%2Fsecurity%3Fx%3D1",
    );
    // React Router's data requests carry _routes: not part of where the user was going.
    expect(await check(browser, "/cart?tier=business&_routes=routes%2Fbilling%2Fcart")).toBe(
      "/auth?mode=signin&onboarding=true&redirectTo=%2Fcart%3Ftier%3Dbusiness",
    );
    // What onboarding needs stays open, and a form post (sign-out) is not held up.
    for (const open of ["/auth?mode=signin&onboarding=true", "/onboarding", "/terms", "/api/auth/get-session"])
      expect(await check(browser, open)).toBe("page");
    expect(await check(browser, "/settings/security", "POST")).toBe("page");

    // The stop itself opens onboarding at once, carrying the destination.
    const stop = await browser.call(authPage, "/auth?mode=signin&onboarding=true&redirectTo=%2Fsettings");
    expect(stop.status).toBe(302);
    expect(stop.headers.get("Location")).toBe("/onboarding?redirectTo=%2Fsettings");

    // Finishing onboarding (Skip) leads to the welcome tips, then on to the destination.
    const done = await browser.call(onboardingPage, "/onboarding?redirectTo=%2Fsettings", {
      form: { intent: "skip", fullName: "Maria Lopez", agreedToTerms: "on" },
    });
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toBe("/onboarding?step=done&redirectTo=%2Fsettings");
    const tips = (await (
      await browser.call(onboardingPage, "/onboarding?step=done&redirectTo=%2Fsettings")
    ).json()) as { done: boolean; startHref: string };
    expect(tips).toMatchObject({ done: true, startHref: "/settings" });
    expect(await check(browser, "/settings/security")).toBe("page");
    // Onboarding done: the stop goes straight on.
    const again = await browser.call(authPage, "/auth?mode=signin&onboarding=true");
    expect(again.headers.get("Location")).toBe("/");
  });
});

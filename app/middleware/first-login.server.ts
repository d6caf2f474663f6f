import { type MiddlewareFunction, redirect } from "react-router";
import { firstLoginStop, isOpenBeforeOnboarding } from "~/features/auth/first-login.ts";
import { userContext } from "~/lib/request-context.ts";

/**
 * The first-login check on every page (spec §2), on the server so it holds without JavaScript: a
 * signed-in user who has not completed onboarding and opens a page is redirected to the
 * onboarding stop, which opens onboarding. Runs after the session middleware. Form posts are left
 * alone (a sign-out must still work); the next page they lead to is checked.
 */
export const firstLoginMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const current = context.get(userContext);
  if (current && !current.user.onboardingCompleted && (request.method === "GET" || request.method === "HEAD")) {
    const url = new URL(request.url);
    // A client navigation's data request carries React Router's own parameters: not part of the page.
    url.searchParams.delete("_routes");
    if (url.searchParams.get("index") === "") url.searchParams.delete("index");
    if (!isOpenBeforeOnboarding(url.pathname)) throw redirect(firstLoginStop(url.pathname + url.search));
  }
  return next();
};

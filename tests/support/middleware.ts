import { RouterContextProvider } from "react-router";
import { i18nextMiddleware } from "~/middleware/i18n.server.ts";

type Middleware = (args: never, next: () => Promise<Response>) => unknown;

/**
 * Runs `middleware` for `request` as the root route does (after the i18n middleware), with
 * `route` as the step after it; `routeRan` says whether the request reached the route.
 */
export async function runAfterI18n(
  middleware: Middleware,
  request: Request,
  route: (context: RouterContextProvider) => Promise<Response>,
  context = new RouterContextProvider(),
): Promise<{ response: Response; routeRan: boolean }> {
  const args = { request, context, params: {} } as never;
  let routeRan = false;
  const response = (await i18nextMiddleware(
    args,
    () =>
      middleware(args, async () => {
        routeRan = true;
        return route(context);
      }) as Promise<Response>,
  )) as Response;
  return { response, routeRan };
}

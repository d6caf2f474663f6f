import routes from "../../../app/routes.ts";

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** Every URL pattern of app/routes.ts, with nested routes joined to their parents ("" is the home page). */
function patternsOf(entries: RouteEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent : [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [own, ...(entry.children ? patternsOf(entry.children, own) : [])];
  });
}

export const routePatterns: string[] = [...new Set(patternsOf(routes as RouteEntry[]))];

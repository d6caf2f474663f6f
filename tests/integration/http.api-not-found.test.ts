import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import * as apiNotFound from "../../app/routes/api/not-found.ts";

type ConfigEntry = { path?: string; index?: boolean; file: string; children?: ConfigEntry[] };

/** The route table as React Router matches it, each route carrying its module's file. */
function routeObjects(entries: ConfigEntry[]): RouteObject[] {
  return entries.map((entry) =>
    entry.index
      ? { index: true, id: entry.file, handle: entry.file }
      : {
          path: entry.path,
          id: `${entry.file}:${entry.path}`,
          handle: entry.file,
          children: entry.children ? routeObjects(entry.children) : undefined,
        },
  );
}

function fileFor(pathname: string): string | undefined {
  const matches = matchRoutes(
    [{ path: "/", id: "root", children: routeObjects(routes as ConfigEntry[]) }] as RouteObject[],
    pathname,
  );
  return matches?.at(-1)?.route.handle as string | undefined;
}

describe("unknown /api/* paths", () => {
  it("are matched by the JSON 404 route, while other unknown pages keep the HTML 404 page", () => {
    expect(fileFor("/api/no-such-thing")).toBe("routes/api/not-found.ts");
    expect(fileFor("/api/organizations/abc/no-such-resource/x")).toBe("routes/api/not-found.ts");
    expect(fileFor("/no-such-page")).toBe("routes/not-found.tsx");
    // Real API routes still win over the catch-all.
    expect(fileFor("/api/health")).toBe("routes/api/health.ts");
    expect(fileFor("/api/usage/quota")).toBe("routes/api/usage/quota.ts");
  });

  it("answer 404 with a JSON body for a read and for a write", async () => {
    for (const response of [await apiNotFound.loader(), await apiNotFound.action()]) {
      expect(response.status).toBe(404);
      expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ success: false, error: "Not found", code: "NOT_FOUND" });
    }
  });
});

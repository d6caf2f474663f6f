import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Features speak domain, edges speak HTTP (STYLE principle 5, ADR 0087): no use case or query
 * under app/features takes a `Request`. Routes and app/lib read headers, cookies, bodies and URLs,
 * and hand features values. Components may use <Form> and fetchers, so only server code is read.
 */
const root = new URL(".", import.meta.url).pathname;

function serverFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "components" || entry.name === "client" ? [] : serverFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("features take values", () => {
  it("no feature function has a parameter typed Request", () => {
    const offenders = serverFiles(root).flatMap((path) =>
      readFileSync(path, "utf8")
        .split("\n")
        .map((line, index) => ({ line, at: `${relative(root, path)}:${index + 1}` }))
        .filter(({ line }) => /\w\??\s*:\s*Request\b(?!\w)/.test(line))
        .map(({ at }) => at),
    );
    expect(offenders).toEqual([]);
  });
});

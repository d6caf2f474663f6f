import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures.ts";

/**
 * React Router's package exports name only its development build (upstream #12437, #14102); the
 * build points Node and the browser at the production one (ADR 0054). The development build keeps
 * its dev-only warnings, such as "No routes matched location", which the production build's
 * `ENABLE_DEV_WARNINGS = false` removes from a bundle; React Router's own version stamp is in both.
 */
const developmentOnly = "No routes matched location";
const reactRouterStamp = "__reactRouterVersion";

test.describe("the production build", () => {
  test("the browser loads React Router's production build on the intake page", async ({ request }) => {
    const page = await request.get("/?organizationId=your-firm");
    expect(page.status()).toBe(200);
    const scripts = [...new Set((await page.text()).match(/\/assets\/[\w.-]+\.js/g) ?? [])];
    expect(scripts.length).toBeGreaterThan(0);

    const bodies = await Promise.all(scripts.map(async (script) => (await request.get(script)).text()));
    expect(
      bodies.some((body) => body.includes(reactRouterStamp)),
      "React Router is among the page's scripts",
    ).toBe(true);
    const development = scripts.filter((_, index) => bodies[index]!.includes(developmentOnly));
    expect(development, "scripts carrying React Router's development build").toEqual([]);
  });

  test("the server that answers runs React Router's production build, bundled into build/server", async ({
    request,
  }) => {
    expect((await request.get("/api/health")).status()).toBe(200);
    const directory = "build/server";
    const files = [
      path.join(directory, "index.js"),
      ...readdirSync(path.join(directory, "assets")).map((file) => path.join(directory, "assets", file)),
    ];
    const sources = files.filter((file) => file.endsWith(".js")).map((file) => readFileSync(file, "utf8"));

    expect(
      sources.some((source) => source.includes(reactRouterStamp)),
      "React Router is bundled",
    ).toBe(true);
    expect(
      sources.filter((source) => source.includes(developmentOnly)),
      "bundled development-build code",
    ).toEqual([]);
    // An import of the package itself would load node_modules/react-router/dist/development.
    const packageImports = /\bfrom\s*["'](react-router|react-router\/dom|@react-router\/node|remix-i18next)["']/;
    expect(
      sources.filter((source) => packageImports.test(source)),
      "modules importing React Router from node_modules",
    ).toEqual([]);
  });

  test("no page loads zod on its first load: a form's schema comes when the form needs it", () => {
    // A page that imports a constant from a module beside zod schemas shares a chunk with them and
    // loads all of zod (26.5 KB gzipped) before it hydrates (ADR 0073, 0136). zod names its types
    // with "$ZodType", which the minifier keeps (a string).
    const assets = "build/client/assets";
    const manifestFile = readdirSync(assets).find((file) => /^manifest-.*\.js$/.test(file));
    expect(manifestFile, "the client build's route manifest").toBeDefined();
    const manifest = JSON.parse(
      readFileSync(path.join(assets, manifestFile!), "utf8")
        .replace(/^window\.__reactRouterManifest=/, "")
        .replace(/;\s*$/, ""),
    ) as {
      entry: { module: string; imports?: string[] };
      routes: Record<string, { id: string; module: string; imports?: string[] }>;
    };
    const carriesZod = (file: string) => readFileSync(path.join("build/client", file), "utf8").includes("$ZodType");
    const zodChunks = readdirSync(assets).filter((file) => file.endsWith(".js") && carriesZod(`/assets/${file}`));
    expect(zodChunks.length, "zod is in the build (the test's marker still finds it)").toBeGreaterThan(0);
    const entryFiles = [manifest.entry.module, ...(manifest.entry.imports ?? [])];
    expect(entryFiles.filter(carriesZod), "the entry's files carrying zod").toEqual([]);
    const withZod = Object.values(manifest.routes)
      .filter((route) => [route.module, ...(route.imports ?? [])].some(carriesZod))
      .map((route) => route.id);
    expect(withZod, "pages whose first load carries zod").toEqual([]);
  });
});

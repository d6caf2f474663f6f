import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { ensureBuild, log, root } from "./support/app-server.ts";

/**
 * First-load JavaScript per page (`npm run bench:first-load`). Builds when needed, then reads the
 * client build's React Router manifest (build/client/assets/manifest-*.js): a page's first load is
 * the entry (entry.client and its imports) plus every route module from the root down to the page's
 * route, with their static imports, each file counted once, gzipped (level 9, as a CDN would).
 * Budgets (issue 16): the intake page ≤ 110 KB, every other page ≤ 150 KB. Prints the table, writes
 * bench/results/first-load-<timestamp>.json, and exits 1 when a page is over its budget.
 *
 * A lazy chunk (import() on demand) is not part of the first load and is not counted. One kind of
 * lazy chunk is loaded before hydration on every page all the same: the visitor's language (with,
 * for another language than English, the English keys it still needs; app/entry.client.tsx). They
 * are printed after the table, outside the budgets (ADR 0115).
 */
const KB = 1024;
const budgets = { intake: 110 * KB, other: 150 * KB };
const intakeRoute = process.env.BENCH_INTAKE_ROUTE || "routes/intake/index";

type ManifestEntry = { module: string; imports?: string[] };
type ManifestRoute = ManifestEntry & {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasDefaultExport?: boolean;
};
type Manifest = { entry: ManifestEntry; routes: Record<string, ManifestRoute> };

ensureBuild();
const assets = path.join(root, "build/client/assets");
const manifestFile = readdirSync(assets).find((file) => /^manifest-.*\.js$/.test(file));
if (!manifestFile) throw new Error("build/client/assets/manifest-*.js not found: is this a React Router build?");
const manifest = JSON.parse(
  readFileSync(path.join(assets, manifestFile), "utf8")
    .replace(/^window\.__reactRouterManifest=/, "")
    .replace(/;\s*$/, ""),
) as Manifest;

const gzipped = new Map<string, number>();
function gzipSize(url: string): number {
  let size = gzipped.get(url);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(root, "build/client", url)), { level: 9 }).length;
    gzipped.set(url, size);
  }
  return size;
}

function chain(route: ManifestRoute): ManifestRoute[] {
  const parent = route.parentId ? manifest.routes[route.parentId] : undefined;
  return parent ? [...chain(parent), route] : [route];
}

const entryFiles = [manifest.entry.module, ...(manifest.entry.imports ?? [])];
const pages = Object.values(manifest.routes)
  // Pages only: a route with a component that no child route replaces (layouts count through their children).
  .filter(
    (route) =>
      route.hasDefaultExport !== false && !Object.values(manifest.routes).some((other) => other.parentId === route.id),
  )
  .map((route) => {
    const files = new Set(entryFiles);
    for (const step of chain(route)) for (const file of [step.module, ...(step.imports ?? [])]) files.add(file);
    const bytes = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
    const budget = route.id === intakeRoute ? budgets.intake : budgets.other;
    return {
      route: route.id,
      path: route.path ?? (route.index ? "(index)" : ""),
      files: files.size,
      bytes,
      budget,
      over: bytes > budget,
    };
  })
  .sort((a, b) => b.bytes - a.bytes);

const intake = pages.find((page) => page.route === intakeRoute);
if (!intake) throw new Error(`the intake route ${intakeRoute} is not in the manifest (set BENCH_INTAKE_ROUTE)`);
const largest = [...new Set(pages.flatMap((page) => [...chainFiles(page.route)]))]
  .map((file) => ({ file, bytes: gzipSize(file) }))
  .sort((a, b) => b.bytes - a.bytes)
  .slice(0, 8);

function chainFiles(routeId: string): Set<string> {
  const files = new Set(entryFiles);
  for (const step of chain(manifest.routes[routeId]!))
    for (const file of [step.module, ...(step.imports ?? [])]) files.add(file);
  return files;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
console.log(`\n${"page (route id)".padEnd(56)}${"first-load JS (gzip)".padStart(22)}${"budget".padStart(10)}`);
for (const page of pages)
  console.log(
    `${page.route.padEnd(56)}${kb(page.bytes).padStart(22)}${kb(page.budget).padStart(10)}${page.over ? "  OVER" : ""}`,
  );
console.log("\nlargest files on the intake page's first load:");
for (const { file, bytes } of [...chainFiles(intakeRoute)]
  .map((file) => ({ file, bytes: gzipSize(file) }))
  .sort((a, b) => b.bytes - a.bytes)
  .slice(0, 8)) {
  console.log(`  ${kb(bytes).padStart(9)}  ${file}`);
}

const languages = readdirSync(path.join(root, "locales"));
const translations = Object.fromEntries(
  languages.flatMap((language) => {
    const chunk = readdirSync(assets).find((file) => new RegExp(`^${language}-[\\w-]{8}\\.js$`).test(file));
    return chunk ? [[language, gzipSize(`/assets/${chunk}`)]] : [];
  }),
);
const [largestLanguage, largestTranslations] = Object.entries(translations).sort((a, b) => b[1] - a[1])[0] ?? ["", 0];
console.log(
  `\ntranslations loaded before hydration, not in the table: the visitor's language, English ${kb(translations.en ?? 0)}, ` +
    `the largest ${largestLanguage} ${kb(largestTranslations)} (with the English it still needs)`,
);

const over = pages.filter((page) => page.over);
log(`intake page first load ${kb(intake.bytes)} (goal ≤ ${kb(budgets.intake)}): ${intake.over ? "MISSED" : "met"}`);
log(`${over.length} of ${pages.length} pages over budget; the largest is ${pages[0]!.route} at ${kb(pages[0]!.bytes)}`);
const results = path.join(root, "bench/results");
mkdirSync(results, { recursive: true });
const file = path.join(results, `first-load-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ bench: "first-load", intakeBytes: intake.bytes, pages, largestFiles: largest, translations }, null, 2)}\n`,
);
log(`written ${path.relative(root, file)}`);
console.log(
  JSON.stringify({
    bench: "first-load",
    intakeBytes: intake.bytes,
    largestPage: pages[0]!.route,
    largestBytes: pages[0]!.bytes,
    overBudget: over.length,
  }),
);
process.exitCode = over.length > 0 ? 1 : 0;

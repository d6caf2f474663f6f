// The layer rules of STYLE.md ("Layout": what each folder may import) and DESIGN.md §1, checked
// by `npm run check:layers` (dependency-cruiser). Old violations are listed in
// .dependency-cruiser-known-violations.json and tolerated; every new one fails. That file may
// only shrink: see docs/decisions/0061-layer-check.md.

/** Tests may import anything (STYLE: "Tests may import anything; nothing imports tests/"). */
const TEST_FILE = "\\.(test|spec)\\.tsx?$";
const APP_EDGE = "^app/(root|routes|request-handler|entry\\.server|entry\\.client)\\.tsx?$";

/**
 * The baseline may only shrink. These are the counts per rule when the check was introduced
 * (ADR 0061); lower a number when you fix violations and regenerate the baseline with
 * `npm run check:layers:baseline`. A baseline that lists more than its ceiling fails the check.
 */
const BASELINE_CEILING = {
  "route-imports-db": 0,
  "feature-imports-react-router": 0,
  "feature-imports-up": 0,
  "lib-imports-up": 0,
  "migration-imports-app": 0,
  "feature-imports-intake": 0,
  "conversations-imports-feature": 0,
};

function assertBaselineOnlyShrinks() {
  const file = require("node:path").join(__dirname, ".dependency-cruiser-known-violations.json");
  const fs = require("node:fs");
  if (!fs.existsSync(file)) return;
  const counts = {};
  for (const violation of JSON.parse(fs.readFileSync(file, "utf8"))) {
    counts[violation.rule.name] = (counts[violation.rule.name] ?? 0) + 1;
  }
  const grown = Object.entries(counts)
    .filter(([rule, count]) => count > (BASELINE_CEILING[rule] ?? 0))
    .map(([rule, count]) => `${rule}: ${count} known, ceiling ${BASELINE_CEILING[rule] ?? 0}`);
  if (grown.length > 0) {
    throw new Error(
      `The layer baseline grew (it may only shrink, ADR 0061): ${grown.join("; ")}. ` +
        "Fix the new violation instead of adding it to .dependency-cruiser-known-violations.json.",
    );
  }
}
assertBaselineOnlyShrinks();

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "lib-imports-up",
      comment:
        "app/lib is infrastructure: it may import db/ and npm packages, never a feature, a route, " +
        "a component, middleware, the app shell or a job.",
      severity: "error",
      from: { path: "^app/lib/", pathNot: TEST_FILE },
      to: {
        path: ["^app/(features|routes|components|middleware)/", APP_EDGE, "^jobs/", "^server(\\.ts$|/)"],
      },
    },
    {
      name: "feature-imports-up",
      comment:
        "app/features may import db/, jobs/queue.ts, jobs/definitions.ts, app/lib, app/components " +
        "and other features; never a route, middleware, the app shell, a job worker or the job registry.",
      severity: "error",
      from: { path: "^app/features/", pathNot: TEST_FILE },
      to: {
        path: ["^app/(routes|middleware)/", APP_EDGE, "^jobs/", "^server(\\.ts$|/)"],
        pathNot: "^jobs/(queue|definitions)\\.ts$",
      },
    },
    {
      name: "feature-imports-react-router",
      comment:
        "Features speak domain, edges speak HTTP: no use case or query in a feature imports " +
        "react-router (a Request, a redirect, data() or a Response belong in the route module). " +
        "A feature's UI (components/, client/) may use <Form>, <Link> and fetchers.",
      severity: "error",
      from: { path: "^app/features/", pathNot: [TEST_FILE, "/components/", "/client/"] },
      to: { path: "(^|/)node_modules/(react-router|@react-router/[^/]+)/" },
    },
    {
      name: "feature-folder-cycle",
      comment:
        "No loop between feature folders: a chain of imports that leaves one feature folder, runs " +
        "through other features and comes back to it.",
      severity: "error",
      from: { path: "^app/features/([^/]+)/", pathNot: TEST_FILE },
      to: {
        path: "^app/features/",
        pathNot: "^app/features/$1/",
        circular: true,
        viaOnly: { path: "^app/features/", pathNot: TEST_FILE },
      },
    },
    {
      name: "feature-imports-intake",
      comment:
        "The intake chat sits above the features it calls: files, case-pdf, lawyers and activity reach " +
        "visitor sessions, conversations and their messages through app/features/conversations, never " +
        "app/features/intake (ADR 0090).",
      severity: "error",
      from: { path: "^app/features/(files|case-pdf|lawyers|activity|conversations)/", pathNot: TEST_FILE },
      to: { path: "^app/features/intake/" },
    },
    {
      name: "conversations-imports-feature",
      comment:
        "app/features/conversations (visitor sessions, conversations, their messages) is the lowest " +
        "feature: it imports db/ and app/lib only, so every feature may import it without a loop (ADR 0090).",
      severity: "error",
      from: { path: "^app/features/conversations/", pathNot: TEST_FILE },
      to: { path: ["^app/features/(?!conversations/)", "^app/components/"] },
    },
    {
      name: "route-imports-db",
      comment: "Routes call features; they never import db/ (no SQL, no pool, no schema types in routes).",
      severity: "error",
      from: { path: "^app/routes/", pathNot: TEST_FILE },
      to: { path: "^db/" },
    },
    {
      name: "route-imports-route-or-job",
      comment:
        "A route module may import features, components, app/lib and the context readers of " +
        "app/middleware (getInstance, getLocale: ADR 0061); never another route module or a job.",
      severity: "error",
      from: { path: "^app/routes/", pathNot: TEST_FILE },
      to: {
        path: ["^app/routes/", "^jobs/", APP_EDGE],
        pathNot: "^app/routes/.*\\+types/",
      },
    },
    {
      name: "components-import-up",
      comment:
        "app/components are client-safe composites: no features, routes, middleware, db/, jobs/ " +
        "or server-only modules.",
      severity: "error",
      from: { path: "^app/components/", pathNot: TEST_FILE },
      to: {
        path: ["^app/(features|routes|middleware)/", APP_EDGE, "^db/", "^jobs/", "\\.server\\.tsx?$"],
      },
    },
    {
      name: "middleware-imports-up",
      comment: "Middleware may import app/features/auth and app/lib; never a route or a job.",
      severity: "error",
      from: { path: "^app/middleware/", pathNot: TEST_FILE },
      to: { path: ["^app/routes/", APP_EDGE, "^jobs/"] },
    },
    {
      name: "db-imports-up",
      comment:
        "db/ (client, schema, migrate, embedded) is the bottom layer: it never imports features, " +
        "routes, components, middleware or jobs. db/seed.ts builds the demo through feature functions.",
      severity: "error",
      from: { path: "^db/", pathNot: [TEST_FILE, "^db/seed\\.ts$"] },
      to: { path: ["^app/(features|routes|components|middleware)/", APP_EDGE, "^jobs/"] },
    },
    {
      name: "migration-imports-app",
      comment: "Migrations are frozen in time: they import kysely only, never app code or the schema.",
      severity: "error",
      from: { path: "^db/migrations/", pathNot: TEST_FILE },
      to: { path: ["^app/", "^jobs/", "^db/(?!migrations/)", "^server"] },
    },
    {
      name: "job-contract-imports",
      comment:
        "jobs/definitions.ts is the sender-worker contract (zod only) and jobs/queue.ts the pg-boss " +
        "lifecycle (db/ and definitions): neither imports features, routes, components or workers.",
      severity: "error",
      from: { path: "^jobs/(definitions|queue)\\.ts$" },
      to: {
        path: ["^app/(features|routes|components|middleware)/", APP_EDGE, "^jobs/"],
        pathNot: "^jobs/(definitions|queue)\\.ts$",
      },
    },
    {
      name: "job-imports-edge",
      comment: "A job worker calls features and app/lib; never a route, a component or middleware.",
      severity: "error",
      from: { path: "^jobs/", pathNot: TEST_FILE },
      to: { path: ["^app/(routes|components|middleware)/", APP_EDGE] },
    },
    {
      name: "job-registry-importer",
      comment: "jobs/register.ts is imported only by app/request-handler.ts (one module graph: one pool, one boss).",
      severity: "error",
      from: { pathNot: ["^app/request-handler\\.ts$", TEST_FILE, "^tests/"] },
      to: { path: "^jobs/register\\.ts$" },
    },
    {
      name: "imports-tests",
      comment: "Nothing outside tests/ and test files imports tests/.",
      severity: "error",
      from: { pathNot: ["^tests/", TEST_FILE, "^bench/", "^playwright\\.config\\.ts$", "^vitest\\.config\\.ts$"] },
      to: { path: "^tests/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["^build/", "^\\.react-router/"] },
    // type-only imports count: a type imported from the wrong layer is still an arrow up.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
    },
    skipAnalysisNotInRules: true,
    cache: false,
    progress: { type: "none" },
  },
};

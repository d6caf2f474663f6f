import { build } from "esbuild";

/**
 * The second half of `npm run build` (ADR 0054), after `react-router build`: compiles the process
 * entries to JavaScript so production runs them with plain `node`. server.ts becomes
 * build/server.js and scripts/migrate.ts build/migrate.js; both load the SSR build
 * (build/server/index.js) at run time. The document reader's worker-thread task becomes
 * build/tasks/document-text.js (bounded-worker.server.ts starts it). Packages stay in node_modules.
 */
await build({
  entryPoints: {
    server: "server.ts",
    migrate: "scripts/migrate.ts",
    "tasks/document-text": "app/features/files/document-text.task.ts",
  },
  outdir: "build",
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  logLevel: "warning",
});

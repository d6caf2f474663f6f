import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Alias } from "vite";

/**
 * React Router 7's package exports name only its development build in every condition (upstream
 * remix-run/react-router#12437, #14102), so a plain build ships dev warnings and slower code paths
 * to Node and to the browser. `vite build` points `react-router` and `react-router/dom` at the
 * production build instead (ADR 0054); `react-router dev` keeps the development build.
 */
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router")),
  "..",
  "production",
);
const productionReactRouter: Alias[] = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, "index.mjs") },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, "dom-export.mjs") },
];
/** The dependencies that import react-router themselves: bundled into the SSR build so that they get the same (production) copy. */
const reactRouterDependents = ["react-router", "@react-router/node", "remix-i18next"];

// The SSR build's entry is app/request-handler.ts: the React Router handler, the database pool,
// the queue and the workers live in one module graph (ADR 0001).
export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias: [
      { find: "~", replacement: fileURLToPath(new URL("./app", import.meta.url)) },
      ...(command === "build" ? productionReactRouter : []),
    ],
  },
  ssr: command === "build" ? { noExternal: reactRouterDependents } : {},
  build: isSsrBuild ? { rollupOptions: { input: "./app/request-handler.ts" } } : {},
  plugins: [tailwindcss(), reactRouter()],
}));

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Alias, type Plugin } from "vite";

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
/**
 * React 19 has `useSyncExternalStore`; the shim react-i18next imports for older Reacts is left out
 * of the browser build (ADR 0083).
 */
const reactOwnsSyncExternalStore: Alias = {
  find: /^use-sync-external-store\/shim$/,
  replacement: fileURLToPath(new URL("./app/lib/use-sync-external-store-shim.ts", import.meta.url)),
};
/** The dependencies that import react-router themselves: bundled into the SSR build so that they get the same (production) copy. */
const reactRouterDependents = ["react-router", "@react-router/node", "remix-i18next"];

/**
 * The browser build keeps a module's zod schemas only when the browser uses them (ADR 0073). A
 * component that imports a constant from a `schemas.ts` module would otherwise carry every schema
 * of that module and zod with it, since Rollup cannot tell that `z.object(…)` has no side effects.
 * In app modules that import zod, every call that runs while a top-level `const` is initialised (a
 * schema built with zod, or from another schema; not calls inside functions) is marked
 * `/* @__PURE__ *\/`, so a schema nobody uses is dropped. Client build only: the server build is untouched.
 */
function dropUnusedSchemas(): Plugin {
  type Node = { type: string; start: number; [key: string]: unknown };
  const isNode = (value: unknown): value is Node =>
    typeof value === "object" && value !== null && typeof (value as Node).type === "string";
  function collectCalls(node: Node, starts: Set<number>) {
    if (/Function/.test(node.type)) return; // runs later, if ever: its calls keep their effects
    if (node.type === "CallExpression" || node.type === "NewExpression") starts.add(node.start);
    for (const value of Object.values(node))
      for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) collectCalls(child, starts);
  }
  return {
    name: "parley:drop-unused-schemas",
    enforce: "post",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (!id.startsWith(appDirectory) || !/from\s*["']zod["']/.test(code)) return null;
      const starts = new Set<number>();
      for (const statement of (this.parse(code) as unknown as { body: Node[] }).body) {
        const declaration = statement.type === "ExportNamedDeclaration" ? statement.declaration : statement;
        if (!isNode(declaration) || declaration.type !== "VariableDeclaration") continue;
        for (const declarator of declaration.declarations as { init?: Node | null }[])
          if (declarator.init) collectCalls(declarator.init, starts);
      }
      if (starts.size === 0) return null;
      let marked = code;
      for (const start of [...starts].sort((a, b) => b - a))
        marked = `${marked.slice(0, start)}/* @__PURE__ */ ${marked.slice(start)}`;
      return { code: marked, map: null };
    },
  };
}
const appDirectory = fileURLToPath(new URL("./app/", import.meta.url));

/**
 * `virtual:locale-bundles`: a map from each language to a loader of one chunk with all its
 * namespaces (locales/<lng>/*.json), used by app/lib/i18n-client.ts. One request per language on
 * a first load instead of one per namespace, and a map of 19 loaders instead of 247 (ADR 0073).
 */
function localeBundles(): Plugin {
  const id = "virtual:locale-bundles";
  const localesDirectory = fileURLToPath(new URL("./locales/", import.meta.url));
  return {
    name: "parley:locale-bundles",
    resolveId: (source) => (source === id || source.startsWith(`${id}/`) ? `\0${source}` : null),
    load(resolved) {
      if (resolved === `\0${id}`) {
        const loaders = readdirSync(localesDirectory).map(
          (language) => `${JSON.stringify(language)}: () => import("${id}/${language}")`,
        );
        return `export default { ${loaders.join(", ")} };`;
      }
      if (!resolved.startsWith(`\0${id}/`)) return null;
      const directory = path.join(localesDirectory, resolved.slice(id.length + 2));
      const files = readdirSync(directory).filter((file) => file.endsWith(".json"));
      const imports = files.map(
        (file, index) => `import n${index} from ${JSON.stringify(path.join(directory, file))};`,
      );
      const entries = files.map((file, index) => `${JSON.stringify(file.slice(0, -".json".length))}: n${index}`);
      return `${imports.join("\n")}\nexport default { ${entries.join(", ")} };`;
    },
  };
}

// The SSR build's entry is app/request-handler.ts: the React Router handler, the database pool,
// the queue and the workers live in one module graph (ADR 0001).
export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias: [
      { find: "~", replacement: fileURLToPath(new URL("./app", import.meta.url)) },
      ...(command === "build" ? productionReactRouter : []),
      reactOwnsSyncExternalStore,
    ],
  },
  ssr: command === "build" ? { noExternal: reactRouterDependents } : {},
  build: isSsrBuild ? { rollupOptions: { input: "./app/request-handler.ts" } } : {},
  plugins: [tailwindcss(), reactRouter(), dropUnusedSchemas(), localeBundles()],
}));

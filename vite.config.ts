import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Alias, type Plugin, type Rollup } from "vite";
import { englishFallbackFor } from "./app/lib/browser-i18n/english-fallback.ts";
import { fallbackLanguage, serverOnlyNamespaces } from "./app/lib/i18n.ts";

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
/**
 * The browser build's translator (ADR 0085): `i18next` and `react-i18next` are replaced by a small
 * module of the app's own that implements what the app's browser code uses, checked against
 * i18next on every key of every language by app/lib/browser-i18n/translate.test.ts. The server
 * build, the development server and the tests keep the libraries.
 */
function browserTranslator(): Plugin {
  const replacements: Record<string, string> = {
    i18next: fileURLToPath(new URL("./app/lib/browser-i18n/i18next.ts", import.meta.url)),
    "react-i18next": fileURLToPath(new URL("./app/lib/browser-i18n/react-i18next.tsx", import.meta.url)),
  };
  return {
    name: "parley:browser-translator",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (source) => replacements[source] ?? null,
  };
}
/** The dependencies that import react-router themselves: bundled into the SSR build so that they get the same (production) copy. */
const reactRouterDependents = ["react-router", "@react-router/node", "remix-i18next"];
/** Bundled into the SSR build as well, so that memoizeServerRender can rewrite its per-render work. */
const rewrittenForTheServer = ["react-i18next"];

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
 * Per-request work of two libraries that gives the same answer on every render of a process, kept
 * once per process in the server build (ADR 0083). Each rewrite names the exact source text it
 * replaces and fails the build when that text is gone, so a library upgrade cannot silently drop it.
 * - React Router's `ServerRouter` rebuilds the route objects of the whole route table from the
 *   build's manifest on every render (`createServerRoutes`); they depend only on the manifest and
 *   the route modules, which are the same for the life of the process.
 * - React Router's `Scripts` matches every parent path of the URL against the route table to
 *   inline the partial manifest (`getPartialManifest`); the answer depends only on the path and the
 *   matched route ids (kept for the last 1,000 of them).
 * - React Router's `createStaticRouter` converts the (kept) server routes into data routes on every
 *   render (`convertRoutesToDataRoutes`, the largest single item of ADR 0091's profile); they are
 *   now kept per route array, which the first rewrite keeps for the process.
 * - React Router matches the URL against every ranked branch of the route table twice per request
 *   (`matchServerRoutes` and the static handler's `query`, both with the branches computed once);
 *   the matches are now kept per branch list, pathname and partial flag (the last 1,000 paths),
 *   and each call gets its own copies of the match objects and params, as before.
 * - react-i18next's `useTranslation` copies every property of the i18next instance into a new
 *   wrapper object on every call in a server render (its per-component cache is a ref, which a
 *   server render never keeps); the wrapper is now kept per instance and language, as its ref would.
 * - React Router's `Scripts` writes the module script of the page (the route modules' imports and
 *   the partial manifest as indented JSON, ~3 KB) and the list of modules to preload on every
 *   render; `Links` gathers and de-duplicates the route chain's link descriptors (calling each
 *   route's `links()`) on every render. All three depend only on the manifest, the path and the
 *   matched routes (and, for links, their modules), so they are kept per manifest for the last
 *   1,000 of those (ADR 0103).
 * - React Router's document handler builds the map of route id to route module from the build on
 *   every request (`createEntryRouteModules`), and the kept server routes then compared every route
 *   module of that new map with the kept one; the map is now kept per build (`build.routes`), so
 *   the comparison is one identity check (ADR 0103).
 * - React Router copies the request twice before each loader and action (`stripIndexParam`,
 *   `stripRoutesParam`: a new URL, Headers and Request with a follower AbortSignal, per loader) to
 *   take out `?index` and `?_routes`; a request whose URL has neither is now passed as it is, which
 *   is what both copies would give (ADR 0103).
 */
function memoizeServerRender(): Plugin {
  const rewrite = (code: string, id: string, from: string, to: string) => {
    if (!code.includes(from)) throw new Error(`parley:memoize-server-render: "${from}" not found in ${id}`);
    return code.replace(from, to);
  };
  return {
    name: "parley:memoize-server-render",
    applyToEnvironment: (environment) => environment.name === "ssr",
    transform(code, id) {
      if (/\/react-router\/dist\/production\/[^/]+\.mjs$/.test(id) && code.includes("function createServerRoutes(")) {
        let out = rewrite(
          code,
          id,
          "function createServerRoutes(manifest, routeModules, future, isSpaMode, parentId",
          "function createServerRoutesUncached(manifest, routeModules, future, isSpaMode, parentId",
        );
        out = rewrite(out, id, "let children = createServerRoutes(", "let children = createServerRoutesUncached(");
        out = rewrite(
          out,
          id,
          "function getPartialManifest({ sri, ...manifest }, router) {",
          "function getPartialManifestUncached({ sri, ...manifest }, router) {",
        );
        out = rewrite(
          out,
          id,
          `function createStaticRouter(routes, context, opts = {}) {
  let manifest = {};
  let dataRoutes = convertRoutesToDataRoutes(
    routes,
    mapRouteProperties,
    void 0,
    manifest
  );`,
          `function createStaticRouter(routes, context, opts = {}) {
  let { manifest, dataRoutes } = parleyStaticDataRoutes(routes);`,
        );
        out = rewrite(
          out,
          id,
          "function matchRoutesImpl(routes, locationArg, basename, allowPartial, precomputedBranches) {",
          "function matchRoutesImplUncached(routes, locationArg, basename, allowPartial, precomputedBranches) {",
        );
        out = rewrite(
          out,
          id,
          'let routeModulesScript = !isStatic ? " " : `${manifest.hmr?.runtime',
          'let routeModulesScript = !isStatic ? " " : parleyKeptForPage(parleyModuleScripts, manifest, router, matches, enableFogOfWar, () => `${manifest.hmr?.runtime',
        );
        out = rewrite(
          out,
          id,
          "import(${JSON.stringify(manifest.entry.module)});`;",
          "import(${JSON.stringify(manifest.entry.module)});`);",
        );
        out = rewrite(
          out,
          id,
          `manifest.entry.imports.concat(
        getModuleLinkHrefs(matches, manifest, {
          includeHydrateFallback: true
        })
      )`,
          `parleyKeptForPage(parleyPreloads, manifest, router, matches, false, () => manifest.entry.imports.concat(
        getModuleLinkHrefs(matches, manifest, {
          includeHydrateFallback: true
        })
      ))`,
        );
        out = rewrite(
          out,
          id,
          "() => getKeyedLinksForMatches(matches, routeModules, manifest),",
          "() => parleyKeptLinks(matches, routeModules, manifest),",
        );
        return `${out}
const parleyServerRoutes = new WeakMap();
function createServerRoutes(manifest, routeModules, future, isSpaMode) {
  const kept = parleyServerRoutes.get(manifest);
  if (kept && kept.isSpaMode === isSpaMode && (kept.given === routeModules || Object.keys(manifest).every((id) => kept.routeModules[id] === routeModules[id]))) return kept.routes;
  const routes = createServerRoutesUncached(manifest, routeModules, future, isSpaMode);
  parleyServerRoutes.set(manifest, { isSpaMode, given: routeModules, routeModules: { ...routeModules }, routes });
  return routes;
}
const parleyPartialManifests = new WeakMap();
function getPartialManifest(fullManifest, router) {
  let byPath = parleyPartialManifests.get(fullManifest);
  if (!byPath) parleyPartialManifests.set(fullManifest, (byPath = new Map()));
  const key = router.state.location.pathname + "\\0" + router.state.matches.map((match) => match.route.id).join("\\0");
  let partial = byPath.get(key);
  if (!partial) {
    partial = getPartialManifestUncached(fullManifest, router);
    if (byPath.size >= 1000) byPath.delete(byPath.keys().next().value);
    byPath.set(key, partial);
  }
  return partial;
}
const parleyModuleScripts = new WeakMap();
const parleyPreloads = new WeakMap();
function parleyKeptForPage(store, manifest, router, matches, flag, make) {
  let byPage = store.get(manifest);
  if (!byPage) store.set(manifest, (byPage = new Map()));
  const key = (flag ? "1" : "0") + router.state.location.pathname + "\0" + router.state.matches.map((match) => match.route.id).join("\0") + "\0\0" + matches.map((match) => match.route.id).join("\0");
  let kept = byPage.get(key);
  if (kept === undefined) {
    kept = make();
    if (byPage.size >= 1000) byPage.delete(byPage.keys().next().value);
    byPage.set(key, kept);
  }
  return kept;
}
const parleyLinks = new WeakMap();
function parleyKeptLinks(matches, routeModules, manifest) {
  let byRoutes = parleyLinks.get(manifest);
  if (!byRoutes) parleyLinks.set(manifest, (byRoutes = new Map()));
  const key = matches.map((match) => match.route.id).join("\0");
  const kept = byRoutes.get(key);
  if (kept && matches.every((match) => kept.modules[match.route.id] === routeModules[match.route.id])) return kept.links;
  const links = getKeyedLinksForMatches(matches, routeModules, manifest);
  const modules = {};
  for (const match of matches) modules[match.route.id] = routeModules[match.route.id];
  if (byRoutes.size >= 1000) byRoutes.delete(byRoutes.keys().next().value);
  byRoutes.set(key, { modules, links });
  return links;
}
const parleyDataRoutes = new WeakMap();
function parleyStaticDataRoutes(routes) {
  let kept = parleyDataRoutes.get(routes);
  if (!kept) {
    const manifest = {};
    const dataRoutes = convertRoutesToDataRoutes(routes, mapRouteProperties, void 0, manifest);
    kept = { manifest, dataRoutes };
    parleyDataRoutes.set(routes, kept);
  }
  return kept;
}
const parleyMatches = new WeakMap();
function matchRoutesImpl(routes, locationArg, basename, allowPartial, precomputedBranches) {
  if (!precomputedBranches) return matchRoutesImplUncached(routes, locationArg, basename, allowPartial);
  const pathname = (typeof locationArg === "string" ? parsePath(locationArg) : locationArg).pathname;
  let byPath = parleyMatches.get(precomputedBranches);
  if (!byPath) parleyMatches.set(precomputedBranches, (byPath = new Map()));
  const key = (allowPartial ? "1" : "0") + basename + "\0" + pathname;
  let kept = byPath.get(key);
  if (kept === undefined) {
    kept = matchRoutesImplUncached(routes, locationArg, basename, allowPartial, precomputedBranches);
    if (byPath.size >= 1000) byPath.delete(byPath.keys().next().value);
    byPath.set(key, kept);
  }
  if (kept === null) return null;
  const params = { ...kept[0].params };
  return kept.map((match) => ({ ...match, params }));
}
`;
      }
      if (
        /\/react-router\/dist\/production\/[^/]+\.mjs$/.test(id) &&
        code.includes("function createEntryRouteModules(")
      ) {
        let out = rewrite(
          code,
          id,
          "function createEntryRouteModules(manifest) {",
          "function createEntryRouteModulesUncached(manifest) {",
        );
        out = rewrite(
          out,
          id,
          "request: future.v8_passThroughRequests ? args.request : stripRoutesParam(stripIndexParam(args.request)),",
          "request: future.v8_passThroughRequests || parleyNothingToStrip(args.request) ? args.request : stripRoutesParam(stripIndexParam(args.request)),",
        );
        return `${out}
const parleyEntryRouteModules = new WeakMap();
function createEntryRouteModules(manifest) {
  let kept = parleyEntryRouteModules.get(manifest);
  if (!kept) {
    kept = createEntryRouteModulesUncached(manifest);
    parleyEntryRouteModules.set(manifest, kept);
  }
  return kept;
}
function parleyNothingToStrip(request) {
  const query = request.url.indexOf("?");
  if (query === -1) return true;
  const params = new URLSearchParams(request.url.slice(query + 1).split("#")[0]);
  return !params.has("index") && !params.has("_routes");
}
`;
      }
      if (/\/react-i18next\/dist\/es\/useTranslation\.js$/.test(id)) {
        let out = rewrite(
          code,
          id,
          "const createI18nWrapper = original => {",
          "const createI18nWrapperUncached = original => {",
        );
        out = rewrite(
          out,
          id,
          "const ret = useMemo(() => {",
          `const createI18nWrapper = original => {
    const key = languageKey(original);
    const kept = parleyI18nWrappers.get(original);
    if (kept && kept.key === key) return kept.wrapper;
    const wrapper = createI18nWrapperUncached(original);
    parleyI18nWrappers.set(original, { key, wrapper });
    return wrapper;
  };
  const ret = useMemo(() => {`,
        );
        return `${out}\nconst parleyI18nWrappers = new WeakMap();\n`;
      }
      return null;
    },
  };
}

/**
 * `virtual:locale-bundles`: a map from each language to a loader of one chunk with all its
 * namespaces (locales/<lng>/*.json), used by app/lib/i18n-client.ts. One request per language on
 * a first load instead of one per namespace, and a map of 19 loaders instead of 247 (ADR 0073).
 * Namespaces only the server reads are left out (ADR 0085). Each chunk of another language than
 * English also exports `englishFallback`, the English keys that language still needs, so that a
 * first load does not wait for all of English as well (ADR 0115).
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
      const language = resolved.slice(id.length + 2);
      const directory = path.join(localesDirectory, language);
      const files = readdirSync(directory).filter(
        (file) => file.endsWith(".json") && !serverOnlyNamespaces.includes(file.slice(0, -".json".length)),
      );
      const imports = files.map(
        (file, index) => `import n${index} from ${JSON.stringify(path.join(directory, file))};`,
      );
      const entries = files.map((file, index) => `${JSON.stringify(file.slice(0, -".json".length))}: n${index}`);
      const bundle = `${imports.join("\n")}\nexport default { ${entries.join(", ")} };`;
      if (language === fallbackLanguage) return bundle;
      // The English this language still needs, instead of all of English (ADR 0115).
      const read = (code: string) => {
        const languageDirectory = path.join(localesDirectory, code);
        return Object.fromEntries(
          readdirSync(languageDirectory)
            .filter((file) => file.endsWith(".json") && !serverOnlyNamespaces.includes(file.slice(0, -".json".length)))
            .map((file) => {
              this.addWatchFile(path.join(languageDirectory, file));
              return [
                file.slice(0, -".json".length),
                JSON.parse(readFileSync(path.join(languageDirectory, file), "utf8")),
              ];
            }),
        );
      };
      const englishFallback = englishFallbackFor(language, read(fallbackLanguage), read(language));
      return `${bundle}\nexport const englishFallback = ${JSON.stringify(englishFallback)};`;
    },
  };
}

/**
 * Every page loads the client entry and the root route with their static imports: React, React
 * DOM, React Router, the translator and the root's own parts. Rollup would split them into a dozen
 * small chunks (by which pages and lazy chunks also import them), each compressed on its own; they
 * go into one chunk instead ("floor"), which adds no byte to any page since every page loads all of
 * it (ADR 0115). Modules only reached through a dynamic import keep their own chunks.
 */
function floorChunk(): NonNullable<Rollup.OutputOptions["manualChunks"]> {
  let floor: Set<string> | undefined;
  const isFloorRoot = (id: string) =>
    /\/app\/(entry\.client\.tsx|root\.tsx\?__react-router-build-client-route)$/.test(id);
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!floor) {
      floor = new Set();
      const roots = [...getModuleIds()].filter(isFloorRoot);
      if (roots.length !== 2)
        throw new Error(`parley:floor-chunk: expected the client entry and the root route, found ${roots.join(", ")}`);
      const pending = roots.flatMap((root) => getModuleInfo(root)?.importedIds ?? []);
      for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        if (floor.has(next) || isFloorRoot(next)) continue;
        floor.add(next);
        pending.push(...(getModuleInfo(next)?.importedIds ?? []));
      }
    }
    return floor.has(id) ? "floor" : undefined;
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
  ssr: command === "build" ? { noExternal: [...reactRouterDependents, ...rewrittenForTheServer] } : {},
  build: isSsrBuild
    ? { rollupOptions: { input: "./app/request-handler.ts" } }
    : { rollupOptions: { output: { manualChunks: floorChunk() } } },
  plugins: [
    browserTranslator(),
    tailwindcss(),
    reactRouter(),
    dropUnusedSchemas(),
    localeBundles(),
    memoizeServerRender(),
  ],
}));

/**
 * The deferred parts' loaders by name (deferred-part.tsx, ADR 0108). The map lives on
 * `globalThis`: a module shared by the browser's entry and a page's chunk would become a chunk of
 * its own, one more request and ~0.2 KB on every page's first load; this way the entry carries only
 * `loadDeferredPartsIn`, and `deferredPart` fills the map.
 */
declare global {
  var parleyDeferredParts: Map<string, () => Promise<void>> | undefined;
}

/**
 * Loads every deferred part that `root` names (the server-rendered document, before hydration).
 * A part whose module fails to load is skipped: hydration does not match there, and React renders
 * that part in the browser (its fallback, then the part once a retry loads it).
 */
export async function loadDeferredPartsIn(root: ParentNode): Promise<void> {
  const names = new Set<string>();
  for (const element of root.querySelectorAll<HTMLElement>("[data-deferred-part]"))
    names.add(element.dataset.deferredPart ?? "");
  await Promise.all(
    [...names].map((name) =>
      globalThis.parleyDeferredParts
        ?.get(name)?.()
        .catch(() => undefined),
    ),
  );
}

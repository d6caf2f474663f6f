import { type ComponentType, type ReactNode, useEffect, useSyncExternalStore } from "react";

/**
 * A part of a page that is in its own chunk, left out of the page's first load, yet rendered on the
 * server and hydrated like any other part (ADR 0108). `React.lazy` cannot do this: a lazy
 * component suspends during hydration, and a Suspense boundary around server-rendered markup is
 * outlined by React (ADR 0083).
 *
 * - On the server the part's module is loaded once (`load()`, awaited by the route's loader
 *   before its first render), so the markup is the same as with a static import.
 * - The wrapper that the part renders carries `data-deferred-part="<name>"`. Before hydrating,
 *   the browser's entry loads every part the server-rendered document names
 *   (`loadDeferredPartsIn`, deferred-part-loading.ts), in parallel with the page's translations, so hydration finds the
 *   component ready and the markup matches.
 * - A part that first appears after hydration (a block streamed into the chat) renders
 *   `fallback` (nothing by default) until its module arrives, then the component.
 * Without JavaScript nothing changes: the server renders every part.
 */
export type DeferredPart<Props extends object> = {
  /** Renders the part; `fallback` until its module has arrived (only after hydration). */
  Part: ComponentType<Props & { fallback?: ReactNode }>;
  /** Loads the part's module; the same promise every time. */
  load: () => Promise<void>;
  /** The wrapper's attribute that names the part to the browser's entry. */
  marker: { "data-deferred-part": string };
};

export function deferredPart<Props extends object>(
  name: string,
  importComponent: () => Promise<ComponentType<Props>>,
): DeferredPart<Props> {
  let Loaded: ComponentType<Props> | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const current = () => Loaded;
  const load = () => {
    loading ??= importComponent().then(
      (component) => {
        Loaded = component;
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        loading = null; // a failed chunk request may be tried again
        throw error;
      },
    );
    return loading;
  };
  // Read by loadDeferredPartsIn (deferred-part-loading.ts), which declares the map.
  globalThis.parleyDeferredParts ??= new Map();
  globalThis.parleyDeferredParts.set(name, load);

  function Part({ fallback = null, ...props }: Props & { fallback?: ReactNode }) {
    const Component = useSyncExternalStore(subscribe, current, current);
    useEffect(() => {
      if (!Component) load().catch(() => undefined);
    }, [Component]);
    return Component ? <Component {...(props as Props)} /> : fallback;
  }
  return { Part, load, marker: { "data-deferred-part": name } };
}

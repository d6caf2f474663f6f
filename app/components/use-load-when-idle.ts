import { useEffect } from "react";

/**
 * Runs `load` (fetching code a page needs only later) once the browser is first idle after
 * hydration, or after a second where it has no idle callback; a failure is left to the moment the
 * code is needed, which loads it again.
 */
export function useLoadWhenIdle(load: () => Promise<unknown>) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount, whatever the caller's function identity.
  useEffect(() => {
    const run = () => void load().catch(() => undefined);
    if (typeof window.requestIdleCallback !== "function") {
      const timer = window.setTimeout(run, 1_000);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(handle);
  }, []);
}

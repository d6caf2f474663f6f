import { useCallback, useEffect, useRef, useState } from "react";

export type CopyState = "idle" | "copied" | "failed";

/**
 * Copies a text with the clipboard API (offer it only once the page runs JavaScript). `state` says
 * how the last copy went, for a status line beside the button; with `resetMs` it goes back to
 * "idle" that long after each copy.
 */
export function useCopy(resetMs?: number): { state: CopyState; copy: (text: string) => Promise<void> } {
  const [state, setState] = useState<CopyState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string) => {
      clearTimeout(timer.current);
      try {
        await navigator.clipboard.writeText(text);
        setState("copied");
      } catch {
        setState("failed");
      }
      if (resetMs !== undefined) timer.current = setTimeout(() => setState("idle"), resetMs);
    },
    [resetMs],
  );
  return { state, copy };
}

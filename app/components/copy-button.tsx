import type { ReactNode } from "react";
import { useCopy } from "./use-copy.ts";
import { cx } from "./ui/class-names.ts";

/**
 * A button that copies `value` to the clipboard, with a status line beside it that says how the
 * copy went (`copied` / `failed`) and goes quiet again `resetMs` later. It needs the clipboard API:
 * render it only once the page runs JavaScript. The texts come from the caller's namespace.
 */
export function CopyButton({
  value,
  children,
  ariaLabel,
  copied,
  failed,
  resetMs,
  statusClassName,
}: {
  value: string;
  children: ReactNode;
  ariaLabel?: string;
  copied: string;
  failed: string;
  resetMs: number;
  statusClassName?: string;
}) {
  const { state, copy } = useCopy(resetMs);
  return (
    <>
      <button
        type="button"
        onClick={() => void copy(value)}
        aria-label={ariaLabel}
        className="rounded-md border border-line px-3 py-1 text-sm"
      >
        {children}
      </button>
      <span role="status" className={cx("text-sm", statusClassName)}>
        {state === "copied" ? copied : state === "failed" ? failed : ""}
      </span>
    </>
  );
}

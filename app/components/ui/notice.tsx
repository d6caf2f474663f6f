import type { ReactNode } from "react";

/** A success notice at the top of a page (what the last submission did), announced as a status. */
export function SuccessNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-md border border-success px-3 py-2 text-sm text-success">
      {children}
    </p>
  );
}

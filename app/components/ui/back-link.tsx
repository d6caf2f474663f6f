import type { ReactNode } from "react";
import { Link } from "react-router";

/** The small "← Back to …" link above a page's heading. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="self-start text-sm text-ink-muted underline">
      ← {children}
    </Link>
  );
}

import type { ReactNode } from "react";

/** A page's <h1> with its muted introduction below; `children` adds lines under it (a link). */
export function PageHeading({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <h1 className="text-2xl font-semibold">{title}</h1>
      {intro ? <p className="text-sm text-ink-muted">{intro}</p> : null}
      {children}
    </div>
  );
}

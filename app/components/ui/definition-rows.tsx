import type { ReactNode } from "react";

/**
 * The rows of a <dl>: each a muted term and its detail, wrapped in a <div> (`rowClassName`,
 * e.g. `contents` inside a grid) so a row stays one item.
 */
export function DefinitionRows({
  rows,
  rowClassName,
}: {
  rows: readonly (readonly [key: string, term: ReactNode, detail: ReactNode])[];
  rowClassName?: string;
}) {
  return rows.map(([key, term, detail]) => (
    <div key={key} className={rowClassName}>
      <dt className="text-ink-muted">{term}</dt>
      <dd>{detail}</dd>
    </div>
  ));
}

import { Children, type ReactNode } from "react";

/**
 * A list as a table (the matters list, the party index, the limitation periods): it scrolls
 * sideways on a narrow screen, has an optional caption for screen readers, one heading per column,
 * and the rows the caller renders (`<tr>` elements) as children. Given `empty`, a list without rows
 * is that line instead of a table.
 */
export function DataTable({
  caption,
  columns,
  empty,
  children,
}: {
  caption?: ReactNode;
  columns: readonly ReactNode[];
  empty?: ReactNode;
  children: ReactNode;
}) {
  if (empty !== undefined && Children.toArray(children).length === 0) return <p className="text-ink-muted">{empty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="border-b border-line text-ink-muted">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={index < columns.length - 1 ? "py-2 pr-3" : "py-2"}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

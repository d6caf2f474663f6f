import type { ReactNode } from "react";

/**
 * A boxed list of rows divided by lines (members, invitations, tokens): each row is an item with
 * its content and actions side by side, wrapping on a narrow screen. With no items it shows `empty`.
 */
export function RowList<Item>({
  items,
  rowKey,
  empty,
  children,
}: {
  items: readonly Item[];
  rowKey: (item: Item) => string;
  empty: ReactNode;
  children: (item: Item) => ReactNode;
}) {
  if (items.length === 0) return <p className="text-sm text-ink-muted">{empty}</p>;
  return (
    <ul className="flex flex-col divide-y divide-line rounded-md border border-line">
      {items.map((item) => (
        <li key={rowKey(item)} className="flex flex-wrap items-center justify-between gap-2 p-3">
          {children(item)}
        </li>
      ))}
    </ul>
  );
}

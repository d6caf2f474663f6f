import type { HTMLAttributes } from "react";
import { cx } from "./class-names.ts";

/** A bordered box grouping related content: `raised` for a page's main panel, `plain` for an item in a list. */
export function Card({
  tone = "plain",
  className,
  ...props
}: HTMLAttributes<HTMLDivElement> & { tone?: "plain" | "raised" }) {
  return (
    <div
      {...props}
      className={cx(
        tone === "raised"
          ? "flex flex-col gap-4 rounded-xl border border-line bg-surface-raised p-6"
          : "flex flex-col gap-2 rounded-md border border-line p-3",
        className,
      )}
    />
  );
}

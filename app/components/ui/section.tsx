import type { ReactNode } from "react";
import { cx } from "./class-names.ts";

/**
 * One titled section of a page: a <section> labelled by its <h2> (`id` is the heading's id).
 * `className` adds to the column layout (a border and padding for a boxed section); `anchor` is the
 * section's own id, for links to it (`#lawyer-form`).
 */
export function Section({
  id,
  title,
  anchor,
  className,
  children,
}: {
  id: string;
  anchor?: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={anchor} aria-labelledby={id} className={cx("flex flex-col gap-3", className)}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

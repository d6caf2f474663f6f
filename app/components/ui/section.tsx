import type { ReactNode } from "react";
import { cx } from "./class-names.ts";

/**
 * One titled section of a page: a <section> labelled by its heading (`id` is the heading's id), an
 * <h2>, or an <h3> (`level={3}`) for a part of a page section (a settings card). `tight` spaces its
 * children closer; `className` adds to the column layout (a border and padding for a boxed
 * section), `titleClassName` to the heading (a danger zone's colour); `anchor` is the section's own
 * id, for links to it (`#lawyer-form`).
 */
export function Section({
  id,
  title,
  level = 2,
  tight = false,
  anchor,
  className,
  titleClassName,
  children,
}: {
  id: string;
  title: ReactNode;
  level?: 2 | 3;
  tight?: boolean;
  anchor?: string;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  const Heading = level === 3 ? "h3" : "h2";
  return (
    <section id={anchor} aria-labelledby={id} className={cx("flex flex-col", tight ? "gap-2" : "gap-3", className)}>
      <Heading id={id} className={cx("text-lg font-semibold", titleClassName)}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

import type { LabelHTMLAttributes } from "react";
import { cx } from "./class-names.ts";

/** A form label in the small medium-weight style every form uses. */
export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label {...props} className={cx("text-sm font-medium", className)} />;
}

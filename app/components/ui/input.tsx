import type { ComponentProps, InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { cx } from "./class-names.ts";

/**
 * The look shared by text inputs, text areas and selects, light and dark (colors are theme
 * variables). `compact` is the small size used inside lists and table rows.
 */
export function controlClassName({
  compact = false,
  className,
}: {
  compact?: boolean;
  className?: string;
} = {}): string {
  return cx("rounded-md border border-line bg-surface", compact ? "px-2 py-1 text-sm" : "px-3 py-2", className);
}

type ControlLook = { compact?: boolean };

/**
 * A native text-like input. `className` adds layout or font classes, never padding or colors; `ref`
 * reaches the element (to read what was typed before hydration, for one).
 */
export function Input({ className, compact, ...props }: ComponentProps<"input"> & ControlLook) {
  return <input {...props} className={controlClassName({ compact, className })} />;
}

/** A native multi-line text input. */
export function Textarea({ className, compact, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & ControlLook) {
  return <textarea {...props} className={controlClassName({ compact, className })} />;
}

/** A native select; pass <option> elements as children. */
export function Select({ className, compact, ...props }: SelectHTMLAttributes<HTMLSelectElement> & ControlLook) {
  return <select {...props} className={controlClassName({ compact, className })} />;
}

/** A native checkbox (it submits "on" without JavaScript). */
export function Checkbox({ className, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  return <input {...props} type="checkbox" className={className} />;
}

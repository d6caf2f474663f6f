import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { cx } from "./class-names.ts";

/** The look shared by text inputs, text areas and selects, light and dark (colors are theme variables). */
export const controlClassName = "rounded-md border border-line bg-surface px-3 py-2";

/** A native text-like input. `className` adds layout classes only. */
export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input {...props} className={cx(controlClassName, className)} />;
}

/** A native multi-line text input. */
export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea {...props} className={cx(controlClassName, className)} />;
}

/** A native select; pass <option> elements as children. */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select {...props} className={cx(controlClassName, className)} />;
}

/** A native checkbox (it submits "on" without JavaScript). */
export function Checkbox({ className, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  return <input {...props} type="checkbox" className={className} />;
}

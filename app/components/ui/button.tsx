import type { ButtonHTMLAttributes } from "react";
import { cx } from "./class-names.ts";

/** How a button looks: the one call to action, a plain alternative, a destructive action, or text only. */
export type ButtonVariant = "primary" | "secondary" | "danger" | "danger-outline" | "ghost" | "link";
export type ButtonSize = "md" | "sm";

const variants: Record<ButtonVariant, string> = {
  primary: "rounded-md bg-brand font-medium text-on-brand",
  secondary: "rounded-md border border-line font-medium",
  danger: "rounded-md bg-danger font-medium text-on-brand",
  "danger-outline": "rounded-md border border-danger font-medium text-danger",
  ghost: "rounded-md text-ink-muted hover:text-ink",
  link: "underline",
};

const sizes: Record<ButtonSize, string> = {
  md: "px-4 py-2",
  sm: "px-3 py-1 text-sm",
};

/**
 * The classes of a button, for a link that looks like one (`<Link className={buttonClassName(...)}>`).
 * `link` buttons take no padding; `className` adds layout classes (self-start, w-full), never colors.
 */
export function buttonClassName({
  variant = "primary",
  size = "md",
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return cx(
    variants[variant],
    variant === "link" ? (size === "sm" ? "text-sm" : null) : sizes[size],
    "disabled:opacity-60",
    className,
  );
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A submission this button started is under way: the button is disabled and marked busy. */
  pending?: boolean;
};

/** A native button (type="button" unless said otherwise), so forms work without JavaScript. */
export function Button({
  variant,
  size,
  pending = false,
  className,
  type = "button",
  disabled,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={buttonClassName({ variant, size, className })}
    />
  );
}

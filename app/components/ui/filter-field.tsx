import type { ReactNode } from "react";
import { cx } from "./class-names.ts";
import { Input } from "./input.tsx";

/**
 * One control of a search or filter form (a GET form: no Conform, no error line): the label above,
 * wrapping the control, so it needs no id. `className` places it in the form's grid.
 */
export function FilterField({
  label,
  className,
  children,
}: {
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the children, inside the label.
    <label className={cx("flex flex-col gap-1", className)}>
      <span className="text-sm font-medium">{label}</span>
      {children}
    </label>
  );
}

/** The free-text box of a search or filter form: the `q` parameter, up to 200 characters as the schemas allow. */
export function SearchFilter({
  label,
  placeholder,
  value,
  className,
}: {
  label: ReactNode;
  placeholder: string;
  value: string | undefined;
  className?: string;
}) {
  return (
    <FilterField label={label} className={className}>
      <Input type="search" name="q" defaultValue={value ?? ""} maxLength={200} placeholder={placeholder} />
    </FilterField>
  );
}

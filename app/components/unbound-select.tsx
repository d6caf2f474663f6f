import type { ReactNode, SelectHTMLAttributes } from "react";
import { Select } from "./ui/input.tsx";
import { Label } from "./ui/label.tsx";

/**
 * A labelled native select outside Conform (a setting saved as it changes, the cart's
 * organization, a phone number's country): the label above, the select with the given props and
 * `<option>` children, and an optional hint below that describes it.
 */
export function UnboundSelect({
  id,
  label,
  hint,
  children,
  ...selectProps
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> & { id: string; label: ReactNode; hint?: ReactNode }) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} aria-describedby={hintId} {...selectProps}>
        {children}
      </Select>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

import type { ReactNode } from "react";

/** A select's <option>s, one for each value, each shown as `label` gives it (usually its translation). */
export function Options<Value extends string | number>({
  values,
  label,
}: {
  values: readonly Value[];
  label: (value: Value) => ReactNode;
}) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {label(value)}
        </option>
      ))}
    </>
  );
}

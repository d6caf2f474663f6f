import type { ReactNode } from "react";

/** A titled group of a long form's fields: a <fieldset> whose <legend> names the group. */
export function Fieldset({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * A jsonb column's value in an update: the JSON text of `value`, SQL NULL for null, and undefined
 * when the caller gave nothing, which Kysely leaves out of the SET list (the column keeps its value).
 */
export function jsonColumn(value: object | undefined): string | undefined;
export function jsonColumn(value: object | null | undefined): string | null | undefined;
export function jsonColumn(value: object | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value === null ? null : JSON.stringify(value);
}

/**
 * `value` when it is one of `values` (a const list of names), else null: a query parameter naming
 * a notice, a stored type read back. Client-safe.
 */
export function oneOf<const T extends string>(values: readonly T[], value: unknown): T | null {
  return (values as readonly unknown[]).includes(value) ? (value as T) : null;
}

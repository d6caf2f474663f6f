/** Joins class names, skipping false, null and undefined: `cx("a", pending && "b")`. Client-safe. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(" ");
}

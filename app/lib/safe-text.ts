/**
 * Text PostgreSQL cannot store, or that no person typed: a NUL character (text columns refuse it)
 * or a lone UTF-16 surrogate (not Unicode; encoding it fails). Refused with 400 at the edge
 * (issue 15), in URLs by url-hygiene.server.ts and in bodies by the input-hygiene middleware;
 * `safeText` refines a shared schema's string for the same rule (client-safe: no server imports).
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isUnsafeText(text: string): boolean {
  return text.includes("\u0000") || loneSurrogate.test(text);
}

/** Whether any string (key or value) anywhere in a parsed JSON value is unsafe text. */
export function hasUnsafeText(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return isUnsafeText(value);
  if (depth > 64 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => hasUnsafeText(item, depth + 1));
  return Object.entries(value).some(([key, item]) => isUnsafeText(key) || hasUnsafeText(item, depth + 1));
}

/** For zod refinements on shared schemas: `z.string().refine(safeText, safeTextMessage)`. */
export const safeText = (text: string) => !isUnsafeText(text);
export const safeTextMessage =
  "Text contains characters that cannot be stored (a NUL character or a broken Unicode sequence).";

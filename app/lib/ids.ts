/**
 * Ids: every table's primary key is a uuid (gen_random_uuid()). A string that is not one is never
 * sent to PostgreSQL as an id (it would fail the cast): the caller answers not found instead.
 * Client-safe.
 */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string | undefined | null): value is string {
  return typeof value === "string" && uuidPattern.test(value);
}

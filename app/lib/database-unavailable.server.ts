/**
 * Whether an error means PostgreSQL cannot be reached (down, restarting, refusing connections, a
 * connection cut mid-query), as opposed to a bug or a bad query: such a request answers 503, not
 * 500 (issue 15). Follows `cause` chains (Kysely and our own errors wrap the driver's).
 */
const unavailableSqlStates = new Set([
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, shutting down)
  "08000", // connection_exception
  "08001", // sqlclient_unable_to_establish_sqlconnection
  "08003", // connection_does_not_exist
  "08006", // connection_failure
  "53300", // too_many_connections
]);
const unavailableSocketCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EHOSTUNREACH", "EAI_AGAIN"]);
const unavailableMessages = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /Cannot use a pool after calling end on the pool/,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    const { code, message, errors } = current as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === "string" && (unavailableSqlStates.has(code) || unavailableSocketCodes.has(code))) return true;
    if (typeof message === "string" && unavailableMessages.some((pattern) => pattern.test(message))) return true;
    // An AggregateError (both IPv4 and IPv6 refused) carries the socket errors in `errors`.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

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
const unavailableSocketCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "EAI_AGAIN",
]);
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

/**
 * Runs an idempotent write again while PostgreSQL is unreachable (a restart, a cut connection),
 * waiting a little longer each time, for at most windowMs; any other error, or the window's end,
 * reaches the caller. For writes whose loss would leave a visible state wrong (a chat answer left
 * `streaming`); the pool's own retry never repeats a write it may have sent (db/retrying-dialect.ts).
 */
export async function retryWhileDatabaseUnavailable<T>(
  write: () => Promise<T>,
  options: { windowMs?: number; onRetry?: (attempt: number, error: unknown) => void } = {},
): Promise<T> {
  const deadline = Date.now() + (options.windowMs ?? 30_000);
  for (let attempt = 1, pauseMs = 100; ; attempt++, pauseMs = Math.min(pauseMs * 2, 2_000)) {
    try {
      return await write();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + pauseMs > deadline) throw error;
      options.onRetry?.(attempt, error);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}

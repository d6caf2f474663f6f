import v8 from "node:v8";

/**
 * How far V8 lets the old generation grow past what survived the last full collection before it
 * runs the next one (ADR 0094, addendum). V8's own factor (up to 4 for a fast collector) let the
 * garbage of each chat turn (system prompt, request body, rows, SDK objects) pile up between full
 * collections: an open stream cost ~164 KB of RSS for 77 KB of live heap, so one process held
 * ~4,500 streams under 1 GiB. At 20 % the RSS follows the live heap (~77 KB a stream, ~9,500
 * under 1 GiB), for more frequent (concurrent, incremental) marking. Unlike --max-old-space-size
 * it is no ceiling: a bigger live heap still fits. A `--heap-growing-percent` given to node wins.
 * Imported first by server.ts, so it applies before the application allocates.
 */
export const HEAP_GROWING_PERCENT = 20;

if (!process.execArgv.some((arg) => arg.startsWith("--heap-growing-percent"))) {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

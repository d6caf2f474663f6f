import { existsSync, readFileSync } from "node:fs";

export const e2ePort = 3100;
export const serverLogPaths = { stdout: ".data/e2e/server.out.log", stderr: ".data/e2e/server.err.log" };

/** The server's stderr since a byte offset. */
export function serverErrorsSince(offset: number): { text: string; end: number } {
  if (!existsSync(serverLogPaths.stderr)) return { text: "", end: 0 };
  const content = readFileSync(serverLogPaths.stderr);
  return { text: content.subarray(offset).toString("utf8"), end: content.length };
}

/**
 * Lines that are not expected warnings: anything but a JSON log line at level "warn". A
 * console.error, a stack trace or an error-level log line all count.
 */
export function unexpectedServerErrors(text: string): string[] {
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .filter((line) => {
      try {
        return (JSON.parse(line) as { level?: string }).level !== "warn";
      } catch {
        return true;
      }
    });
}

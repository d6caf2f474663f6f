import { env } from "./env.server.ts";

/**
 * One structured logger (STYLE principle 11). Fields carry ids and figures only: never message
 * text, documents or contact details. Lines are JSON; warnings and errors go to stderr.
 */
type Level = "debug" | "info" | "warn" | "error";
type Fields = Record<string, string | number | boolean | null | undefined>;

const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

function write(level: Level, event: string, fields: Fields = {}) {
  if (order[level] < order[env().LOG_LEVEL]) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (level === "warn" || level === "error") process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

/** The error's class, code and stack frames, never its message (a message may quote user input). */
export function describeError(error: unknown): Fields {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    const frames = (error.stack ?? "").split("\n").filter((line) => line.trimStart().startsWith("at "));
    return {
      errorName: error.name,
      errorCode: typeof code === "string" || typeof code === "number" ? code : undefined,
      stack:
        frames
          .slice(0, 8)
          .map((line) => line.trim())
          .join(" | ") || undefined,
    };
  }
  return { errorName: typeof error };
}

export const logger = {
  debug: (event: string, fields?: Fields) => write("debug", event, fields),
  info: (event: string, fields?: Fields) => write("info", event, fields),
  warn: (event: string, fields?: Fields) => write("warn", event, fields),
  error: (event: string, fields?: Fields) => write("error", event, fields),
};

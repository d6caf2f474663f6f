import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { env } from "./env.server.ts";
import { logger } from "./logger.server.ts";

/**
 * A deployment key kept in a file under DATA_DIR (mode 0600), written once on first use when no
 * variable provides it (ADR 0017, 0056). Returns the file's text. `event` names the log lines
 * ("<event>.generated", and a warning in production, where the variable should be set).
 */
export function readOrCreateKeyFile(file: string, generate: () => string, event: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dirname(file), { recursive: true });
  try {
    // "wx": two processes starting at once cannot both write; the loser reads the winner's key.
    writeFileSync(file, generate(), { mode: 0o600, flag: "wx" });
    chmodSync(file, 0o600);
    logger.info(`${event}.generated`);
    if (env().NODE_ENV === "production") logger.warn(`${event}.generated_in_production`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return readFileSync(file, "utf8");
}

import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { env } from "./env.server.ts";
import { readOrCreateKeyFile } from "./key-file.server.ts";

/**
 * The 32-byte key that encrypts secrets at rest (ADR 0017): SECRETS_ENCRYPTION_KEY when set;
 * otherwise a key generated once and kept in DATA_DIR/secrets.key (mode 0600), so the zero-config
 * quick start works and keeps working across restarts. Several machines must share the variable.
 */
let cached: Buffer | undefined;

export function secretsKey(): Buffer {
  cached ??= loadKey();
  return cached;
}

function decode(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, "hex") : Buffer.from(trimmed, "base64");
  if (key.length !== 32) throw new Error("The secrets encryption key must be 32 bytes");
  return key;
}

function loadKey(): Buffer {
  const config = env();
  if (config.SECRETS_ENCRYPTION_KEY) return decode(config.SECRETS_ENCRYPTION_KEY);
  return decode(
    readOrCreateKeyFile(
      join(config.DATA_DIR, "secrets.key"),
      () => `${randomBytes(32).toString("hex")}\n`,
      "secrets_key",
    ),
  );
}

import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { env } from "./env.server.ts";
import { logger } from "./logger.server.ts";

/**
 * The deployment's Ed25519 key that signs intake-record exports (ADR 0056): RECORD_SIGNING_KEY
 * when set (PKCS#8 PEM, or the base64 of its DER); otherwise a key generated once and kept in
 * DATA_DIR/record-signing.key (mode 0600), like the secrets key (ADR 0017). Several machines
 * must share the variable; the public key is what a third party needs to verify an export.
 */
export type RecordSigningKey = { privateKey: KeyObject; publicKey: KeyObject; publicKeyBase64: string; keyId: string };

let cached: RecordSigningKey | undefined;

export function recordSigningKey(): RecordSigningKey {
  cached ??= describe(loadPrivateKey());
  return cached;
}

function describe(privateKey: KeyObject): RecordSigningKey {
  if (privateKey.asymmetricKeyType !== "ed25519") throw new Error("The record signing key must be an Ed25519 private key");
  const publicKey = createPublicKey(privateKey);
  const der = publicKey.export({ type: "spki", format: "der" });
  return { privateKey, publicKey, publicKeyBase64: der.toString("base64"), keyId: createHash("sha256").update(der).digest("hex").slice(0, 16) };
}

function decode(text: string): KeyObject {
  const trimmed = text.trim();
  if (trimmed.startsWith("-----BEGIN")) return createPrivateKey(trimmed);
  return createPrivateKey({ key: Buffer.from(trimmed, "base64"), format: "der", type: "pkcs8" });
}

function loadPrivateKey(): KeyObject {
  const config = env();
  if (config.RECORD_SIGNING_KEY) return decode(config.RECORD_SIGNING_KEY);
  const file = join(config.DATA_DIR, "record-signing.key");
  try {
    return decode(readFileSync(file, "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dirname(file), { recursive: true });
  try {
    const { privateKey } = generateKeyPairSync("ed25519");
    // "wx": two processes starting at once cannot both write; the loser reads the winner's key.
    writeFileSync(file, privateKey.export({ type: "pkcs8", format: "pem" }), { mode: 0o600, flag: "wx" });
    chmodSync(file, 0o600);
    logger.info("record_signing_key.generated");
    if (config.NODE_ENV === "production") logger.warn("record_signing_key.generated_in_production");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return decode(readFileSync(file, "utf8"));
}

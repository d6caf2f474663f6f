import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from "node:crypto";
import { join } from "node:path";
import { env } from "./env.server.ts";
import { readOrCreateKeyFile } from "./key-file.server.ts";

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
  if (privateKey.asymmetricKeyType !== "ed25519")
    throw new Error("The record signing key must be an Ed25519 private key");
  const publicKey = createPublicKey(privateKey);
  const der = publicKey.export({ type: "spki", format: "der" });
  return {
    privateKey,
    publicKey,
    publicKeyBase64: der.toString("base64"),
    keyId: createHash("sha256").update(der).digest("hex").slice(0, 16),
  };
}

function decode(text: string): KeyObject {
  const trimmed = text.trim();
  if (trimmed.startsWith("-----BEGIN")) return createPrivateKey(trimmed);
  return createPrivateKey({ key: Buffer.from(trimmed, "base64"), format: "der", type: "pkcs8" });
}

function loadPrivateKey(): KeyObject {
  const config = env();
  if (config.RECORD_SIGNING_KEY) return decode(config.RECORD_SIGNING_KEY);
  const generate = () => String(generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }));
  return decode(readOrCreateKeyFile(join(config.DATA_DIR, "record-signing.key"), generate, "record_signing_key"));
}

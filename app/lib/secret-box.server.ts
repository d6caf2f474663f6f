import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { secretsKey } from "./secrets-key.server.ts";

/**
 * AES-256-GCM for small secrets at rest (ADR 0017). A sealed value is "v1:" + base64url(iv ‖
 * ciphertext ‖ tag). The context (e.g. "two-factor:<user id>") is authenticated, so a value copied
 * to another row or column does not open.
 */
const PREFIX = "v1:";

export function seal(plaintext: string, context: string, key: Buffer = secretsKey()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return PREFIX + Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url");
}

export function isSealed(value: string): boolean {
  return value.startsWith(PREFIX);
}

/** The plaintext; throws when the value was altered, sealed for another context or with another key. */
export function open(sealed: string, context: string, key: Buffer = secretsKey()): string {
  if (!isSealed(sealed)) throw new Error("Not a sealed value");
  const raw = Buffer.from(sealed.slice(PREFIX.length), "base64url");
  if (raw.length < 12 + 16) throw new Error("Sealed value too short");
  const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(context, "utf8"));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString("utf8");
}

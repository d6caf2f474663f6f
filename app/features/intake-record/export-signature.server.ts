import { createHash, createPublicKey, sign, verify } from "node:crypto";
import { recordSigningKey } from "~/lib/record-signing-key.server.ts";

/**
 * The detached signature of an intake-record export (ADR 0056): Ed25519 over the exact bytes of
 * the file, with the signing key's public half and id beside it, as a small JSON document. Any
 * changed byte of the file, or of the signature, fails verification.
 */
export const signatureFormat = "parley-intake-record-signature/1";

export type ExportSignature = {
  format: typeof signatureFormat;
  algorithm: "Ed25519";
  keyId: string;
  publicKey: string;
  sha256: string;
  signature: string;
};

export function signExport(bytes: Uint8Array): string {
  const key = recordSigningKey();
  const signature: ExportSignature = {
    format: signatureFormat,
    algorithm: "Ed25519",
    keyId: key.keyId,
    publicKey: key.publicKeyBase64,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    signature: sign(null, bytes, key.privateKey).toString("base64"),
  };
  return `${JSON.stringify(signature, null, 2)}\n`;
}

export type VerifyResult =
  | { ok: true; keyId: string }
  | { ok: false; reason: "malformed-signature" | "unknown-key" | "mismatch" };

/**
 * Verifies an export against its signature file. By default only this deployment's key is
 * trusted (a signature made with another key is "unknown-key"); pass `trustedPublicKey` (base64
 * SPKI DER) to verify another deployment's export.
 */
export function verifyExport(
  bytes: Uint8Array,
  signatureText: string,
  options: { trustedPublicKey?: string } = {},
): VerifyResult {
  let parsed: Partial<ExportSignature>;
  try {
    parsed = JSON.parse(signatureText) as Partial<ExportSignature>;
  } catch {
    return { ok: false, reason: "malformed-signature" };
  }
  if (
    parsed.format !== signatureFormat ||
    parsed.algorithm !== "Ed25519" ||
    typeof parsed.signature !== "string" ||
    typeof parsed.publicKey !== "string"
  ) {
    return { ok: false, reason: "malformed-signature" };
  }
  const trusted = options.trustedPublicKey ?? recordSigningKey().publicKeyBase64;
  if (parsed.publicKey !== trusted) return { ok: false, reason: "unknown-key" };
  const publicKey = createPublicKey({ key: Buffer.from(trusted, "base64"), format: "der", type: "spki" });
  const signature = Buffer.from(parsed.signature, "base64");
  if (signature.length !== 64) return { ok: false, reason: "malformed-signature" };
  return verify(null, bytes, publicKey, signature)
    ? { ok: true, keyId: parsed.keyId ?? "" }
    : { ok: false, reason: "mismatch" };
}

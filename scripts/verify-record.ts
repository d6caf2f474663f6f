import { readFileSync } from "node:fs";
import { verifyExport } from "../app/features/intake-record/export-signature.server.ts";

/**
 * npm run record:verify -- <export file> <signature file> [--public-key <base64 SPKI>]
 * Checks an intake-record export (JSON or PDF) against its detached signature with this
 * deployment's key (RECORD_SIGNING_KEY or DATA_DIR/record-signing.key), or the public key given.
 * Exit 0: the file is exactly what Parley signed; 1: it is not; 2: wrong usage. ADR 0056.
 */
const args = process.argv.slice(2);
const keyAt = args.indexOf("--public-key");
const trustedPublicKey = keyAt >= 0 ? args[keyAt + 1] : undefined;
const files = keyAt >= 0 ? args.filter((_, index) => index !== keyAt && index !== keyAt + 1) : args;
if (files.length !== 2 || (keyAt >= 0 && !trustedPublicKey)) {
  console.error("Usage: npm run record:verify -- <export file> <signature file> [--public-key <base64>]");
  process.exit(2);
}
const [file, signatureFile] = files as [string, string];
let bytes: Buffer;
let signature: string;
try {
  bytes = readFileSync(file);
  signature = readFileSync(signatureFile, "utf8");
} catch (error) {
  console.error(`Cannot read the files: ${(error as Error).message}`);
  process.exit(2);
}
const result = verifyExport(bytes, signature, { trustedPublicKey });
const messages = {
  "malformed-signature": "FAILED: the signature file is not a Parley intake-record signature.",
  "unknown-key": "FAILED: the signature was not made with this deployment's key.",
  mismatch: "FAILED: the file does not match its signature (it was changed, or it is another file).",
} as const;
if (result.ok) {
  console.log(`OK: ${file} is the intake record signed by key ${result.keyId}.`);
  process.exit(0);
}
console.log(messages[result.reason]);
process.exit(1);

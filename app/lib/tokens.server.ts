import { createHash } from "node:crypto";
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";

/**
 * Bearer secrets per the Lucia guide: 20 random bytes, base32; only the SHA-256 of a token is
 * ever stored, so a leaked table yields nothing usable.
 */
export function generateToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** The token's SHA-256 as lowercase hex, by Node's native hash (every page view of a visitor or user hashes one, ADR 0097). */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

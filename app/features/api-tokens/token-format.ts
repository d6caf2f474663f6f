/**
 * API token secrets (ADR 0014): `parley_pat_` followed by 32 base32 characters (160 random bits).
 * The readable prefix lets people and secret scanners recognise a leaked token. Client-safe.
 */
export const apiTokenPrefix = "parley_pat_";

/** How much of the secret is kept readable in lists: the prefix and the first 6 random characters. */
export function displayPrefix(secret: string): string {
  return secret.slice(0, apiTokenPrefix.length + 6);
}

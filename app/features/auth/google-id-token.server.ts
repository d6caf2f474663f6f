import { createPublicKey, type JsonWebKey, type KeyObject, verify } from "node:crypto";

/**
 * Verifies a Google ID token (a JWT) with node:crypto: the RS256 signature against Google's JWKS,
 * then the issuer, the audience (our client id) and the expiry. Keys are cached per JWKS URL for
 * the time the JWKS response allows (Cache-Control max-age, at most a day); an unknown key id
 * triggers one refetch, at most once a minute, so rotated keys are picked up.
 */
export type GoogleIdTokenClaims = {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
};

export class IdTokenError extends Error {
  constructor(reason: string) {
    super(`ID token rejected: ${reason}`);
    this.name = "IdTokenError";
  }
}

const issuers = new Set(["https://accounts.google.com", "accounts.google.com"]);
const CLOCK_SKEW_SECONDS = 60;
const MIN_REFETCH_MS = 60_000;
const DEFAULT_MAX_AGE_MS = 3600_000;

type KeySet = { keys: Map<string, KeyObject>; fetchedAt: number; expiresAt: number };
const keySets = new Map<string, KeySet>();

async function fetchKeySet(jwksUrl: string): Promise<KeySet> {
  const response = await fetch(jwksUrl, {
    headers: { Accept: "application/json" },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new IdTokenError(`JWKS answered ${response.status}`);
  const body = (await response.json()) as { keys?: Array<JsonWebKey & { kid?: string }> };
  const keys = new Map<string, KeyObject>();
  for (const jwk of body.keys ?? []) {
    if (jwk.kty !== "RSA" || typeof jwk.kid !== "string" || (jwk.alg !== undefined && jwk.alg !== "RS256")) continue;
    if (jwk.use !== undefined && jwk.use !== "sig") continue;
    keys.set(jwk.kid, createPublicKey({ key: { kty: jwk.kty, n: jwk.n, e: jwk.e }, format: "jwk" }));
  }
  const maxAge = /max-age=(\d+)/.exec(response.headers.get("Cache-Control") ?? "")?.[1];
  const maxAgeMs = maxAge ? Math.min(Number(maxAge) * 1000, 24 * 3600_000) : DEFAULT_MAX_AGE_MS;
  const now = Date.now();
  return { keys, fetchedAt: now, expiresAt: now + maxAgeMs };
}

async function signingKey(jwksUrl: string, kid: string): Promise<KeyObject | null> {
  let set = keySets.get(jwksUrl);
  const now = Date.now();
  const expired = !set || set.expiresAt <= now;
  const unknownKid = set !== undefined && !set.keys.has(kid) && now - set.fetchedAt >= MIN_REFETCH_MS;
  if (expired || unknownKid) {
    set = await fetchKeySet(jwksUrl);
    keySets.set(jwksUrl, set);
  }
  return set!.keys.get(kid) ?? null;
}

function decodeJson(segment: string): Record<string, unknown> {
  try {
    const value = JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new IdTokenError("malformed");
}

export async function verifyGoogleIdToken(
  idToken: string,
  options: { clientId: string; jwksUrl: string; now?: Date },
): Promise<GoogleIdTokenClaims> {
  const parts = idToken.split(".");
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]*$/.test(part))) throw new IdTokenError("malformed");
  const [encodedHeader, encodedPayload, encodedSignature] = parts as [string, string, string];
  const header = decodeJson(encodedHeader);
  // Only RS256: "none" and HMAC algorithms (signed with a public key as the secret) are refused.
  if (header.alg !== "RS256" || typeof header.kid !== "string")
    throw new IdTokenError("unexpected algorithm or key id");
  const key = await signingKey(options.jwksUrl, header.kid);
  if (!key) throw new IdTokenError("unknown key");
  const valid = verify(
    "RSA-SHA256",
    Buffer.from(`${encodedHeader}.${encodedPayload}`),
    key,
    Buffer.from(encodedSignature, "base64url"),
  );
  if (!valid) throw new IdTokenError("bad signature");

  const claims = decodeJson(encodedPayload);
  const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (typeof claims.iss !== "string" || !issuers.has(claims.iss)) throw new IdTokenError("wrong issuer");
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(options.clientId)) throw new IdTokenError("wrong audience");
  if (audiences.length > 1 && claims.azp !== options.clientId) throw new IdTokenError("wrong authorized party");
  if (typeof claims.exp !== "number" || claims.exp + CLOCK_SKEW_SECONDS <= nowSeconds)
    throw new IdTokenError("expired");
  if (typeof claims.iat === "number" && claims.iat - CLOCK_SKEW_SECONDS > nowSeconds)
    throw new IdTokenError("issued in the future");
  if (typeof claims.sub !== "string" || claims.sub === "") throw new IdTokenError("no subject");
  if (typeof claims.email !== "string" || claims.email === "") throw new IdTokenError("no e-mail");
  return {
    sub: claims.sub,
    email: claims.email.toLowerCase(),
    // Google sends a boolean; some older tokens carried the string "true".
    emailVerified: claims.email_verified === true || claims.email_verified === "true",
    name: typeof claims.name === "string" ? claims.name : null,
    picture: typeof claims.picture === "string" ? claims.picture : null,
  };
}

/** Forgets cached keys (tests). */
export function clearJwksCache(): void {
  keySets.clear();
}

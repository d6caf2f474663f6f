import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from "jose";

/**
 * Verifies a Google ID token with `jose` (ADR 0011): the RS256 signature against Google's JWKS,
 * then the issuer, the audience (our client id) and the expiry. `jose` caches the key set per URL
 * and refetches it when a token names a key id it does not know (rotated keys), at most once in
 * its cooldown.
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

const ISSUERS = ["https://accounts.google.com", "accounts.google.com"];
const CLOCK_SKEW_SECONDS = 60;

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySet(jwksUrl: string): ReturnType<typeof createRemoteJWKSet> {
  let set = keySets.get(jwksUrl);
  if (!set) {
    set = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 10_000, cooldownDuration: 60_000 });
    keySets.set(jwksUrl, set);
  }
  return set;
}

/** Names why `jose` refused a token, in the words our logs and tests use. */
function reason(error: unknown): string {
  if (error instanceof errors.JWTExpired) return "expired";
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === "aud") return "wrong audience";
    if (error.claim === "iss") return "wrong issuer";
    if (error.claim === "iat") return "issued in the future";
    return `bad claim ${error.claim}`;
  }
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported)
    return "unexpected algorithm or key id";
  if (error instanceof errors.JWSSignatureVerificationFailed) return "bad signature";
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys)
    return "unknown key";
  if (error instanceof errors.JWKSTimeout) return "JWKS timed out";
  if (error instanceof errors.JOSEError) return "malformed";
  return "JWKS unavailable";
}

export async function verifyGoogleIdToken(
  idToken: string,
  options: { clientId: string; jwksUrl: string; now?: Date },
): Promise<GoogleIdTokenClaims> {
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(idToken, keySet(options.jwksUrl), {
      algorithms: ["RS256"],
      issuer: ISSUERS,
      audience: options.clientId,
      clockTolerance: CLOCK_SKEW_SECONDS,
      currentDate: options.now,
      requiredClaims: ["exp", "sub"],
    }));
  } catch (error) {
    throw new IdTokenError(reason(error));
  }
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (audiences.length > 1 && claims.azp !== options.clientId) throw new IdTokenError("wrong authorized party");
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

import { sql } from "kysely";
import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from "arctic";
import { db } from "../../../db/client.ts";
import { env } from "~/lib/env.server.ts";
import type { GoogleFlowAttempt } from "~/lib/google-flow-cookies.server.ts";
import { DomainError } from "~/lib/errors.ts";
import { logger } from "~/lib/logger.server.ts";
import { ensurePersonalOrganization } from "~/features/organizations/ensure-personal-organization.server.ts";
import { type GoogleIdTokenClaims, verifyGoogleIdToken } from "./google-id-token.server.ts";
import { createSession, invalidateAllSessions, invalidateSessionToken, recordLoginMethod } from "./session.server.ts";
import type { AuthMeta, SignedIn } from "./sign-up.server.ts";
import { defaultNameFor } from "./sign-up.server.ts";

/**
 * Google sign-in (ADR 0011). The authorization code flow with PKCE and state through
 * arctic's generic OAuth2Client, so the endpoints come from configuration (GOOGLE_AUTH_URL,
 * GOOGLE_TOKEN_URL, GOOGLE_JWKS_URL); the ID token is verified locally against the JWKS.
 */
const scopes = ["openid", "email", "profile"];

export function googleEnabled(): boolean {
  const config = env();
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

function client(): OAuth2Client {
  const config = env();
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET)
    throw new DomainError("NOT_FOUND", "errors:domain.googleNotConfigured");
  return new OAuth2Client(config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET, googleRedirectUri());
}

function googleRedirectUri(): string {
  return new URL("/auth/google/callback", env().APP_URL).toString();
}

/** GET /auth/google: where to send the browser, and the attempt its cookies must remember. */
export function startGoogleSignIn(redirectTo?: string): { url: string; attempt: GoogleFlowAttempt } {
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const url = client().createAuthorizationURLWithPKCE(
    env().GOOGLE_AUTH_URL,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    scopes,
  );
  url.searchParams.set("prompt", "select_account");
  return { url: url.toString(), attempt: { state, codeVerifier, redirectTo: redirectTo ?? null } };
}

export type GoogleCallbackFailure = "denied" | "invalid" | "unverified" | "failed";

/**
 * GET /auth/google/callback: checks the state Google sent back (`query`) against the one the
 * attempt remembers, exchanges the code (with the PKCE verifier) and verifies the ID token.
 * Returns Google's claims or a failure reason.
 */
export async function completeGoogleCallback(
  query: URLSearchParams,
  remembered: { state: string | null; codeVerifier: string | null; redirectTo: string | null },
): Promise<
  { ok: true; claims: GoogleIdTokenClaims; redirectTo: string | null } | { ok: false; reason: GoogleCallbackFailure }
> {
  if (query.get("error")) return { ok: false, reason: "denied" };
  const code = query.get("code");
  const state = query.get("state");
  const { state: expectedState, codeVerifier, redirectTo } = remembered;
  if (!code || !state || !expectedState || !codeVerifier || state !== expectedState)
    return { ok: false, reason: "invalid" };
  const config = env();
  try {
    const tokens = await client().validateAuthorizationCode(config.GOOGLE_TOKEN_URL, code, codeVerifier);
    const claims = await verifyGoogleIdToken(tokens.idToken(), {
      clientId: config.GOOGLE_CLIENT_ID!,
      jwksUrl: config.GOOGLE_JWKS_URL,
    });
    return { ok: true, claims, redirectTo: redirectTo && /^\/(?![/\\])/.test(redirectTo) ? redirectTo : null };
  } catch {
    return { ok: false, reason: "failed" };
  }
}

/**
 * Signs in with a verified Google identity:
 * - an already linked Google account signs in its user;
 * - otherwise an account with the same e-mail is linked, but only when Google says the e-mail is
 *   verified. If that account's own e-mail was never verified, its password is removed and its
 *   sessions ended: whoever set it never proved they own the address;
 * - otherwise (verified e-mail only) a new user is created, with a personal organization.
 */
export async function signInWithGoogle(
  claims: GoogleIdTokenClaims,
  meta: AuthMeta,
): Promise<SignedIn & { isNewUser: boolean; twoFactorRequired: boolean; onboardingCompleted: boolean }> {
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    let isNewUser = false;
    // Two callbacks for one Google account at once (two tabs) take turns: the second finds the link.
    await sql`select pg_advisory_xact_lock(hashtextextended(${`google:${claims.sub}`}, 0))`.execute(trx);
    const linked = await trx
      .selectFrom("oauth_accounts")
      .select("user_id")
      .where("provider", "=", "google")
      .where("provider_user_id", "=", claims.sub)
      .executeTakeFirst();
    let userId = linked?.user_id;
    if (!userId) {
      if (!claims.emailVerified) {
        throw new DomainError("OAUTH_EMAIL_UNVERIFIED");
      }
      const existing = await trx
        .selectFrom("users")
        .select(["id", "email_verified_at", "image"])
        .where("email", "=", claims.email)
        .forUpdate()
        .executeTakeFirst();
      if (existing) {
        userId = existing.id;
        const unprovenPassword = existing.email_verified_at === null;
        await trx
          .updateTable("users")
          .set({
            email_verified_at: existing.email_verified_at ?? now,
            image: existing.image ?? claims.picture,
            ...(unprovenPassword ? { password_hash: null } : {}),
            updated_at: now,
          })
          .where("id", "=", existing.id)
          .execute();
        if (unprovenPassword) await invalidateAllSessions(trx, existing.id);
      } else {
        const created = await trx
          .insertInto("users")
          .values({
            email: claims.email,
            name: claims.name?.trim().slice(0, 100) || defaultNameFor(claims.email),
            image: claims.picture,
            email_verified_at: now,
          })
          .onConflict((conflict) => conflict.constraint("users_email_key").doNothing())
          .returning("id")
          .executeTakeFirst();
        // The address was registered a moment ago by another sign-up.
        if (!created) throw new DomainError("CONFLICT", "errors:domain.accountJustCreated");
        userId = created.id;
        isNewUser = true;
        await ensurePersonalOrganization(trx, userId);
      }
      const inserted = await trx
        .insertInto("oauth_accounts")
        .values({ provider: "google", provider_user_id: claims.sub, user_id: userId })
        .onConflict((conflict) => conflict.constraint("oauth_accounts_user_provider_key").doNothing())
        .returning("id")
        .executeTakeFirst();
      // The account is already linked to a different Google account.
      if (!inserted) throw new DomainError("CONFLICT", "errors:domain.googleAccountLinkedElsewhere");
    }
    await invalidateSessionToken(trx, meta.currentToken);
    await recordLoginMethod(trx, userId, "google");
    const { token, session } = await createSession(trx, userId, { userAgent: meta.userAgent });
    logger.info(isNewUser ? "auth.signed_up" : "auth.signed_in", { userId, method: "google" });
    // With two-factor on, the session opens only /auth/two-factor until a code is given.
    const { two_factor_enabled, onboarding_completed } = await trx
      .selectFrom("users")
      .select(["two_factor_enabled", "onboarding_completed"])
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    return {
      userId,
      token,
      session,
      isNewUser,
      twoFactorRequired: two_factor_enabled,
      onboardingCompleted: onboarding_completed,
    };
  });
}

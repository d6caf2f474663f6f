import { randomFillSync } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { env } from "./env.server.ts";

type Config = ReturnType<typeof env>;

/**
 * A fresh CSP nonce: 16 bytes of the CSPRNG as base64, as `randomBytes(16)` gives, taken from a
 * pool of 256 nonces filled by one call (one system random read per 256 requests instead of one
 * per request; ADR 0103). Every byte is used once.
 */
const nonceBytes = 16;
const pool = Buffer.alloc(nonceBytes * 256);
let poolOffset = pool.length;
export function freshNonce(): string {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const nonce = pool.toString("base64", poolOffset, poolOffset + nonceBytes);
  poolOffset += nonceBytes;
  return nonce;
}

/** The Content-Security-Policy with this nonce; the text around it is made once per configuration (ADR 0103). */
export function contentSecurityPolicy(config: Config, nonce: string): string {
  const policy = policyFor(config);
  return `${policy.before}${nonce}${policy.after}`;
}

const policies = new WeakMap<Config, { before: string; after: string }>();
function policyFor(config: Config) {
  let policy = policies.get(config);
  if (!policy) {
    const marker = "\0nonce\0";
    const whole = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${marker}'`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "media-src 'self' blob:",
      "frame-src 'self' https:",
      "object-src 'none'",
      "base-uri 'self'",
      // A form may lead to Stripe's hosted pages (checkout, billing portal): https, or the
      // STRIPE_API_BASE server when one is configured (a local Stripe in tests speaks http).
      `form-action 'self' https:${config.STRIPE_API_BASE ? ` ${new URL(config.STRIPE_API_BASE).origin}` : ""}`,
      `frame-ancestors ${config.FRAME_ANCESTORS}`,
    ].join("; ");
    const at = whole.indexOf(marker);
    policy = { before: whole.slice(0, at), after: whole.slice(at + marker.length) };
    policies.set(config, policy);
  }
  return policy;
}

/**
 * Security headers for every response. The CSP allows scripts only from this origin and inline
 * scripts carrying this request's nonce. In development (Vite's hot reload injects its own
 * scripts) the CSP is left out.
 */
export function securityHeaders(req: Request, res: Response, next: NextFunction) {
  const nonce = freshNonce();
  res.locals.nonce = nonce;
  const config = env();
  const production = config.NODE_ENV === "production";
  if (production) {
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(config, nonce));
    if (config.APP_URL.startsWith("https:")) {
      res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
  }
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Permissions-Policy", "camera=(self), microphone=(self), geolocation=(), payment=(self)");
  if (req.path.startsWith("/api/")) res.setHeader("Cache-Control", "no-store");
  next();
}

import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { env } from "./env.server.ts";

/**
 * Security headers for every response. The CSP allows scripts only from this origin and inline
 * scripts carrying this request's nonce. In development (Vite's hot reload injects its own
 * scripts) the CSP is left out.
 */
export function securityHeaders(req: Request, res: Response, next: NextFunction) {
  const nonce = randomBytes(16).toString("base64");
  res.locals.nonce = nonce;
  const config = env();
  const production = config.NODE_ENV === "production";
  if (production) {
    res.setHeader(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'`,
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
      ].join("; "),
    );
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

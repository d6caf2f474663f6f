import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server.ts";
import { contentSecurityPolicy, freshNonce } from "./security-headers.server.ts";

describe("the CSP nonce and policy (ADR 0103)", () => {
  it("each response gets its own 16 random bytes, also after the pool of nonces is refilled", () => {
    const nonces = Array.from({ length: 600 }, () => freshNonce());
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    }
  });

  it("allows inline scripts with this response's nonce only, and names the configured Stripe server and frame ancestors", () => {
    const config = parseEnv({ STRIPE_API_BASE: "http://127.0.0.1:12111/v1", FRAME_ANCESTORS: "https://firm.example" });
    expect(contentSecurityPolicy(config, "first+nonce/AAAAAAAAAA==")).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'nonce-first+nonce/AAAAAAAAAA=='",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "media-src 'self' blob:",
        "frame-src 'self' https:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self' https: http://127.0.0.1:12111",
        "frame-ancestors https://firm.example",
      ].join("; "),
    );
    expect(contentSecurityPolicy(config, "second")).toContain("script-src 'self' 'nonce-second';");
    expect(contentSecurityPolicy(parseEnv({}), "n")).toContain("form-action 'self' https:; frame-ancestors 'self'");
  });
});

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
    const directives = (policy: string) =>
      new Map(policy.split("; ").map((d) => [d.split(" ")[0]!, d.split(" ").slice(1)] as const));
    const config = parseEnv({ STRIPE_API_BASE: "http://127.0.0.1:12111/v1", FRAME_ANCESTORS: "https://firm.example" });
    const first = directives(contentSecurityPolicy(config, "first+nonce/AAAAAAAAAA=="));
    expect(first.get("script-src")).toEqual(["'self'", "'nonce-first+nonce/AAAAAAAAAA=='"]);
    expect(first.get("default-src")).toEqual(["'self'"]);
    expect(first.get("object-src")).toEqual(["'none'"]);
    expect(first.get("base-uri")).toEqual(["'self'"]);
    expect(first.get("form-action")).toEqual(["'self'", "https:", "http://127.0.0.1:12111"]);
    expect(first.get("frame-ancestors")).toEqual(["https://firm.example"]);
    // The next response's policy carries its own nonce, not the first one's.
    expect(directives(contentSecurityPolicy(config, "second")).get("script-src")).toEqual(["'self'", "'nonce-second'"]);
    const unconfigured = directives(contentSecurityPolicy(parseEnv({}), "n"));
    expect(unconfigured.get("form-action")).toEqual(["'self'", "https:"]);
    expect(unconfigured.get("frame-ancestors")).toEqual(["'self'"]);
  });
});

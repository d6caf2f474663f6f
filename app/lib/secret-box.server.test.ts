import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isSealed, open, seal } from "./secret-box.server.ts";

const key = randomBytes(32);

describe("secret box", () => {
  it("opens what it sealed, and never shows the plaintext", () => {
    const sealed = seal("JBSWY3DPEHPK3PXP", "two-factor:u1", key);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(open(sealed, "two-factor:u1", key)).toBe("JBSWY3DPEHPK3PXP");
    expect(seal("JBSWY3DPEHPK3PXP", "two-factor:u1", key)).not.toBe(sealed);
  });

  it("refuses another context, another key and an altered value", () => {
    const sealed = seal("secret", "two-factor:u1", key);
    expect(() => open(sealed, "two-factor:u2", key)).toThrow();
    expect(() => open(sealed, "two-factor:u1", randomBytes(32))).toThrow();
    const bytes = Buffer.from(sealed.slice("v1:".length), "base64url");
    bytes[12] ^= 0x01; // one bit of the ciphertext
    const altered = `v1:${bytes.toString("base64url")}`;
    expect(altered).not.toBe(sealed);
    expect(() => open(altered, "two-factor:u1", key)).toThrow();
  });
});

import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { describe, expect, it } from "vitest";
import { generateToken, hashToken } from "./tokens.server.ts";

describe("hashToken", () => {
  it("is SHA-256 in lowercase hex, as every stored token hash was written (ADR 0097)", () => {
    expect(hashToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    // The hashes stored before the native hash were written by @oslojs/crypto: a token signs in the same.
    for (const token of [generateToken(), generateToken(), "ünïcødé-token", ""]) {
      expect(hashToken(token)).toBe(encodeHexLowerCase(sha256(new TextEncoder().encode(token))));
    }
  });
});

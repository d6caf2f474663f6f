import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password.server.ts";

describe("password hashing", () => {
  it("uses argon2id with m=19456, t=2, p=1 and verifies only the right password", async () => {
    const stored = await hashPassword("Correct horse 1");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, "Correct horse 1")).toBe(true);
    expect(await verifyPassword(stored, "correct horse 1")).toBe(false);
  });

  it("a damaged hash never verifies", async () => {
    expect(await verifyPassword("not-a-hash", "anything")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import * as encryptTwoFactorSecrets from "../../db/migrations/202611231401_encrypt_two_factor_secrets.ts";
import { open } from "../../app/lib/secret-box.server.ts";
// The migrator hands the migrations the application's secrets key (ADR 0087); this test runs the step itself.
import "../../db/migrate.ts";
import { Browser, goodPassword, uniqueEmail } from "../support/auth-client.ts";

async function userWithPlaintextSecrets() {
  const email = uniqueEmail("at-rest");
  expect((await new Browser().signUp({ name: "Maria Lopez", email, password: goodPassword })).status).toBe(302);
  const { id } = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  // As rows were stored before ADR 0017: base32 text.
  await db
    .updateTable("users")
    .set({
      two_factor_secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
      two_factor_pending_secret: "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ",
    })
    .where("id", "=", id)
    .execute();
  return id;
}

describe("two-factor secrets at rest", () => {
  it("the migration seals plaintext secrets for their user, leaves sealed ones alone, and its down step opens them again", async () => {
    const userId = await userWithPlaintextSecrets();
    await encryptTwoFactorSecrets.up(db);
    const sealed = await db
      .selectFrom("users")
      .select(["two_factor_secret", "two_factor_pending_secret"])
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(sealed.two_factor_secret).toMatch(/^v1:/);
    expect(open(sealed.two_factor_secret!, `two-factor:${userId}`)).toBe("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP");
    expect(open(sealed.two_factor_pending_secret!, `two-factor:${userId}`)).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");

    await encryptTwoFactorSecrets.up(db);
    const again = await db
      .selectFrom("users")
      .select(["two_factor_secret"])
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(again.two_factor_secret).toBe(sealed.two_factor_secret);

    await encryptTwoFactorSecrets.down(db);
    const opened = await db
      .selectFrom("users")
      .select(["two_factor_secret", "two_factor_pending_secret"])
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(opened).toEqual({
      two_factor_secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
      two_factor_pending_secret: "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ",
    });
    await encryptTwoFactorSecrets.up(db);
  });
});

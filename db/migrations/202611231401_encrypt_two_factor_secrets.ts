import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { migrationSecretsKey } from "./migration-keys.ts";

// Frozen in time. The key comes from the same place the application reads it (ADR 0017), handed
// in by db/migrate.ts (ADR 0087: migrations import no application code); the cipher is written
// out here so that this step keeps doing exactly what it did. Two-factor secrets (confirmed and pending) stored as base32
// text are sealed with AES-256-GCM: "v1:" + base64url(iv ‖ ciphertext ‖ tag), context
// "two-factor:<user id>". The key is only read when there is something to convert.
const columns = ["two_factor_secret", "two_factor_pending_secret"] as const;

function seal(plaintext: string, context: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return `v1:${Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url")}`;
}

function open(sealed: string, context: string, key: Buffer): string {
  const raw = Buffer.from(sealed.slice(3), "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(context, "utf8"));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString("utf8");
}

async function convert(
  db: Kysely<any>,
  change: (value: string, userId: string, key: Buffer) => string | null,
): Promise<void> {
  for (const column of columns) {
    const rows: { id: string; value: string }[] = await db
      .selectFrom("users")
      .select(["id", `${column} as value`])
      .where(column, "is not", null)
      .execute();
    for (const row of rows) {
      const next = change(row.value, row.id, migrationSecretsKey());
      if (next !== null)
        await db
          .updateTable("users")
          .set({ [column]: next })
          .where("id", "=", row.id)
          .execute();
    }
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await convert(db, (value, userId, key) =>
    value.startsWith("v1:") ? null : seal(value, `two-factor:${userId}`, key),
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await convert(db, (value, userId, key) =>
    value.startsWith("v1:") ? open(value, `two-factor:${userId}`, key) : null,
  );
}

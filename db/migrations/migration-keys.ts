/**
 * Keys a migration needs but must not read itself: migrations import kysely and node only, never
 * application code (ADR 0061's layer check, ADR 0087). db/migrate.ts, which runs them, provides
 * the secrets key (app/lib/secrets-key.server.ts, ADR 0017) before any migration runs; a migration
 * asks for it only when it has something to encrypt or decrypt.
 */
let readSecretsKey: (() => Buffer) | undefined;

export function provideSecretsKey(read: () => Buffer): void {
  readSecretsKey = read;
}

export function migrationSecretsKey(): Buffer {
  if (!readSecretsKey)
    throw new Error("No secrets key was provided to the migrations (run them through db/migrate.ts)");
  return readSecretsKey();
}

import { hash, verify } from "@node-rs/argon2";

/**
 * Passwords are hashed with argon2id, m=19456 KiB, t=2, p=1 (OWASP's first recommendation; ADR
 * 0004). The PHC string carries the parameters, so raising them later still verifies old hashes.
 * The library's default algorithm is argon2id (asserted in password.server.test.ts).
 */
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** False for a wrong password and for a hash that cannot be read. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

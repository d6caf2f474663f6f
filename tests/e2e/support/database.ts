import pg from "pg";
import { e2eServers, type E2eVariant } from "../server-log.ts";

/**
 * Direct access to an e2e server's database, for set-up a person does elsewhere (a firm adding a
 * member). The same database serve.ts gives the app: a fresh database on TEST_DATABASE_URL's
 * server, or the embedded PostgreSQL on the variant's port.
 */
export function e2eDatabaseUrl(variant: E2eVariant = "builtin"): string {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const url = new URL(serverUrl);
    url.pathname = `/parley_e2e_${variant}`;
    return url.toString();
  }
  return `postgres://postgres:postgres@127.0.0.1:${e2eServers[variant].databasePort}/parley`;
}

export async function withDatabase<T>(
  run: (client: pg.Client) => Promise<T>,
  variant: E2eVariant = "builtin",
): Promise<T> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl(variant) });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Makes the user with this e-mail a member of the organization with this slug. */
export async function addMembership(email: string, slug: string, role: "owner" | "admin" | "attorney" | "paralegal") {
  await withDatabase(async (client) => {
    const result = await client.query(
      `insert into memberships (organization_id, user_id, role)
       select o.id, u.id, $3 from organizations o, users u where o.slug = $2 and u.email = $1
       on conflict do nothing`,
      [email.toLowerCase(), slug, role],
    );
    if (result.rowCount !== 1) throw new Error("The membership could not be created");
  });
}

/** Marks the user with this e-mail as having finished onboarding (as on a later day). */
export async function markOnboarded(email: string) {
  await withDatabase(async (client) => {
    const result = await client.query(
      `update users set onboarding_completed = true, settings = settings || '{"onboardingCompleted": true}'::jsonb where email = $1`,
      [email.toLowerCase()],
    );
    if (result.rowCount !== 1) throw new Error("The user could not be marked as onboarded");
  });
}

/** Marks the user's e-mail verified, as the link in the verification mail would. */
export async function verifyEmail(email: string): Promise<void> {
  await withDatabase(async (client) => {
    const result = await client.query("update users set email_verified_at = now() where email = $1", [
      email.toLowerCase(),
    ]);
    if (result.rowCount !== 1) throw new Error("The e-mail could not be verified");
  });
}

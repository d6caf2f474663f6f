import { db } from "../../db/client.ts";
import { randomBytes } from "node:crypto";
import { signUpWithPassword } from "../../app/features/auth/sign-up.server.ts";

/**
 * A signed-up user (password account with its personal organization and a session), built
 * through the sign-up use case. The token opens the session: put it in the `parley_session` cookie.
 */
export async function createTestUser(
  overrides: { name?: string; email?: string; password?: string; verified?: boolean } = {},
) {
  const email = overrides.email ?? `user.${randomBytes(5).toString("hex")}@example.test`;
  const password = overrides.password ?? "Sturdy-Pass1";
  const { userId, token, session } = await signUpWithPassword(
    { name: overrides.name ?? "Test User", email, password },
    { clientKey: `factory-${randomBytes(6).toString("hex")}`, userAgent: "factory", currentToken: null },
  );
  if (overrides.verified)
    await db.updateTable("users").set({ email_verified_at: new Date() }).where("id", "=", userId).execute();
  return { userId, email, password, token, session };
}

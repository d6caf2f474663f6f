import { db, type Executor } from "../../../db/client.ts";
import { readUserSettings, type UserSettings } from "./schemas.ts";

/** The signed-in user's own account, as GET /api/auth/get-session and update-user return it. */
export type Account = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  phone: string | null;
  birthday: string | null;
  twoFactorEnabled: boolean;
  sessionTimeout: number;
  lastPasswordChange: string | null;
  onboardingCompleted: boolean;
  hasPassword: boolean;
  settings: UserSettings;
  createdAt: string;
};

export async function getAccount(executor: Executor, userId: string): Promise<Account | null> {
  const row = await executor
    .selectFrom("users")
    .select([
      "id",
      "name",
      "email",
      "email_verified_at",
      "image",
      "phone",
      "birthday",
      "two_factor_enabled",
      "session_timeout_seconds",
      "last_password_change",
      "onboarding_completed",
      "password_hash",
      "settings",
      "created_at",
    ])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: row.email_verified_at !== null,
    image: row.image,
    phone: row.phone,
    birthday: row.birthday,
    twoFactorEnabled: row.two_factor_enabled,
    sessionTimeout: row.session_timeout_seconds,
    lastPasswordChange: row.last_password_change ? new Date(row.last_password_change).toISOString() : null,
    onboardingCompleted: row.onboarding_completed,
    hasPassword: row.password_hash !== null,
    settings: readUserSettings(row.settings),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The signed-in user's own account, read on the pool (getAccount is the query, for a transaction). */
export function getMyAccount(userId: string): Promise<Account | null> {
  return getAccount(db, userId);
}

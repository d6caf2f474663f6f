import { sql } from "kysely";
import { db, type Executor } from "../../../db/client.ts";
import { DomainError } from "~/lib/errors.ts";
import { type Account, getAccount } from "./get-account.server.ts";
import { pendingDomain } from "./link-domains.server.ts";
import { type CustomDomain, readUserSettings, type UpdateUser } from "./schemas.ts";

const columnFields = ["name", "image", "phone", "birthday", "sessionTimeout", "onboardingCompleted"] as const;

/**
 * POST /api/auth/update-user: profile columns are set, settings keys are merged into the stored
 * settings (keys not given keep their value).
 */
export async function updateUser(userId: string, input: UpdateUser): Promise<Account> {
  if (input.customDomains !== undefined)
    input = { ...input, customDomains: await keepServerVerification(db, userId, input.customDomains) };
  const settings = Object.fromEntries(
    Object.entries(input).filter(
      ([key, value]) => value !== undefined && !(columnFields as readonly string[]).includes(key),
    ),
  );
  await db
    .updateTable("users")
    .set({
      updated_at: new Date(),
      // A field the input leaves undefined is not in the SET list (Kysely skips undefined values).
      name: input.name,
      image: input.image,
      phone: input.phone,
      birthday: input.birthday,
      session_timeout_seconds: input.sessionTimeout,
      onboarding_completed: input.onboardingCompleted,
      ...(Object.keys(settings).length > 0
        ? { settings: sql<string>`settings || ${JSON.stringify(settings)}::jsonb` }
        : {}),
    })
    .where("id", "=", userId)
    .returning("id")
    .executeTakeFirstOrThrow(() => new DomainError("USER_NOT_FOUND"));
  return (await getAccount(db, userId))!;
}

/**
 * Only the server verifies a domain (ADR 0016): a caller may drop domains or add new ones (pending,
 * until a DNS check verifies them), never mark one verified.
 */
async function keepServerVerification(
  executor: Executor,
  userId: string,
  given: CustomDomain[],
): Promise<CustomDomain[]> {
  const row = await executor.selectFrom("users").select("settings").where("id", "=", userId).executeTakeFirst();
  const stored = readUserSettings(row?.settings).customDomains;
  return given.map((entry) => stored.find((known) => known.domain === entry.domain) ?? pendingDomain(entry.domain));
}

import { sql } from "kysely";
import type { Executor } from "../../../db/client.ts";
import { DomainError } from "../../lib/errors.ts";
import { type Account, getAccount } from "./get-account.server.ts";
import type { UpdateUser } from "./schemas.ts";

const columnFields = ["name", "image", "phone", "birthday", "sessionTimeout", "onboardingCompleted"] as const;

/**
 * POST /api/auth/update-user: profile columns are set, settings keys are merged into the stored
 * settings (keys not given keep their value).
 */
export async function updateUser(executor: Executor, userId: string, input: UpdateUser): Promise<Account> {
  const settings = Object.fromEntries(
    Object.entries(input).filter(([key, value]) => value !== undefined && !(columnFields as readonly string[]).includes(key)),
  );
  const result = await executor
    .updateTable("users")
    .set({
      updated_at: new Date(),
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.image !== undefined ? { image: input.image } : {}),
      ...(input.phone !== undefined ? { phone: input.phone } : {}),
      ...(input.birthday !== undefined ? { birthday: input.birthday } : {}),
      ...(input.sessionTimeout !== undefined ? { session_timeout_seconds: input.sessionTimeout } : {}),
      ...(input.onboardingCompleted !== undefined ? { onboarding_completed: input.onboardingCompleted } : {}),
      ...(Object.keys(settings).length > 0 ? { settings: sql<string>`settings || ${JSON.stringify(settings)}::jsonb` } : {}),
    })
    .where("id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new DomainError("USER_NOT_FOUND", "User not found");
  return (await getAccount(executor, userId))!;
}

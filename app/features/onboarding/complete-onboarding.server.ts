import { sql } from "kysely";
import { db, type Executor } from "../../../db/client.ts";
import { logger } from "~/lib/logger.server.ts";
import type { OnboardingData } from "./schemas.ts";

/**
 * Stores onboardingData (a JSON string in settings, spec §3), the name and birthday the user gave,
 * and sets onboarding_completed. Completing twice overwrites the data.
 */
export async function completeOnboarding(
  { actor }: { actor: { id: string } },
  onboardingData: OnboardingData,
): Promise<void> {
  const birthday = onboardingData.personalInfo.birthday ? toIsoDate(onboardingData.personalInfo.birthday) : null;
  await db
    .updateTable("users")
    .set({
      name: onboardingData.personalInfo.fullName,
      ...(birthday ? { birthday } : {}),
      onboarding_completed: true,
      settings: sql<string>`settings || ${JSON.stringify({ onboardingCompleted: true, onboardingData: JSON.stringify(onboardingData) })}::jsonb`,
      updated_at: new Date(),
    })
    .where("id", "=", actor.id)
    .execute();
  logger.info("onboarding.completed", { userId: actor.id });
}

/** The stored onboarding data of a user, or null. */
export async function getOnboardingData(executor: Executor, userId: string): Promise<OnboardingData | null> {
  const row = await executor
    .selectFrom("users")
    .select(sql<string | null>`settings->>'onboardingData'`.as("data"))
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!row?.data) return null;
  try {
    return JSON.parse(row.data) as OnboardingData;
  } catch {
    return null;
  }
}

function toIsoDate(mmddyyyy: string): string {
  const [month, day, year] = mmddyyyy.split("/");
  return `${year}-${month}-${day}`;
}

import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { db, type Db, type Executor, type Trx } from "../../../db/client.ts";
import type { MembershipRole } from "../../../db/tables.ts";
import { DomainError } from "~/lib/errors.ts";
import { createOrganization } from "./create-organization.server.ts";

export type UserOrganization = { id: string; name: string; slug: string; isPersonal: boolean; role: MembershipRole };

/**
 * Every user has one personal organization, with the user as owner. Idempotent and safe under
 * concurrent calls: a transaction-scoped advisory lock on the user serializes callers, and the
 * unique index on organizations.personal_user_id keeps the rule even for code that skips the lock.
 */
export async function ensurePersonalOrganization(executor: Executor, userId: string): Promise<UserOrganization> {
  if (executor.isTransaction) return ensureInTransaction(executor as Trx, userId);
  return (executor as Db).transaction().execute((trx) => ensureInTransaction(trx, userId));
}

async function ensureInTransaction(trx: Trx, userId: string): Promise<UserOrganization> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`personal-organization:${userId}`}, 0))`.execute(trx);
  const existing = await trx
    .selectFrom("organizations")
    .select(["id", "name", "slug"])
    .where("personal_user_id", "=", userId)
    .executeTakeFirst();
  if (existing) {
    // Repair a missing owner membership (it is created with the organization).
    await trx
      .insertInto("memberships")
      .values({ organization_id: existing.id, user_id: userId, role: "owner" })
      .onConflict((conflict) => conflict.constraint("memberships_organization_user_key").doNothing())
      .execute();
    return { ...existing, isPersonal: true, role: "owner" };
  }
  const user = await trx
    .selectFrom("users")
    .select(["name", "email"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow(() => new DomainError("USER_NOT_FOUND"));
  // Personal organizations are never public (the intake page skips them); the slug reveals nothing.
  const organization = await createOrganization(trx, {
    slug: `personal-${randomBytes(6).toString("hex")}`,
    name: `${user.name}'s workspace`,
    isPersonal: true,
    config: { ownerEmail: user.email },
  });
  await trx.updateTable("organizations").set({ personal_user_id: userId }).where("id", "=", organization.id).execute();
  await trx
    .insertInto("memberships")
    .values({ organization_id: organization.id, user_id: userId, role: "owner" })
    .execute();
  return { id: organization.id, name: organization.name, slug: organization.slug, isPersonal: true, role: "owner" };
}

/** POST /api/organizations/me/ensure-personal: the signed-in user's personal organization, created if missing. */
export function ensureMyPersonalOrganization(userId: string): Promise<UserOrganization> {
  return ensurePersonalOrganization(db, userId);
}

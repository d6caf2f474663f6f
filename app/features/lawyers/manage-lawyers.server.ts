import { db, type Executor } from "../../../db/client.ts";
import { isUniqueViolation } from "../../../db/unique-violation.ts";
import type { LawyerRow } from "../../../db/tables.ts";
import { DomainError } from "~/lib/errors.ts";
import { type OrganizationActor, requirePermission } from "~/features/members/organization-access.server.ts";
import { isUuid } from "~/lib/ids.ts";
import type { LawyerInput } from "./schemas.ts";

/**
 * The firm manages its own directory (owners and admins: `lawyer:manage`, ADR 0014's map). Every
 * query names the actor's organization, so another organization's lawyer is NOT_FOUND (404).
 */
export const lawyerNotFound = () => new DomainError("NOT_FOUND", "errors:domain.lawyerNotFound");

const duplicate = () => new DomainError("CONFLICT", "errors:domain.lawyerDuplicate");

function columnsOf(input: LawyerInput) {
  return {
    name: input.name,
    firm: input.firm ?? "",
    practice_areas: input.practiceAreas,
    city: input.city ?? "",
    state: input.state ?? "",
    country: input.country ?? "US",
    languages: input.languages ?? [],
    hourly_fee_cents: input.hourlyFee === undefined ? null : Math.round(input.hourlyFee * 100),
    years_experience: input.yearsExperience ?? 0,
    rating: Math.round((input.rating ?? 0) * 10) / 10,
    review_count: input.reviewCount ?? 0,
    phone: input.phone ?? null,
    email: input.email ?? null,
    website: input.website ?? null,
    bio: input.bio ?? "",
    photo_url: input.photoUrl ?? null,
  };
}

/** Every lawyer of the organization, active first, then by name. */
export async function listLawyers(actor: OrganizationActor): Promise<LawyerRow[]> {
  requirePermission(actor, "lawyer:manage");
  return db
    .selectFrom("lawyers")
    .selectAll()
    .where("organization_id", "=", actor.organizationId)
    .orderBy("active", "desc")
    .orderBy("name")
    .orderBy("id")
    .execute();
}

export async function getLawyer(actor: OrganizationActor, lawyerId: string): Promise<LawyerRow> {
  requirePermission(actor, "lawyer:manage");
  if (!isUuid(lawyerId)) throw lawyerNotFound();
  const row = await db
    .selectFrom("lawyers")
    .selectAll()
    .where("organization_id", "=", actor.organizationId)
    .where("id", "=", lawyerId)
    .executeTakeFirstOrThrow(lawyerNotFound);
  return row;
}

export async function createLawyer(actor: OrganizationActor, input: LawyerInput): Promise<{ id: string }> {
  requirePermission(actor, "lawyer:manage");
  return refusingDuplicates(() =>
    db
      .insertInto("lawyers")
      .values({ organization_id: actor.organizationId, ...columnsOf(input) })
      .returning(["id"])
      .executeTakeFirstOrThrow(),
  );
}

export async function updateLawyer(actor: OrganizationActor, lawyerId: string, input: LawyerInput): Promise<void> {
  requirePermission(actor, "lawyer:manage");
  if (!isUuid(lawyerId)) throw lawyerNotFound();
  await refusingDuplicates(() =>
    db
      .updateTable("lawyers")
      .set({ ...columnsOf(input), updated_at: new Date() })
      .where("organization_id", "=", actor.organizationId)
      .where("id", "=", lawyerId)
      .returning("id")
      .executeTakeFirstOrThrow(lawyerNotFound),
  );
}

/** Runs a write of a lawyer; one that would repeat another's unique columns is a CONFLICT (duplicate). */
async function refusingDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

/** Deactivated lawyers disappear from every search at once; reactivating brings them back. */
export async function setLawyerActive(actor: OrganizationActor, lawyerId: string, active: boolean): Promise<void> {
  requirePermission(actor, "lawyer:manage");
  if (!isUuid(lawyerId)) throw lawyerNotFound();
  await db
    .updateTable("lawyers")
    .set({ active, updated_at: new Date() })
    .where("organization_id", "=", actor.organizationId)
    .where("id", "=", lawyerId)
    .returning("id")
    .executeTakeFirstOrThrow(lawyerNotFound);
}

/** The form's values for an existing lawyer (fee in dollars, lists comma separated). */
export function lawyerFormValues(row: LawyerRow): Record<string, string> {
  return {
    name: row.name,
    firm: row.firm,
    practiceAreas: row.practice_areas.join(", "),
    city: row.city,
    state: row.state,
    country: row.country,
    languages: row.languages.join(", "),
    hourlyFee: row.hourly_fee_cents === null ? "" : String(row.hourly_fee_cents / 100),
    yearsExperience: String(row.years_experience),
    rating: String(Number(row.rating)),
    reviewCount: String(row.review_count),
    phone: row.phone ?? "",
    email: row.email ?? "",
    website: row.website ?? "",
    bio: row.bio,
    photoUrl: row.photo_url ?? "",
  };
}

/** Adds lawyers unless already listed (same name and e-mail): the demo seed runs on every start. */
export async function seedLawyers(
  executor: Executor,
  organizationId: string,
  lawyers: readonly LawyerInput[],
): Promise<number> {
  if (lawyers.length === 0) return 0;
  const inserted = await executor
    .insertInto("lawyers")
    .values(lawyers.map((lawyer) => ({ organization_id: organizationId, ...columnsOf(lawyer) })))
    .onConflict((conflict) => conflict.doNothing())
    .returning(["id"])
    .execute();
  return inserted.length;
}

/** The organization whose directory the manager edits, as the settings page names it. */
export function getDirectoryOrganization(
  actor: OrganizationActor,
): Promise<{ id: string; name: string; slug: string }> {
  return db
    .selectFrom("organizations")
    .select(["id", "name", "slug"])
    .where("id", "=", actor.organizationId)
    .executeTakeFirstOrThrow();
}

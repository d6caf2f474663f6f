import { db } from "../../../db/client.ts";
import type { MemberActor } from "./matter-action-guard.server.ts";

/**
 * What the firm shell shows around every firm page (issue 19, ADR 0058): the member's
 * organizations for the switcher, the current one's name and intake page slug, and two counts:
 * matters nobody has opened yet ("new") and matters waiting for a lawyer's review. Every count
 * names the organization in its WHERE clause.
 */
export type FirmShell = {
  organization: { id: string; name: string; slug: string; isPersonal: boolean };
  organizations: { id: string; name: string; isPersonal: boolean }[];
  counts: { unopened: number; awaitingReview: number };
};

export async function getFirmShell(actor: MemberActor): Promise<FirmShell> {
  const [organization, organizations, counts] = await Promise.all([
    db
      .selectFrom("organizations")
      .select(["id", "name", "slug", "is_personal"])
      .where("id", "=", actor.organizationId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("memberships")
      .innerJoin("organizations", "organizations.id", "memberships.organization_id")
      .select(["organizations.id", "organizations.name", "organizations.is_personal"])
      .where("memberships.user_id", "=", actor.userId)
      .orderBy("organizations.is_personal")
      .orderBy("organizations.name")
      .execute(),
    db
      .selectFrom("matters")
      .select((eb) => [
        eb.fn.count<string>("id").filterWhere("first_opened_at", "is", null).as("unopened"),
        eb.fn
          .count<string>("id")
          .filterWhere((inner) =>
            inner.and([inner("review_requested_at", "is not", null), inner("reviewed_at", "is", null)]),
          )
          .as("awaiting_review"),
      ])
      .where("organization_id", "=", actor.organizationId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    organization: {
      id: organization.id,
      name: organization.name,
      slug: organization.slug,
      isPersonal: organization.is_personal,
    },
    organizations: organizations.map((row) => ({ id: row.id, name: row.name, isPersonal: row.is_personal })),
    counts: { unopened: Number(counts.unopened), awaitingReview: Number(counts.awaiting_review) },
  };
}

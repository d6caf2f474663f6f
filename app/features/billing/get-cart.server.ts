import { db } from "../../../db/client.ts";
import type { SubscriptionTier } from "../../../db/tables.ts";
import { rolesWith } from "~/features/members/permissions.ts";
import { billingConfigured } from "./billing-config.server.ts";
import { type BusinessPrices, getBusinessPrices } from "./get-business-prices.server.ts";
import { canManageBilling } from "./plans.ts";

export type BillableOrganization = {
  id: string;
  name: string;
  tier: SubscriptionTier;
  isPersonal: boolean;
  members: number;
};

export type Cart = {
  configured: boolean;
  prices: BusinessPrices;
  organizations: BillableOrganization[];
  selected: BillableOrganization | null;
  alreadyOnPlan: boolean;
};

/**
 * What /cart shows: the firms (not personal organizations) the user may bill for (owner or admin),
 * the one chosen (the asked one if billable, else the active one, else the first), whether it already has a paid plan,
 * and the Business Seat prices. Only the user's own organizations are ever listed.
 */
export async function getCart(
  userId: string,
  wanted: { organizationId?: string | null; activeOrganizationId?: string | null },
): Promise<Cart> {
  const rows = await db
    .selectFrom("memberships as m")
    .innerJoin("organizations as o", "o.id", "m.organization_id")
    .select((eb) => [
      "o.id",
      "o.name",
      "o.subscription_tier as tier",
      "o.is_personal as isPersonal",
      eb
        .selectFrom("memberships as all_members")
        .select((inner) => inner.fn.countAll<string>().as("count"))
        .whereRef("all_members.organization_id", "=", "o.id")
        .as("members"),
    ])
    .where("m.user_id", "=", userId)
    .where("m.role", "in", rolesWith("billing:manage"))
    // Business is billed to a firm: a personal organization has no intake page or team to pay for.
    .where("o.is_personal", "=", false)
    .orderBy("o.created_at", "asc")
    .execute();
  const organizations = rows.map((row) => ({ ...row, members: Number(row.members ?? 1) }));
  const selected =
    organizations.find((organization) => organization.id === wanted.organizationId) ??
    organizations.find((organization) => organization.id === wanted.activeOrganizationId) ??
    organizations[0] ??
    null;
  return {
    configured: billingConfigured(),
    prices: await getBusinessPrices(),
    organizations,
    selected,
    alreadyOnPlan: selected ? canManageBilling(selected.tier) : false,
  };
}

import type { Executor } from "../../../db/client.ts";

export type PlanTier = "free" | "plus" | "business" | "enterprise";
const order: PlanTier[] = ["free", "plus", "business", "enterprise"];

/**
 * The plan shown in settings → Account: the highest tier among the organizations the user belongs
 * to (a member of a business organization works on the business plan), with that organization.
 */
export async function getCurrentPlan(
  executor: Executor,
  userId: string,
): Promise<{ tier: PlanTier; organizationId: string | null }> {
  const rows = await executor
    .selectFrom("memberships as m")
    .innerJoin("organizations as o", "o.id", "m.organization_id")
    .select(["o.id", "o.subscription_tier"])
    .where("m.user_id", "=", userId)
    .execute();
  let best: { tier: PlanTier; organizationId: string | null } = { tier: "free", organizationId: null };
  for (const row of rows) {
    const tier = (order.includes(row.subscription_tier as PlanTier) ? row.subscription_tier : "free") as PlanTier;
    if (best.organizationId === null || order.indexOf(tier) > order.indexOf(best.tier))
      best = { tier, organizationId: row.id };
  }
  return best;
}

import { db } from "../../../db/client.ts";
import { getUserPlanTier } from "~/features/usage/usage.server.ts";
import { getSeatPrices } from "./plan-prices.server.ts";
import type { PlanPageData } from "./plan-page.ts";

/**
 * The plan page's data: the Business Seat's prices and, for a signed-in user, their current plan
 * (the best plan among their organizations, as the profile badge and usage count it; ADR 0036).
 */
export async function loadPlanPage(viewer: { userId: string | null }): Promise<PlanPageData> {
  const [prices, currentTier] = await Promise.all([
    getSeatPrices(),
    viewer.userId ? getUserPlanTier(db, viewer.userId) : null,
  ]);
  return { prices, currentTier };
}

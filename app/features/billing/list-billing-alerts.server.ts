import { db } from "../../../db/client.ts";
import type { SubscriptionStatus } from "../../../db/tables.ts";
import { rolesWith } from "~/features/members/permissions.ts";
import { alertStatuses } from "./subscription-view.ts";

export type BillingAlert = {
  organizationId: string;
  organizationName: string;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
};

/**
 * Subscriptions an owner or admin should hear about (ADR 0033): a payment past due, unpaid or
 * incomplete, or a cancellation set for the end of the period. Only the user's own organizations
 * where they may manage billing; read from the cache, never from Stripe, so every page stays fast.
 */
export async function listBillingAlerts(userId: string): Promise<BillingAlert[]> {
  const rows = await db
    .selectFrom("subscriptions as s")
    .innerJoin("organizations as o", "o.id", "s.organization_id")
    .innerJoin("memberships as m", (join) =>
      join.onRef("m.organization_id", "=", "s.organization_id").on("m.user_id", "=", userId),
    )
    .select(["o.id", "o.name", "s.status", "s.cancel_at_period_end", "s.current_period_end"])
    .where("m.role", "in", rolesWith("billing:manage"))
    .where((eb) =>
      eb.or([
        eb("s.status", "in", [...alertStatuses]),
        eb.and([
          eb("s.cancel_at_period_end", "=", true),
          eb("s.status", "in", ["active", "trialing", "past_due", "unpaid"]),
        ]),
      ]),
    )
    .orderBy("o.name")
    .execute();
  return rows.map((row) => ({
    organizationId: row.id,
    organizationName: row.name,
    status: row.status,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    currentPeriodEnd: row.current_period_end ? new Date(row.current_period_end).toISOString() : null,
  }));
}

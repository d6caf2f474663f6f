import type { Executor } from "../../../db/client.ts";
import type { MemberActor } from "./matter-action-guard.server.ts";
import { changeLockedMatter, withLockedMatter } from "./matter-action-guard.server.ts";

/**
 * Marks the matter reviewed by the acting attorney (matter:review): it leaves the review queue. A
 * matter with no reviewing attorney gets the reviewer as one. Marking it again changes nothing.
 */
export async function markMatterReviewed(executor: Executor, actor: MemberActor, input: { matterId: string }) {
  return withLockedMatter(executor, actor, "mark-reviewed", input.matterId, async (trx, matter) => {
    if (matter.reviewed_at) return { matter, changed: false };
    const reviewed = {
      reviewed_at: new Date(),
      reviewed_by: actor.userId,
      reviewing_attorney_id: matter.reviewing_attorney_id ?? actor.userId,
    };
    const updated = await changeLockedMatter(trx, actor, matter, reviewed, {
      eventType: "matter_reviewed",
      title: { key: "matterReviewed" },
      description: { key: "matterReviewed" },
    });
    return { matter: updated, changed: true };
  });
}

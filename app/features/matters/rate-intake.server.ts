import type { Executor } from "../../../db/client.ts";
import type { MemberActor } from "./matter-action-guard.server.ts";
import { changeLockedMatter, withLockedMatter } from "./matter-action-guard.server.ts";

/** Rates how well the intake went (1-5, optional comment up to 500 characters); a new rating replaces the last. */
export async function rateIntake(
  executor: Executor,
  actor: MemberActor,
  input: { matterId: string; rating: number; comment?: string | undefined },
) {
  return withLockedMatter(executor, actor, "rate-intake", input.matterId, async (trx, matter) => {
    return changeLockedMatter(
      trx,
      actor,
      matter,
      {
        intake_rating: input.rating,
        intake_rating_comment: input.comment ?? null,
        rated_by: actor.userId,
        rated_at: new Date(),
      },
      {
        eventType: "intake_rated",
        title: { key: "intakeRated", params: { rating: input.rating } },
        description: { key: "intakeRated" },
        metadata: { rating: input.rating },
      },
    );
  });
}

import type { Executor } from "../../../db/client.ts";
import type { MemberActor } from "./matter-action-guard.server.ts";
import { changeLockedMatter, withLockedMatter } from "./matter-action-guard.server.ts";

/** Adds an internal note: stored for the firm, listed on the matter page, never shown to the visitor. */
export async function addMatterNote(executor: Executor, actor: MemberActor, input: { matterId: string; body: string }) {
  return withLockedMatter(executor, actor, "add-note", input.matterId, async (trx, matter) => {
    const note = await trx
      .insertInto("matter_notes")
      .values({
        organization_id: actor.organizationId,
        matter_id: matter.id,
        author_id: actor.userId,
        body: input.body,
      })
      .returning(["id", "created_at"])
      .executeTakeFirstOrThrow();
    await changeLockedMatter(
      trx,
      actor,
      matter,
      {},
      {
        eventType: "note_added",
        title: { key: "noteAdded" },
        description: { key: "noteAdded" },
        metadata: { noteId: note.id },
      },
    );
    return note;
  });
}

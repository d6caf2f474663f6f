import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { applyRetentionPolicies } from "../../app/features/retention/apply-retention.server.ts";
import { ensureConversation } from "../../app/features/conversations/conversations.server.ts";
import { createIntakeSession } from "../../app/features/intake/create-intake-session.server.ts";
import { insertMessage } from "../../app/features/conversations/messages.server.ts";
import { getObjectBytes, putObject } from "../../app/lib/storage.server.ts";
import { useFakeS3Storage } from "../support/s3-storage.ts";
import { createTestOrganization } from "../factories/organizations.ts";

/** STORAGE=s3 (ADR 0057): the nightly retention run deletes an expired intake's objects from the bucket through the real AWS SDK. */
useFakeS3Storage();

describe("retention with S3-compatible storage", () => {
  it("an expired conversation's files leave the bucket; a younger one's stay", async () => {
    const organization = await createTestOrganization();
    const now = new Date();
    const conversationWithFile = async (ageDays: number) => {
      const { session } = await createIntakeSession(organization.id);
      const conversation = await ensureConversation(db, session);
      await insertMessage(
        db,
        { organizationId: organization.id, conversationId: conversation.id },
        { role: "user", content: "A contractor never finished my roof." },
      );
      const key = randomBytes(18).toString("base64url");
      await putObject(key, randomBytes(1024), { contentType: "application/pdf" });
      await db
        .insertInto("files")
        .values({
          organization_id: organization.id,
          conversation_id: conversation.id,
          storage_key: key,
          name: "invoice.pdf",
          content_type: "application/pdf",
          size: 1024,
          status: "completed",
          metadata: "{}",
        })
        .execute();
      const then = new Date(now.getTime() - ageDays * 24 * 60 * 60 * 1000);
      await db
        .updateTable("messages")
        .set({ created_at: then })
        .where("conversation_id", "=", conversation.id)
        .execute();
      await db
        .updateTable("conversations")
        .set({ created_at: then, updated_at: then })
        .where("id", "=", conversation.id)
        .execute();
      return { conversationId: conversation.id, key };
    };
    const expired = await conversationWithFile(45);
    const young = await conversationWithFile(3);
    expect(await getObjectBytes(expired.key)).not.toBeNull();

    await applyRetentionPolicies(db, { now });
    expect(await getObjectBytes(expired.key)).toBeNull();
    expect(
      await db.selectFrom("conversations").select("id").where("id", "=", expired.conversationId).executeTakeFirst(),
    ).toBeUndefined();
    expect(await getObjectBytes(young.key)).not.toBeNull();
    const [receipt] = await db
      .selectFrom("deletion_receipts")
      .selectAll()
      .where("organization_id", "=", organization.id)
      .execute();
    expect(receipt).toMatchObject({
      subject: "conversation",
      bytes: 1024,
      counts: expect.objectContaining({ files: 1 }),
    });
    expect(receipt!.completed_at).toBeInstanceOf(Date);
  });
});

import { randomBytes } from "node:crypto";
import { db, transaction } from "../../db/client.ts";
import { ensureConversation } from "../../app/features/conversations/conversations.server.ts";
import { saveContact } from "../../app/features/intake/conversations.server.ts";
import { createIntakeSession } from "../../app/features/intake/create-intake-session.server.ts";
import { insertMessage } from "../../app/features/conversations/messages.server.ts";
import { createMatter, requestLawyerReview } from "../../app/features/matters/matters.server.ts";

/**
 * A matter as an intake leaves it: a visitor session, its conversation with a few messages and
 * contact details, the matter (through the intake's own use cases), and optionally a document,
 * a review request and a consultation payment.
 */
export type TestMatterOptions = {
  service?: string;
  summary?: string;
  clientName?: string;
  urgency?: "low" | "medium" | "high" | "emergency" | "unknown";
  reviewRequested?: boolean;
  payment?: "not-required" | "pending" | "paid";
  document?: boolean;
  /** The visitor's first message. */
  messageText?: string;
};

export async function createTestMatter(organization: { id: string; slug: string }, options: TestMatterOptions = {}) {
  const { session, token } = await createIntakeSession(organization.id);
  const conversation = await ensureConversation(db, session);
  const clientName = options.clientName ?? "Dana Reyes";
  await saveContact(db, conversation, {
    name: clientName,
    email: `client.${randomBytes(3).toString("hex")}@example.test`,
    phone: "+1 704 555 0134",
    location: "Charlotte, NC",
  });
  const scope = { organizationId: organization.id, conversationId: conversation.id };
  await insertMessage(db, scope, {
    role: "user",
    content: options.messageText ?? "My landlord kept my security deposit.",
  });
  await insertMessage(db, scope, { role: "assistant", content: "I'm sorry to hear that. When did you move out?" });
  const payment = options.payment ?? "not-required";
  const { matter } = await transaction((trx) =>
    createMatter(
      trx,
      { ...scope, organizationSlug: organization.slug, paymentRequired: payment !== "not-required" },
      {
        service: options.service ?? "Civil",
        matterSummary:
          options.summary ??
          "The landlord kept a $3,700 security deposit after the tenant moved out of an apartment in Charlotte.",
        answers: { "When did you move out?": "April 30, 2025" },
        urgency: options.urgency ?? "medium",
        clientName,
        opposingParty: "Acme Realty LLC",
      },
    ),
  );
  if (payment === "paid") {
    await db
      .updateTable("matters")
      .set({ payment_id: `pi_${randomBytes(6).toString("hex")}`, payment_amount_cents: 15000 })
      .where("id", "=", matter.id)
      .execute();
  }
  if (options.reviewRequested)
    await transaction((trx) => requestLawyerReview(trx, scope, matter.id, "The visitor asked for a lawyer."));
  let fileId: string | null = null;
  if (options.document) {
    const file = await db
      .insertInto("files")
      .values({
        organization_id: organization.id,
        conversation_id: conversation.id,
        intake_session_id: session.id,
        storage_key: randomBytes(16).toString("hex"),
        name: "lease.pdf",
        content_type: "application/pdf",
        size: 1200,
        status: "completed",
        metadata: JSON.stringify({}),
        analysis: JSON.stringify({ summary: "A residential lease for an apartment in Charlotte." }),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    fileId = file.id;
  }
  return {
    matterId: matter.id,
    matterNumber: matter.matter_number,
    conversationId: conversation.id,
    sessionId: session.id,
    sessionToken: token,
    fileId,
  };
}

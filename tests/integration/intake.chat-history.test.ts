import { describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { ensureConversation } from "../../app/features/conversations/conversations.server.ts";
import { insertMessage, listMessages } from "../../app/features/conversations/messages.server.ts";
import type { Block } from "../../app/features/intake/agent/blocks.ts";
import { listChatMessages } from "../../app/features/intake/chat-history.server.ts";
import { normalizeContactFormConfig } from "../../app/features/intake/contact-form.ts";
import { createIntakeSession } from "../../app/features/intake/create-intake-session.server.ts";
import { createTestOrganization } from "../factories/organizations.ts";

async function conversationOf(organizationId: string) {
  const { session } = await createIntakeSession(organizationId);
  const conversation = await ensureConversation(db, session);
  return { organizationId, conversationId: conversation.id };
}

describe("the intake page's messages, read back", () => {
  it("show an answer's Markdown as HTML and an older contact form with its phone split for the widget", async () => {
    const organization = await createTestOrganization();
    const scope = await conversationOf(organization.id);
    // A contact form stored before the server split its phone (ADR 0073): no phoneField.
    const storedForm: Block = {
      type: "contactForm",
      data: normalizeContactFormConfig({ fields: ["name", "phone"], initialValues: { phone: "704-555-0134" } }),
    };
    await insertMessage(db, scope, { role: "user", content: "My **landlord** kept my deposit." });
    await insertMessage<Block>(db, scope, {
      role: "assistant",
      content: "I can **help** with that.",
      blocks: [storedForm],
    });

    const { messages, hasOlder } = await listChatMessages(db, scope, { limit: 10 });

    expect(hasOlder).toBe(false);
    expect(messages.map((message) => message.role)).toEqual(["user", "assistant"]);
    const [question, answer] = messages;
    expect(question?.html).toBeUndefined();
    expect(answer?.html).toContain("<strong>help</strong>");
    const form = answer?.blocks[0];
    expect(form?.type === "contactForm" && form.data.phoneField).toEqual({ country: "US", national: "(704) 555-0134" });
    // The split is made when shown; what is stored stays as it was.
    const stored = await listMessages<Block>(db, scope, { limit: 10 });
    const storedBlock = stored.messages[1]?.blocks[0];
    expect(storedBlock?.type === "contactForm" && storedBlock.data.phoneField).toBeUndefined();
  });

  it("never shows another organization's conversation", async () => {
    const firm = await createTestOrganization();
    const other = await createTestOrganization();
    const scope = await conversationOf(firm.id);
    await insertMessage(db, scope, { role: "user", content: "Private words." });

    const { messages } = await listChatMessages(db, { ...scope, organizationId: other.id }, { limit: 10 });

    expect(messages).toEqual([]);
  });
});

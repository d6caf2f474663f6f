import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { analyzeDocument } from "../../app/features/files/analyze-document.server.ts";
import { ensureConversation } from "../../app/features/conversations/conversations.server.ts";
import { conversationHistory, listMessages } from "../../app/features/conversations/messages.server.ts";
import { createMatter, ensureChecklist, getMatterForConversation } from "../../app/features/matters/matters.server.ts";
import type { DocumentChecklist } from "../../app/features/matters/schemas.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import { makePdf, tinyPng } from "../support/documents.ts";
import { type UploadBody, uploadFile } from "../support/file-client.ts";
import { Visitor } from "../support/intake-client.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "parley-message-attachments-"));
process.env.DATA_DIR = dataDir;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

let visitor: Visitor;
let organization: Awaited<ReturnType<typeof createTestOrganization>>;

beforeEach(async () => {
  organization = await createTestOrganization({ name: "Alder Employment Law" });
  visitor = new Visitor(organization.id, organization.slug);
  await visitor.startSession();
  await visitor.acknowledge();
});

async function scopeOf(who: Visitor) {
  const session = await db
    .selectFrom("intake_sessions")
    .selectAll()
    .where("id", "=", who.sessionId!)
    .executeTakeFirstOrThrow();
  const conversation = await ensureConversation(db, session);
  return { organizationId: who.organizationId, conversationId: conversation.id };
}

async function upload(who: Visitor, file: File) {
  const response = await uploadFile(who, file);
  expect(response.status).toBe(201);
  return ((await response.json()) as UploadBody).data!;
}

const photo = () => new File([new Uint8Array(tinyPng())], "broken-window.png", { type: "image/png" });

async function userMessages(who: Visitor) {
  const { messages } = await listMessages(db, await scopeOf(who), { limit: 20 });
  return messages.filter((message) => message.role === "user");
}

describe("files sent with a message (the stream's attachments)", () => {
  it("are stored on the visitor's message, apart from their words, and the model is told their names", async () => {
    const uploaded = await upload(visitor, photo());
    const { response } = await visitor.stream("", {
      body: {
        messages: [{ role: "user", content: "This is the window they broke." }],
        organizationId: visitor.organizationId,
        sessionId: visitor.sessionId,
        attachments: [uploaded],
      },
    });
    expect(response.status).toBe(200);
    const [message] = await userMessages(visitor);
    expect(message).toMatchObject({
      content: "This is the window they broke.",
      files: [
        {
          fileId: uploaded.fileId,
          name: "broken-window.png",
          type: "image/png",
          size: uploaded.fileSize,
          url: `/api/files/${uploaded.fileId}`,
        },
      ],
    });
    const history = await conversationHistory(db, await scopeOf(visitor));
    expect(history[0]).toEqual({
      role: "user",
      content: "This is the window they broke.\n\nAttached: broken-window.png",
    });
  });

  it("can be sent without words", async () => {
    const uploaded = await upload(visitor, photo());
    const { response } = await visitor.stream("", {
      body: {
        messages: [{ role: "user", content: "" }],
        organizationId: visitor.organizationId,
        sessionId: visitor.sessionId,
        attachments: [{ fileId: uploaded.fileId }],
      },
    });
    expect(response.status).toBe(200);
    expect(await userMessages(visitor)).toEqual([
      expect.objectContaining({ content: "", files: [expect.objectContaining({ fileId: uploaded.fileId })] }),
    ]);
  });

  it("must be the visitor's own uploads: another session's file is refused and nothing is stored or counted", async () => {
    const other = new Visitor(organization.id, organization.slug);
    await other.startSession();
    const theirs = await upload(other, photo());
    const { response } = await visitor.stream("", {
      body: {
        messages: [{ role: "user", content: "look" }],
        organizationId: visitor.organizationId,
        sessionId: visitor.sessionId,
        attachments: [{ fileId: theirs.fileId }],
      },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: "An attached file was not found. Please attach it again.",
      code: "ATTACHMENT_NOT_FOUND",
    });
    expect(await userMessages(visitor)).toEqual([]);
    const used = await db
      .selectFrom("usage_counters")
      .select("used")
      .where("metric", "=", "messages")
      .where("subject", "=", `session:${visitor.sessionId!}`)
      .executeTakeFirst();
    expect(used?.used ?? 0).toBe(0);
  });

  it("without JavaScript, the composer's file input stores the files on the message too", async () => {
    const response = await visitor.submit({
      intent: "send",
      message: "My pay stub",
      attachments: new File([await makePdf(["Pay period March 1 to March 15, 2026. Gross pay $1,200."])], "march.pdf"),
    });
    expect(response.status).toBe(302);
    const [message] = await userMessages(visitor);
    expect(message).toMatchObject({
      content: "My pay stub",
      files: [expect.objectContaining({ name: "march.pdf", type: "application/pdf" })],
    });
  });
});

describe("a composer upload that matches a checklist document", () => {
  async function employmentChecklist() {
    const scope = await scopeOf(visitor);
    const { matter } = await createMatter(
      db,
      { ...scope, organizationSlug: organization.slug, paymentRequired: false },
      { service: "Employment", matterSummary: "My employer has not paid my last two paychecks in Denver, CO." },
    );
    await ensureChecklist(db, scope, matter);
    return async () => ((await getMatterForConversation(db, scope))!.checklist as DocumentChecklist).documents;
  }

  it("ticks it: 'Processing' (pending, with the file) while it is analysed, then uploaded", async () => {
    const documents = await employmentChecklist();
    const uploaded = await upload(
      visitor,
      new File([await makePdf(["Earnings statement. Pay period March 1 to March 15, 2026."])], "paystub-march.pdf"),
    );
    expect((await documents()).find((document) => document.id === "pay-stubs")).toMatchObject({
      status: "pending",
      file: { fileId: uploaded.fileId, name: "paystub-march.pdf" },
    });

    expect(
      await analyzeDocument(
        { organizationId: visitor.organizationId, fileId: uploaded.fileId },
        { finalAttempt: false },
      ),
    ).toBe("completed");
    expect((await documents()).find((document) => document.id === "pay-stubs")).toMatchObject({
      status: "uploaded",
      file: { fileId: uploaded.fileId },
    });
    // The other documents are untouched.
    expect(
      (await documents()).filter((document) => document.status !== "missing").map((document) => document.id),
    ).toEqual(["pay-stubs"]);
  });

  it("a photo (not analysed) is uploaded at once; an unrelated name ticks nothing", async () => {
    const documents = await employmentChecklist();
    await upload(visitor, new File([new Uint8Array(tinyPng())], "IMG_2041.png", { type: "image/png" }));
    expect((await documents()).every((document) => document.status === "missing")).toBe(true);
    await upload(visitor, new File([new Uint8Array(tinyPng())], "employment_contract.png", { type: "image/png" }));
    expect((await documents()).find((document) => document.id === "employment-contract")).toMatchObject({
      status: "uploaded",
      file: { name: "employment_contract.png" },
    });
  });

  it("without JavaScript, a file attached to a message ticks it as well", async () => {
    const documents = await employmentChecklist();
    const response = await visitor.submit({
      intent: "send",
      message: "",
      attachments: new File([new Uint8Array(tinyPng())], "pay_stubs.png", { type: "image/png" }),
    });
    expect(response.status).toBe(302);
    expect((await documents()).find((document) => document.id === "pay-stubs")).toMatchObject({
      status: "uploaded",
      file: { name: "pay_stubs.png" },
    });
  });
});

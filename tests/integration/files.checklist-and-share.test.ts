import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db, transaction } from "../../db/client.ts";
import type { Conversation } from "../../db/tables.ts";
import { offerCasePdf } from "../../app/features/case-pdf/offer-case-pdf.server.ts";
import { shareCaseFile } from "../../app/features/case-pdf/share-case-file.server.ts";
import { analyzeDocument } from "../../app/features/files/analyze-document.server.ts";
import { listSharedFiles } from "../../app/features/files/shared-files.server.ts";
import { ensureConversation } from "../../app/features/conversations/conversations.server.ts";
import { saveContact } from "../../app/features/intake/conversations.server.ts";
import { listMessages } from "../../app/features/conversations/messages.server.ts";
import { createMatter, ensureChecklist, getMatterForConversation } from "../../app/features/matters/matters.server.ts";
import type { DocumentChecklist } from "../../app/features/matters/schemas.ts";
import { getObjectStream } from "../../app/lib/storage.server.ts";
import { loader as sharedLoader } from "../../app/routes/api/case-files/shared/$token.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import { makePdf, pdfTextOf, tinyPng } from "../support/documents.ts";
import { Visitor } from "../support/intake-client.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "parley-files-checklist-"));
process.env.DATA_DIR = dataDir;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

let visitor: Visitor;
let organizationId: string;
let conversation: Conversation;
let scope: { organizationId: string; conversationId: string };
let matterId: string;
let matterNumber: string;

beforeEach(async () => {
  const organization = await createTestOrganization({ name: "Birch Family Law" });
  organizationId = organization.id;
  visitor = new Visitor(organization.id, organization.slug);
  await visitor.startSession();
  const session = await db
    .selectFrom("intake_sessions")
    .selectAll()
    .where("id", "=", visitor.sessionId!)
    .executeTakeFirstOrThrow();
  conversation = await ensureConversation(db, session);
  scope = { organizationId, conversationId: conversation.id };
  const { matter } = await transaction((trx) =>
    createMatter(
      trx,
      { ...scope, organizationSlug: organization.slug, paymentRequired: false },
      {
        service: "Family",
        matterSummary:
          "My wife and I separated in March 2025 after nine years of marriage; we have two children and need a custody plan.",
        answers: {},
        clientName: "Dana Reyes",
        opposingParty: "Maria Reyes",
        jurisdiction: { city: "Charlotte", state: "NC", country: "US" },
      },
    ),
  );
  await ensureChecklist(db, scope, matter);
  matterId = matter.id;
  matterNumber = matter.matter_number;
});

const toastOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .filter((cookie) => cookie.startsWith("parley-toast="))
    .map(
      (cookie) =>
        JSON.parse(Buffer.from(cookie.split(";")[0]!.slice("parley-toast=".length), "base64url").toString("utf8")) as {
          title: string;
          type: string;
        },
    );

async function checklist(): Promise<DocumentChecklist> {
  return (await getMatterForConversation(db, scope))!.checklist as DocumentChecklist;
}

describe("checklist uploads without JavaScript", () => {
  it("an upload says 'Document Uploaded'; removing it deletes the file, its bytes and its analysis, and says 'Document Removed'", async () => {
    const uploaded = await visitor.submit({
      intent: "checklist-upload",
      documentId: "marriage-certificate",
      file: new File([await makePdf(["Certificate of marriage, June 5, 2016."])], "certificate.pdf"),
    });
    expect(uploaded.status).toBe(302);
    expect(toastOf(uploaded)).toEqual([expect.objectContaining({ type: "success", title: "Document Uploaded" })]);
    // 'Processing' while the document is read, with its file; uploaded once the analysis ends.
    const pending = (await checklist()).documents.find((candidate) => candidate.id === "marriage-certificate")!;
    expect(pending).toMatchObject({ status: "pending", file: { name: "certificate.pdf" } });
    expect(await analyzeDocument({ organizationId, fileId: pending.file!.fileId }, { finalAttempt: false })).toBe(
      "completed",
    );
    const document = (await checklist()).documents.find((candidate) => candidate.id === "marriage-certificate")!;
    expect(document.status).toBe("uploaded");
    const file = await db
      .selectFrom("files")
      .select(["id", "storage_key", "analysis_message_id"])
      .where("id", "=", document.file!.fileId)
      .executeTakeFirstOrThrow();
    const message = { id: file.analysis_message_id! };

    const removed = await visitor.submit({ intent: "checklist-remove", documentId: "marriage-certificate" });
    expect(removed.status).toBe(302);
    expect(toastOf(removed)).toEqual([expect.objectContaining({ title: "Document Removed" })]);
    expect((await checklist()).documents.find((candidate) => candidate.id === "marriage-certificate")).toMatchObject({
      status: "missing",
    });
    expect(await db.selectFrom("files").select("id").where("id", "=", file.id).executeTakeFirst()).toBeUndefined();
    expect(await getObjectStream(file.storage_key)).toBeNull();
    expect(
      await db.selectFrom("messages").select("id").where("id", "=", message.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(await listSharedFiles(db, { organizationId, intakeSessionId: visitor.sessionId! })).toEqual([]);

    // Removing it again changes nothing and says nothing.
    const again = await visitor.submit({ intent: "checklist-remove", documentId: "marriage-certificate" });
    expect(again.status).toBe(302);
    expect(toastOf(again)).toEqual([]);
  });

  it("a file outside the checklist's types is refused as an unsupported type (415) with the spec's text and nothing is stored", async () => {
    const response = await visitor.submit({
      intent: "checklist-upload",
      documentId: "marriage-certificate",
      file: new File(["a,b\n1,2\n"], "numbers.csv"),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({
      uploadError: { documentId: "marriage-certificate", message: "File type not supported" },
    });
    expect(await listSharedFiles(db, { organizationId, intakeSessionId: visitor.sessionId! })).toEqual([]);
  });
});

describe("the matter panel's document upload", () => {
  it("also takes a GIF or WebP image for a checklist document, which the checklist's own input does not", async () => {
    const gif = new Uint8Array(Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64"));
    const fromChecklist = await visitor.submit({
      intent: "checklist-upload",
      documentId: "financial-records",
      file: new File([gif], "statement.gif"),
    });
    expect(fromChecklist.status).toBe(415);
    const fromPanel = await visitor.submit({
      intent: "checklist-upload",
      source: "matter-panel",
      documentId: "financial-records",
      file: new File([gif], "statement.gif"),
    });
    expect(fromPanel.status).toBe(302);
    expect((await checklist()).documents.find((candidate) => candidate.id === "financial-records")).toMatchObject({
      status: "uploaded",
      file: { type: "image/gif" },
    });
  });
});

describe("attachments posted with a message (no JavaScript)", () => {
  it("the files are stored, listed in the media panel, and travel with the visitor's message", async () => {
    await visitor.acknowledge();
    const response = await visitor.submit({
      intent: "send",
      message: "Here are my papers.",
      attachments: new File([await makePdf(["Custody schedule proposal."])], "custody-proposal.pdf"),
    });
    expect(response.status).toBe(302);
    const files = await listSharedFiles(db, { organizationId, intakeSessionId: visitor.sessionId! });
    expect(files.map((file) => [file.name, file.contentType])).toEqual([["custody-proposal.pdf", "application/pdf"]]);
    const { messages } = await listMessages(db, scope, { limit: 20 });
    expect(messages.find((message) => message.role === "user")).toMatchObject({
      content: "Here are my papers.",
      files: [{ name: "custody-proposal.pdf", type: "application/pdf" }],
    });
  });

  it("an executable is refused with the spec's text, the visitor's words are kept, and nothing is stored", async () => {
    await visitor.acknowledge();
    const response = await visitor.submit({
      intent: "send",
      message: "my tool",
      attachments: new File([new Uint8Array(tinyPng())], "tool.exe"),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({
      intent: "send",
      text: "my tool",
      error: "Failed to upload tool.exe: Some files were not uploaded. ZIP and executable files are not allowed.",
    });
    expect(await listSharedFiles(db, { organizationId, intakeSessionId: visitor.sessionId! })).toEqual([]);
  });
});

describe("the case file, offered once and shared by e-mail", () => {
  it("is offered once in the conversation with the generatedPDF block", async () => {
    expect(await offerCasePdf({ ...scope, matterId })).toBe(true);
    expect(await offerCasePdf({ ...scope, matterId })).toBe(false);
    const { messages } = await listMessages(db, scope, { limit: 20 });
    const offers = messages.filter((message) => message.blocks.some((block) => block.type === "generatedPDF"));
    expect(offers).toHaveLength(1);
    expect(offers[0]!.blocks[0]).toMatchObject({
      type: "generatedPDF",
      data: { filename: `case-file-${matterNumber}.pdf`, matterType: "Family" },
    });
  });

  it("a burst of matter changes enqueues at most two regenerations (debounced per matter)", async () => {
    await offerCasePdf({ ...scope, matterId });
    const { refreshCasePdf } = await import("../../app/features/case-pdf/refresh-case-pdf.server.ts");
    for (let change = 0; change < 6; change++) await refreshCasePdf(db, { organizationId, matterId });
    const jobs = await sql<{
      count: string;
    }>`select count(*) from pgboss.job where name = 'generate-case-pdf' and singleton_key = ${matterId}`.execute(db);
    expect(Number(jobs.rows[0]!.count)).toBeGreaterThanOrEqual(1);
    // Two windows at most (three if the burst happens to straddle a window's end), never one per change.
    expect(Number(jobs.rows[0]!.count)).toBeLessThanOrEqual(3);
  });

  it("Share Matter needs the visitor's e-mail, sends an expiring link to it, and the link opens the latest PDF", async () => {
    expect(await shareCaseFile(scope)).toEqual({ ok: false, reason: "no-email" });
    await saveContact(db, conversation, {
      name: "Dana Reyes",
      email: "dana.reyes@example.com",
      phone: "+1 (704) 555-0134",
    });

    const shared = await shareCaseFile(scope);
    expect(shared).toEqual({ ok: true, maskedEmail: "d•••@example.com" });
    const mail = await sql<{
      data: { to: string; subject: string; text: string };
    }>`select data from pgboss.job where name = 'send-email'`.execute(db);
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0]!.data.to).toBe("dana.reyes@example.com");
    expect(mail.rows[0]!.data.subject).toBe(`Your case file ${matterNumber} from Birch Family Law`);
    // The e-mail carries a link, not the matter's contents.
    expect(mail.rows[0]!.data.text).not.toContain("Maria Reyes");
    const token = /\/api\/case-files\/shared\/([a-z2-7]{32})/.exec(mail.rows[0]!.data.text)![1]!;

    const open = async (value: string) =>
      (await sharedLoader({
        request: new Request(`http://localhost:3000/api/case-files/shared/${value}`),
        params: { token: value },
        context: {},
      } as never)) as Response;
    const response = await open(token);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await pdfTextOf(new Uint8Array(await response.arrayBuffer()))).toContain("Dana Reyes");

    expect((await open("a".repeat(32))).status).toBe(404);
    await db
      .updateTable("case_file_shares")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const expired = await open(token);
    expect(expired.status).toBe(410);
    expect(await expired.json()).toEqual({
      success: false,
      error: "This link has expired. Please ask for a new copy from the chat.",
    });
  });

  it("through the page: a toast on success, and at most 3 shares an hour", async () => {
    await saveContact(db, conversation, {
      name: "Dana Reyes",
      email: "dana.reyes@example.com",
      phone: "+1 (704) 555-0134",
    });
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await visitor.submit({ intent: "share-matter" });
      expect(response.status).toBe(302);
      expect(toastOf(response)).toEqual([expect.objectContaining({ type: "success", title: "Case file sent" })]);
    }
    const refused = await visitor.submit({ intent: "share-matter" });
    expect(refused.status).toBe(429);
    expect((await refused.json()) as { error: string }).toMatchObject({
      intent: "share-matter",
      error: expect.stringContaining("Please try again in"),
    });
  });
});

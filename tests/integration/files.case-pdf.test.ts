import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { getDocumentProxy, getMeta } from "unpdf";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db, transaction } from "../../db/client.ts";
import type { Conversation } from "../../db/tables.ts";
import { generateCasePdf } from "../../app/features/case-pdf/generate-case-pdf.server.ts";
import { analyzeDocument } from "../../app/features/files/analyze-document.server.ts";
import type { StreamEvent } from "../../app/features/intake/agent/events.ts";
import type { ToolOutcome } from "../../app/features/intake/agent/provider.ts";
import { executeTool } from "../../app/features/intake/agent/tool-executor.server.ts";
import { ensureConversation } from "../../app/features/conversations/conversations.server.ts";
import { saveContact } from "../../app/features/intake/conversations.server.ts";
import { createMatter, updateMatter } from "../../app/features/matters/matters.server.ts";
import {
  getIntakeOrganization,
  type IntakeOrganization,
} from "../../app/features/organizations/get-intake-organization.server.ts";
import { startWorkers } from "../../jobs/register.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import { makePdf, pdfTextOf, tinyPng } from "../support/documents.ts";
import { download, type UploadBody, uploadFile } from "../support/file-client.ts";
import { Visitor } from "../support/intake-client.ts";
import { hangGuard, waitFor } from "../support/wait-for.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "parley-case-pdf-"));
process.env.DATA_DIR = dataDir;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// The firm's logo as a data: URL.
const logo = `data:image/png;base64,${tinyPng().toString("base64")}`;
const summary =
  "My landlord kept my $3,700 security deposit after I moved out of my apartment in Charlotte in April 2025.";

let visitor: Visitor;
let organization: IntakeOrganization;
let conversation: Conversation;
let matterId: string;
let matterNumber: string;

beforeEach(async () => {
  const created = await createTestOrganization({
    name: "Smith & Reyes Law",
    config: { brandColor: "#0B3D91", accentColor: "#F2A900" },
  });
  await db.updateTable("organizations").set({ profile_image: logo }).where("id", "=", created.id).execute();
  organization = (await getIntakeOrganization(created.id))!;
  visitor = new Visitor(created.id, created.slug);
  await visitor.startSession();
  const session = await db
    .selectFrom("intake_sessions")
    .selectAll()
    .where("id", "=", visitor.sessionId!)
    .executeTakeFirstOrThrow();
  conversation = await ensureConversation(db, session);
  await saveContact(db, conversation, {
    name: "Dana Reyes",
    email: "dana@example.com",
    phone: "+1 (704) 555-0134",
    location: "Charlotte, NC",
  });
  conversation = (await ensureConversation(db, session))!;
  const { matter } = await transaction((trx) =>
    createMatter(
      trx,
      {
        organizationId: created.id,
        conversationId: conversation.id,
        organizationSlug: created.slug,
        paymentRequired: false,
      },
      {
        service: "Tenant Rights",
        matterSummary: summary,
        answers: { "When did you move out?": "April 30, 2025", "Did you get an itemized list of deductions?": "No" },
        clientName: "Dana Reyes",
        opposingParty: "Acme Realty LLC",
        jurisdiction: { city: "Charlotte", state: "NC", country: "US" },
      },
    ),
  );
  matterId = matter.id;
  matterNumber = matter.matter_number;
});

async function callTool(name: string, args: unknown = {}) {
  const events: StreamEvent[] = [];
  const outcome: ToolOutcome = await executeTool(
    { organization, conversation, contact: null, emit: (event) => events.push(event), record: async () => {} },
    name,
    args,
  );
  return { outcome, events };
}

async function caseFileRow() {
  return db
    .selectFrom("files")
    .selectAll()
    .where("matter_id", "=", matterId)
    .where("kind", "=", "case-pdf")
    .executeTakeFirstOrThrow();
}

describe("the case-file PDF", () => {
  it("generate_case_pdf renders a branded, tagged PDF with the matter, contact, documents and disclaimer", async () => {
    const upload = await uploadFile(
      visitor,
      new File(
        [await makePdf(["Move-out inspection report signed on April 30, 2025 by Acme Realty LLC."])],
        "inspection.pdf",
      ),
    );
    const { fileId } = ((await upload.json()) as UploadBody).data!;
    await analyzeDocument({ organizationId: organization.id, fileId }, { finalAttempt: false });

    const { outcome, events } = await callTool("generate_case_pdf");
    expect(events[0]).toMatchObject({
      type: "tool_call",
      name: "generate_case_pdf",
      label: "Preparing your case PDF...",
    });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.block).toMatchObject({
      type: "generatedPDF",
      data: {
        filename: `case-file-${matterNumber}.pdf`,
        matterType: "Tenant Rights",
        storageKey: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      },
    });
    const block = outcome.block as Extract<NonNullable<typeof outcome.block>, { type: "generatedPDF" }>;

    // The visitor downloads it like any of their files.
    const response = await download(visitor, block.data.storageKey);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.byteLength).toBe(block.data.size);

    const text = await pdfTextOf(bytes);
    for (const expected of [
      "Smith & Reyes Law",
      `Case file ${matterNumber}`,
      matterNumber,
      summary,
      "Dana Reyes",
      "dana@example.com",
      "Acme Realty LLC",
      "When did you move out?",
      "April 30, 2025",
      "inspection.pdf",
      "Move-out inspection report signed on April 30, 2025",
      "No consultation fee is required for this matter.",
      "It is information for the firm, not legal advice",
    ]) {
      expect(text).toContain(expected);
    }

    // Tagged and accessible: PDF 1.7, a structure tree, marked content, the language, the title shown.
    const raw = Buffer.from(bytes).toString("latin1");
    expect(raw.startsWith("%PDF-1.7")).toBe(true);
    for (const marker of [
      "/StructTreeRoot",
      "/Marked true",
      "/Lang (en-US)",
      "/DisplayDocTitle true",
      "/S /H1",
      "/S /H2",
      "/S /Figure",
      "/S /L",
      "/S /LI",
      "/S /LBody",
    ]) {
      expect(raw).toContain(marker);
    }
    const { info } = await getMeta(await getDocumentProxy(bytes));
    expect(info).toMatchObject({ Title: `Case file ${matterNumber} - Smith & Reyes Law`, Author: "Smith & Reyes Law" });
  });

  it("is not rendered again while nothing it shows has changed", async () => {
    const first = await generateCasePdf({ organizationId: organization.id, matterId });
    const second = await generateCasePdf({ organizationId: organization.id, matterId });
    expect(first?.rendered).toBe(true);
    expect(second).toEqual({ pdf: first!.pdf, rendered: false });
    const rows = await db.selectFrom("files").select("id").where("matter_id", "=", matterId).execute();
    expect(rows).toHaveLength(1);
  });

  it("is regenerated by the generate-case-pdf job when the matter changes, under the same storage key", async () => {
    await startWorkers();
    const { outcome } = await callTool("generate_case_pdf");
    if (!outcome.ok || outcome.block?.type !== "generatedPDF") throw new Error("no PDF");
    const { storageKey } = outcome.block.data;
    const before = await caseFileRow();

    const newSummary =
      "The landlord kept the whole $3,700 deposit and has not answered two letters asking for an itemized list.";
    await transaction((trx) =>
      updateMatter(
        trx,
        { organizationId: organization.id, conversationId: conversation.id, matterId },
        { matterSummary: newSummary },
      ),
    );
    const jobs = await sql<{
      data: { matterId: string };
    }>`select data from pgboss.job where name = 'generate-case-pdf'`.execute(db);
    expect(jobs.rows.map((job) => job.data.matterId)).toContain(matterId);

    const after = await waitFor(
      async () => {
        const row = await caseFileRow();
        return (row.metadata as { fingerprint: string }).fingerprint !==
          (before.metadata as { fingerprint: string }).fingerprint
          ? row
          : undefined;
      },
      hangGuard,
      "regenerated PDF",
    );
    expect(after.id).toBe(before.id);
    expect(after.storage_key).toBe(storageKey);
    const text = await pdfTextOf(new Uint8Array(await (await download(visitor, storageKey)).arrayBuffer()));
    expect(text).toContain(newSummary);
    expect(text).not.toContain(summary);
  });

  it("a matter without a PDF queues nothing when it changes", async () => {
    await transaction((trx) =>
      updateMatter(
        trx,
        { organizationId: organization.id, conversationId: conversation.id, matterId },
        { urgency: "high" },
      ),
    );
    const jobs = await sql<{
      data: { matterId: string };
    }>`select data from pgboss.job where name = 'generate-case-pdf'`.execute(db);
    expect(jobs.rows.map((job) => job.data.matterId)).not.toContain(matterId);
  });

  it("is refused before there is a matter, and served to no one but the visitor", async () => {
    const other = new Visitor(visitor.organizationId, visitor.slug);
    await other.startSession();
    const otherSession = await db
      .selectFrom("intake_sessions")
      .selectAll()
      .where("id", "=", other.sessionId!)
      .executeTakeFirstOrThrow();
    const otherConversation = await ensureConversation(db, otherSession);
    const refused = await executeTool(
      { organization, conversation: otherConversation, contact: null, emit: () => {}, record: async () => {} },
      "generate_case_pdf",
      {},
    );
    expect(refused).toEqual({ ok: false, error: "There is no matter yet: call create_matter first." });

    const generated = await generateCasePdf({ organizationId: organization.id, matterId });
    expect((await download(other, generated!.pdf.storageKey)).status).toBe(404);
    expect((await download(other, generated!.pdf.fileId)).status).toBe(404);
    expect((await download(visitor, generated!.pdf.fileId)).status).toBe(200);
  });
});

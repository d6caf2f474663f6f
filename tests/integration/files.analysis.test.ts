import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { analyzeDocument } from "../../app/features/files/analyze-document.server.ts";
import type { DocumentAnalysis } from "../../app/features/files/document-analysis.ts";
import { startWorkers } from "../../jobs/register.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import { docx, makePdf } from "../support/documents.ts";
import { pdfWithPages } from "../support/document-bombs.ts";
import { legacyWordDocument } from "../support/word-doc.ts";
import { type UploadBody, uploadFile } from "../support/file-client.ts";
import { Visitor } from "../support/intake-client.ts";
import { hangGuard, waitFor } from "../support/wait-for.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "parley-files-analysis-"));
process.env.DATA_DIR = dataDir;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

let visitor: Visitor;

beforeEach(async () => {
  const organization = await createTestOrganization();
  visitor = new Visitor(organization.id, organization.slug);
  await visitor.startSession();
});

const leaseText = [
  'This Residential Lease Agreement is made on June 5, 2016 between Acme Property Management LLC (the "Landlord") and Dana Reyes (the "Tenant").',
  "The Tenant agrees to pay monthly rent of $1,850.00 on the first day of each month.",
  "The Landlord shall return the security deposit within 30 days after the Tenant moves out.",
];

async function upload(file: File) {
  const response = await uploadFile(visitor, file);
  expect(response.status).toBe(201);
  return ((await response.json()) as UploadBody).data!;
}

async function fileRow(id: string) {
  return db.selectFrom("files").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

async function assistantMessages() {
  return db
    .selectFrom("messages")
    .innerJoin("conversations", "conversations.id", "messages.conversation_id")
    .select(["messages.id", "messages.content", "messages.role"])
    .where("conversations.intake_session_id", "=", visitor.sessionId!)
    .where("messages.role", "=", "assistant")
    .orderBy("messages.seq")
    .execute();
}

const run = (fileId: string) =>
  analyzeDocument({ organizationId: visitor.organizationId, fileId }, { finalAttempt: false });

describe("the analyze-document job", () => {
  it("reads a PDF: summary, dates and parties on the file, and a message in the conversation", async () => {
    const uploaded = await upload(new File([await makePdf(leaseText)], "lease.pdf"));
    expect(await run(uploaded.fileId)).toBe("completed");
    const row = await fileRow(uploaded.fileId);
    expect(row.status).toBe("completed");
    const analysis = row.analysis as DocumentAnalysis;
    expect(analysis).toMatchObject({ provider: "builtin", textFound: true, pages: 1 });
    expect(analysis.summary).toContain("Acme Property Management LLC");
    expect(analysis.dates.map((date) => date.iso)).toContain("2016-06-05");
    expect(analysis.parties).toEqual(
      expect.arrayContaining([
        { name: "Acme Property Management LLC", kind: "organization", role: "Landlord" },
        { name: "Dana Reyes", kind: "person", role: "Tenant" },
      ]),
    );
    expect(analysis.keyFacts).toContain("Amounts: $1,850.00");
    const [message] = await assistantMessages();
    expect(message!.content).toMatch(/^I read \*\*lease\.pdf\*\*: This Residential Lease Agreement/);
    expect(message!.content).toContain("**Key dates**");
    expect(message!.content).toContain("- Dana Reyes, Tenant");
    expect(row.analysis_message_id).toBe(message!.id);
  });

  it("reads a Word .docx", async () => {
    const uploaded = await upload(
      new File(
        [
          docx([
            "Termination letter",
            "Dear Ms. Jordan Lee,",
            "Your employment with Northwind Traders Inc. ends on March 14, 2025.",
            "Your final wages of $4,200.00 will be paid no later than March 28, 2025.",
            "Sincerely,",
            "Priya Shah",
          ]),
        ],
        "termination.docx",
      ),
    );
    expect(uploaded.fileType).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(await run(uploaded.fileId)).toBe("completed");
    const analysis = (await fileRow(uploaded.fileId)).analysis as DocumentAnalysis;
    expect(analysis.summary).toContain("Northwind Traders Inc.");
    expect(analysis.dates.map((date) => date.iso)).toEqual(["2025-03-14", "2025-03-28"]);
    expect(analysis.parties.map((party) => party.name)).toEqual(
      expect.arrayContaining(["Jordan Lee", "Northwind Traders Inc.", "Priya Shah"]),
    );
    expect((await assistantMessages())[0]!.content).toContain("I read **termination.docx**");
  });

  it("reads a legacy Word .doc", async () => {
    const letter = [
      "Demand letter",
      "Dear Mr. Alex Morgan,",
      "Your tenancy with Oak Street Properties LLC (the “Landlord”) ended on April 30, 2025.",
      "The security deposit of $2,400.00 had to be returned by May 30, 2025.",
      "Sincerely,",
      "Dana Reyes",
    ];
    const uploaded = await upload(new File([legacyWordDocument(letter)], "demand-letter.doc"));
    expect(uploaded.fileType).toBe("application/msword");
    expect(await run(uploaded.fileId)).toBe("completed");
    const row = await fileRow(uploaded.fileId);
    expect(row.status).toBe("completed");
    const analysis = row.analysis as DocumentAnalysis;
    expect(analysis).toMatchObject({ textFound: true, note: null, pages: null });
    expect(analysis.summary).toContain("Oak Street Properties LLC");
    expect(analysis.dates.map((date) => date.iso)).toEqual(["2025-04-30", "2025-05-30"]);
    expect(analysis.parties.map((party) => party.name)).toEqual(
      expect.arrayContaining(["Alex Morgan", "Oak Street Properties LLC", "Dana Reyes"]),
    );
    expect(analysis.parties).toContainEqual({
      name: "Oak Street Properties LLC",
      kind: "organization",
      role: "Landlord",
    });
    expect(analysis.keyFacts).toContain("Amounts: $2,400.00");
    expect((await assistantMessages())[0]!.content).toContain("I read **demand-letter.doc**");
  });

  it("a damaged .doc ends failed, with a message that says why", async () => {
    // A compound file whose WordDocument stream has lost its header: still sniffed as Word, not readable.
    const damaged = legacyWordDocument(["Lease"]);
    const wordDocument = Buffer.from(damaged).indexOf(Buffer.from([0xec, 0xa5, 0xc1, 0x00]));
    expect(wordDocument).toBeGreaterThan(0);
    damaged.fill(0, wordDocument, wordDocument + 0x400);
    const uploaded = await upload(new File([damaged], "old-lease.doc"));
    expect(uploaded.fileType).toBe("application/msword");
    expect(await run(uploaded.fileId)).toBe("failed");
    expect(await fileRow(uploaded.fileId)).toMatchObject({
      status: "failed",
      error: "The Word document appears to be damaged.",
      analysis: null,
    });
    expect((await assistantMessages())[0]!.content).toBe(
      "I couldn't read **old-lease.doc**: the Word document appears to be damaged. The file is still saved with your matter, so the firm can look at it, or you can upload another copy.",
    );
  });

  it("reads plain text and CSV", async () => {
    const text = await upload(new File([leaseText.join("\n")], "notes.txt"));
    expect(await run(text.fileId)).toBe("completed");
    expect(((await fileRow(text.fileId)).analysis as DocumentAnalysis).parties.map((party) => party.name)).toContain(
      "Dana Reyes",
    );
    const csv = await upload(new File(["Date,Paid to,Amount\n2025-01-03,Acme Realty LLC,$1850\n"], "ledger.csv"));
    expect(await run(csv.fileId)).toBe("completed");
    expect(((await fileRow(csv.fileId)).analysis as DocumentAnalysis).summary).toBe(
      "A table with 1 row and 3 columns (Date, Paid to, Amount).",
    );
  });

  it("run twice, stores one result and one message", async () => {
    const uploaded = await upload(new File([await makePdf(leaseText)], "lease.pdf"));
    const [first, second] = await Promise.all([run(uploaded.fileId), run(uploaded.fileId)]);
    expect([first, second].sort()).toEqual(["completed", "skipped"]);
    expect(await run(uploaded.fileId)).toBe("skipped");
    expect(await assistantMessages()).toHaveLength(1);
    expect((await fileRow(uploaded.fileId)).status).toBe("completed");
  });

  it("a PDF that cannot be read ends failed, with a message that says why, and is not retried", async () => {
    const damaged = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2000, 0x20), Buffer.from("\n%%EOF\n")]);
    const uploaded = await upload(new File([damaged], "scan.pdf"));
    expect(await run(uploaded.fileId)).toBe("failed");
    const row = await fileRow(uploaded.fileId);
    expect(row).toMatchObject({ status: "failed", error: "The PDF appears to be damaged.", analysis: null });
    const [message] = await assistantMessages();
    expect(message!.content).toBe(
      "I couldn't read **scan.pdf**: the PDF appears to be damaged. The file is still saved with your matter, so the firm can look at it, or you can upload another copy.",
    );
  });

  it("a PDF without text is kept, and said to have no readable text", async () => {
    const blank = await makePdf([]);
    const uploaded = await upload(new File([blank], "photo-scan.pdf"));
    expect(await run(uploaded.fileId)).toBe("completed");
    expect((await fileRow(uploaded.fileId)).analysis).toMatchObject({ textFound: false, note: "no-text" });
    expect((await assistantMessages())[0]!.content).toContain("it has no text I can read");
  });

  it("a PDF with more pages than the cap ends failed with the reason", async () => {
    const uploaded = await upload(new File([pdfWithPages(2_001)], "pages.pdf"));
    expect(await run(uploaded.fileId)).toBe("failed");
    expect(await fileRow(uploaded.fileId)).toMatchObject({
      status: "failed",
      error: "The PDF has more than 2,000 pages, more than we read.",
      analysis: null,
    });
  });

  // Last: the workers it starts keep taking this file's jobs, so a test after it that runs the
  // analysis itself would race them.
  it("runs through the queue: processing, then completed, with the message in the conversation", async () => {
    await startWorkers();
    const uploaded = await upload(new File([await makePdf(leaseText)], "queued-lease.pdf"));
    expect(uploaded.status).toBe("processing");
    const row = await waitFor(
      async () => {
        const current = await fileRow(uploaded.fileId);
        return current.status === "completed" ? current : undefined;
      },
      hangGuard,
      "analysis",
    );
    expect(row.analyzed_at).toBeInstanceOf(Date);
    expect((await assistantMessages()).map((message) => message.content)).toEqual([
      expect.stringContaining("I read **queued-lease.pdf**"),
    ]);
    const job = await sql<{
      state: string;
    }>`select state from pgboss.job where name = 'analyze-document' and data->>'fileId' = ${uploaded.fileId}`.execute(
      db,
    );
    expect(job.rows[0]?.state).toBe("completed");
  });
});

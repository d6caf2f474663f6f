import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { documentLimits } from "../../app/features/files/document-limits.ts";
import { holdNextDocumentRead } from "../../app/features/files/document-read-hold.ts";
import { loader as healthLoader } from "../../app/routes/api/health.ts";
import { startWorkers } from "../../jobs/register.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import { docxBomb, largePdfStreamBomb } from "../support/document-bombs.ts";
import { type UploadBody, uploadFile, uploadRaw } from "../support/file-client.ts";
import { Visitor } from "../support/intake-client.ts";
import { waitFor } from "../support/wait-for.ts";

/**
 * Issue 15, item 1: a document that is small on disk and huge once unpacked, uploaded by an
 * anonymous visitor through the real upload routes and read by the real analyze-document job on
 * the real queue, ends `failed` with its reason, is not retried, and the web process keeps
 * answering requests while the job reads it. (Against the code before ADR 0044, the .docx grew the
 * process until V8 aborted it, and the PDF froze the event loop while pdf.js inflated it.)
 */
const dataDir = mkdtempSync(path.join(tmpdir(), "parley-document-bombs-"));
process.env.DATA_DIR = dataDir;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const MB = 1024 * 1024;
// The job's own deadline for one document (ADR 0044) bounds how long a bomb may take; the rest is queue polling.
const bound = documentLimits.deadlineMs + 60_000;

beforeAll(async () => {
  await startWorkers();
});

async function newVisitor() {
  const organization = await createTestOrganization();
  const visitor = new Visitor(organization.id, organization.slug);
  await visitor.startSession();
  return visitor;
}

async function fileStatus(fileId: string) {
  return (await db.selectFrom("files").select("status").where("id", "=", fileId).executeTakeFirstOrThrow()).status;
}

/**
 * Uploads the bomb with the reader held in the middle of unpacking it (ADR 0127), asks what a
 * monitor and the visitor would ask (health, the visitor's intake page) while it is held, and then
 * lets it go. Held, the reader cannot finish before the requests are answered, whatever the
 * machine's speed; had it run on the server's own event loop, the hold would refuse to wait there
 * (it would freeze the server) and `reached` would reject.
 */
async function uploadedWhileServerAnswers(visitor: Visitor, upload: () => Promise<Response>): Promise<string> {
  const hold = holdNextDocumentRead();
  try {
    const response = await upload();
    expect(response.status).toBe(201);
    const { fileId } = ((await response.json()) as UploadBody).data!;
    await hold.reached;
    expect(await fileStatus(fileId)).toBe("analyzing");
    expect((await healthLoader()).status).toBe(200);
    expect(await visitor.page()).toBeTruthy();
    expect(await fileStatus(fileId)).toBe("analyzing");
    return fileId;
  } finally {
    hold.release();
  }
}

async function failedOnce(fileId: string) {
  const row = await waitFor(
    async () => {
      const current = await db
        .selectFrom("files")
        .select(["status", "error"])
        .where("id", "=", fileId)
        .executeTakeFirstOrThrow();
      return current.status === "failed" ? current : undefined;
    },
    bound,
    "the analysis to fail",
  );
  const job = await waitFor(
    async () => {
      const found = await sql<{
        state: string;
        retry_count: number;
      }>`select state, retry_count from pgboss.job where name = 'analyze-document' and data->>'fileId' = ${fileId}`.execute(
        db,
      );
      return found.rows[0]?.state === "completed" ? found.rows : undefined;
    },
    bound,
    "the job to complete",
  );
  return { row, jobs: job };
}

async function assistantMessages(sessionId: string) {
  const rows = await db
    .selectFrom("messages")
    .innerJoin("conversations", "conversations.id", "messages.conversation_id")
    .select("messages.content")
    .where("conversations.intake_session_id", "=", sessionId)
    .where("messages.role", "=", "assistant")
    .execute();
  return rows.map((row) => row.content);
}

describe("document bombs through the upload routes and the queue", () => {
  it("a .docx that unpacks past the cap (tiny on disk) ends failed with the reason, once, while the server keeps answering", {
    timeout: bound * 2,
  }, async () => {
    const visitor = await newVisitor();
    const bomb = docxBomb(48 * MB);
    expect(bomb.byteLength).toBeLessThan(MB);
    const fileId = await uploadedWhileServerAnswers(visitor, () => uploadRaw(visitor, bomb, { filename: "bomb.docx" }));
    const { row, jobs } = await failedOnce(fileId);
    expect(row.error).toBe("The Word document unpacks to more than 32 MB of text and markup, more than we read.");
    expect(jobs).toEqual([{ state: "completed", retry_count: 0 }]);
    expect(await assistantMessages(visitor.sessionId!)).toEqual([
      expect.stringContaining("I couldn't read **bomb.docx**: the Word document unpacks to more than 32 MB"),
    ]);
    expect((await healthLoader()).status).toBe(200);
  });

  it("a PDF whose page unpacks past 512 MB (under 1 MB on disk) ends failed with the reason, once, while the server keeps answering", {
    timeout: bound * 2,
  }, async () => {
    const visitor = await newVisitor();
    const bomb = await largePdfStreamBomb(documentLimits.maxPdfInflatedBytes + 64 * MB);
    expect(bomb.byteLength).toBeLessThan(MB);
    const fileId = await uploadedWhileServerAnswers(visitor, () =>
      uploadFile(visitor, new File([bomb], "bomb.pdf", { type: "application/pdf" })),
    );
    const { row, jobs } = await failedOnce(fileId);
    expect(row.error).toBe("The PDF unpacks to more than 512 MB, more than we read.");
    expect(jobs).toEqual([{ state: "completed", retry_count: 0 }]);
    expect(await assistantMessages(visitor.sessionId!)).toEqual([
      expect.stringContaining("I couldn't read **bomb.pdf**: the PDF unpacks to more than 512 MB"),
    ]);
    expect((await healthLoader()).status).toBe(200);
  });
});

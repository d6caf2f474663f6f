import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import { makePdf, tinyPng, windowsExecutable } from "../support/documents.ts";
import { uploadLimits } from "../../app/features/files/upload-file.server.ts";
import {
  generatedBody,
  multipartFraming,
  type UploadBody,
  uploadFile,
  uploadForm,
  uploadRaw,
  uploadStream,
} from "../support/file-client.ts";
import { Visitor } from "../support/intake-client.ts";
import { zip } from "../support/zip.ts";

// This file's uploads go to a directory of its own (read by env() on first use).
const dataDir = mkdtempSync(path.join(tmpdir(), "parley-files-upload-"));
process.env.DATA_DIR = dataDir;

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const KB = 1024;
const MB = 1024 * KB;
// The cut is shown with a small limit (uploadAction(limits)) and small bodies; the last test of
// each route shows the routes themselves use the spec's 25 MB, by what they answer before reading.
const small = { maxBytes: 64 * KB };

let visitor: Visitor;

beforeEach(async () => {
  const organization = await createTestOrganization();
  visitor = new Visitor(organization.id, organization.slug);
  await visitor.startSession();
});

async function body(response: Response): Promise<UploadBody> {
  return (await response.json()) as UploadBody;
}

async function filesOf(sessionId: string) {
  return db.selectFrom("files").selectAll().where("intake_session_id", "=", sessionId).execute();
}

// A test that fails with a staged file left behind fails alone: the next one starts clean.
afterEach(() => rmSync(path.join(dataDir, "files", ".tmp"), { recursive: true, force: true }));

/** Temporary upload files left behind (there should never be any once a request is answered). */
function stagedFiles(): string[] {
  try {
    return readdirSync(path.join(dataDir, "files", ".tmp"));
  } catch {
    return [];
  }
}

describe("POST /api/files/upload", () => {
  it("stores a PDF and answers the spec's upload result; the document's analysis is queued with it", async () => {
    const pdf = await makePdf(["Residential lease between Acme Realty LLC and Dana Reyes."]);
    const response = await uploadFile(visitor, new File([pdf], "lease.pdf", { type: "application/pdf" }));
    expect(response.status).toBe(201);
    const result = await body(response);
    expect(result).toMatchObject({
      success: true,
      message: "File uploaded successfully",
      data: { fileName: "lease.pdf", fileType: "application/pdf", fileSize: pdf.length, status: "processing" },
    });
    expect(result.data!.url).toBe(`/api/files/${result.data!.fileId}`);
    expect(result.data!.storageKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const [row] = await filesOf(visitor.sessionId!);
    expect(row).toMatchObject({
      id: result.data!.fileId,
      kind: "upload",
      status: "processing",
      organization_id: visitor.organizationId,
    });
    // Stored under its random key, never under its name.
    expect(readdirSync(path.join(dataDir, "files", result.data!.storageKey.slice(0, 2)))).toEqual([
      result.data!.storageKey,
    ]);
    const jobs = await sql<{
      data: { fileId: string };
    }>`select data from pgboss.job where name = 'analyze-document'`.execute(db);
    expect(jobs.rows.map((job) => job.data.fileId)).toEqual([result.data!.fileId]);
  });

  it("accepts the fields before the file too, and keeps images without analysis", async () => {
    const png = tinyPng();
    const response = await uploadForm(visitor, {
      organizationId: visitor.slug,
      sessionId: visitor.sessionId!,
      file: new File([new Uint8Array(png)], "photo.png"),
    });
    expect(response.status).toBe(201);
    const { data } = await body(response);
    expect(data).toMatchObject({ fileType: "image/png", status: "completed" });
    const jobs = await sql<{
      data: { fileId: string };
    }>`select data from pgboss.job where name = 'analyze-document'`.execute(db);
    expect(jobs.rows.map((job) => job.data.fileId)).not.toContain(data!.fileId);
  });

  it("refuses a renamed executable with a .pdf name, by its bytes, and stores nothing", async () => {
    const response = await uploadFile(
      visitor,
      new File([windowsExecutable()], "invoice.pdf", { type: "application/pdf" }),
    );
    expect(response.status).toBe(415);
    expect(await body(response)).toMatchObject({
      success: false,
      error: "Some files were not uploaded. ZIP and executable files are not allowed.",
      code: "FILE_TYPE_NOT_ALLOWED",
    });
    expect(await filesOf(visitor.sessionId!)).toEqual([]);
    expect(stagedFiles()).toEqual([]);
  });

  it("refuses zip archives and the spec's executable extensions, and types it does not support", async () => {
    const archive = zip([{ name: "notes.txt", content: "hello" }]);
    for (const file of [
      new File([archive], "evidence.docx"),
      new File(["echo hi"], "run.bat"),
      new File(["@echo off"], "setup.CMD"),
    ]) {
      const response = await uploadFile(visitor, file);
      expect(response.status).toBe(415);
      expect((await body(response)).error).toBe(
        "Some files were not uploaded. ZIP and executable files are not allowed.",
      );
    }
    const tiff = new Uint8Array(Buffer.concat([Buffer.from("49492a00080000000000", "hex"), Buffer.alloc(200, 1)]));
    const response = await uploadFile(visitor, new File([tiff], "scan.jpg"));
    expect(response.status).toBe(415);
    expect((await body(response)).error).toBe("File type not supported");
    expect(await filesOf(visitor.sessionId!)).toEqual([]);
  });

  it("refuses the limit + 1 byte while it streams in (413, nothing staged), accepts exactly the limit", async () => {
    const framing = multipartFraming(
      "----parleyLimit",
      { name: "big.txt", type: "text/plain" },
      { organizationId: visitor.organizationId, sessionId: visitor.sessionId! },
    );
    const over = generatedBody(small.maxBytes + 1, {
      prefix: framing.prefix,
      suffix: framing.suffix,
      chunkSize: 4 * KB,
    });
    const refused = await uploadStream(visitor, over.stream, framing.contentType, {}, small);
    expect(refused.status).toBe(413);
    expect(refused.headers.get("Connection")).toBe("close");
    expect(await body(refused)).toMatchObject({
      success: false,
      error: "File size must be less than 64KB",
      code: "FILE_TOO_LARGE",
    });
    expect(stagedFiles()).toEqual([]);
    expect(await filesOf(visitor.sessionId!)).toEqual([]);

    const exact = generatedBody(small.maxBytes, { prefix: framing.prefix, suffix: framing.suffix, chunkSize: 4 * KB });
    const accepted = await uploadStream(visitor, exact.stream, framing.contentType, {}, small);
    expect(accepted.status).toBe(201);
    expect((await body(accepted)).data).toMatchObject({ fileSize: small.maxBytes, fileType: "text/plain" });
    expect(stagedFiles()).toEqual([]);
  });

  it("answers 413 at once when Content-Length already says the body is too large, reading nothing", async () => {
    const framing = multipartFraming("----parleyCL", { name: "big.pdf", type: "application/pdf" });
    const { stream, pulled } = generatedBody(MB, { prefix: framing.prefix });
    const response = await uploadStream(visitor, stream, framing.contentType, { "Content-Length": String(MB) }, small);
    expect(response.status).toBe(413);
    expect(pulled()).toBe(0);
  });

  it("stops reading a body just past the limit and never reads the rest (multipart and raw)", async () => {
    // The body is 16 times the limit, made as it is read in 4 KB pieces: the reader takes the
    // limit and at most a few pieces more. How much memory an upload holds is measured by
    // bench/upload-memory.ts, not asserted here (it depends on GC timing).
    const framing = multipartFraming(
      "----parleyOver",
      { name: "huge.mp4", type: "video/mp4" },
      { organizationId: visitor.organizationId, sessionId: visitor.sessionId! },
    );
    const multipart = generatedBody(16 * small.maxBytes, {
      prefix: framing.prefix,
      suffix: framing.suffix,
      chunkSize: 4 * KB,
    });
    const viaForm = await uploadStream(visitor, multipart.stream, framing.contentType, {}, small);
    expect(viaForm.status).toBe(413);
    const raw = generatedBody(16 * small.maxBytes, { chunkSize: 4 * KB });
    const viaRaw = await uploadRaw(visitor, raw.stream, { filename: "huge.mp4", limits: small });
    expect(viaRaw.status).toBe(413);
    for (const body of [multipart, raw]) {
      expect(body.pulled()).toBeGreaterThan(small.maxBytes);
      expect(body.pulled()).toBeLessThan(2 * small.maxBytes);
    }
    expect(stagedFiles()).toEqual([]);
    expect(await filesOf(visitor.sessionId!)).toEqual([]);
  });

  it("uses the spec's 25 MB: a Content-Length past 25 MB and its framing is refused unread with the spec's message, one within it is read", async () => {
    expect(uploadLimits.maxBytes).toBe(25 * MB);
    const framing = multipartFraming(
      "----parley25",
      { name: "big.txt", type: "text/plain" },
      { organizationId: visitor.organizationId, sessionId: visitor.sessionId! },
    );
    const over = generatedBody(KB, { prefix: framing.prefix });
    const refused = await uploadStream(visitor, over.stream, framing.contentType, {
      "Content-Length": String(25 * MB + 64 * KB + 1),
    });
    expect(refused.status).toBe(413);
    expect(await body(refused)).toMatchObject({ error: "File size must be less than 25MB", code: "FILE_TOO_LARGE" });
    expect(over.pulled()).toBe(0);
    // Declared within 25 MB: read, and found to end early (no closing delimiter), not refused for its size.
    const within = generatedBody(KB, { prefix: framing.prefix });
    const read = await uploadStream(visitor, within.stream, framing.contentType, { "Content-Length": String(25 * MB) });
    expect(read.status).toBe(400);
    expect((await body(read)).code).toBe("UPLOAD_INCOMPLETE");
    expect(within.pulled()).toBeGreaterThan(0);
    expect(stagedFiles()).toEqual([]);
  });

  it("gives clear 400s for an empty file, a truncated body and missing fields", async () => {
    const empty = await uploadFile(visitor, new File([], "empty.pdf"));
    expect(empty.status).toBe(400);
    expect(await body(empty)).toMatchObject({ error: "The file is empty", code: "FILE_EMPTY" });

    const framing = multipartFraming(
      "----parleyCut",
      { name: "cut.txt", type: "text/plain" },
      { organizationId: visitor.organizationId, sessionId: visitor.sessionId! },
    );
    const cut = generatedBody(10_000, { prefix: framing.prefix }); // no closing delimiter
    const truncated = await uploadStream(visitor, cut.stream, framing.contentType);
    expect(truncated.status).toBe(400);
    expect(await body(truncated)).toMatchObject({
      code: "UPLOAD_INCOMPLETE",
      error: "The upload was incomplete: the request body ended before the file did. Please try again.",
    });

    const noFile = await uploadForm(visitor, { organizationId: visitor.organizationId, sessionId: visitor.sessionId! });
    expect(noFile.status).toBe(400);
    expect((await body(noFile)).error).toBe("Please select a valid file");

    const noOrganization = await uploadForm(visitor, {
      sessionId: visitor.sessionId!,
      file: new File(["hello"], "a.txt"),
    });
    expect(noOrganization.status).toBe(400);
    expect((await body(noOrganization)).error).toBe("Organization ID is required");

    const noSession = await uploadForm(visitor, {
      organizationId: visitor.organizationId,
      sessionId: "",
      file: new File(["hello"], "a.txt"),
    });
    expect(noSession.status).toBe(400);
    expect((await body(noSession)).error).toBe("Session ID is required");

    expect(stagedFiles()).toEqual([]);
  });

  it("refuses a file sent before the ids without storing a byte of it, however large it is", async () => {
    const framing = multipartFraming("----parleyFileFirst", { name: "first.txt", type: "text/plain" });
    // The ids would follow the file; the file is 1 MB that never reaches the disk.
    const fileFirst = generatedBody(MB, {
      chunkSize: 4 * KB,
      prefix: framing.prefix,
      suffix: new TextEncoder().encode(
        `\r\n------parleyFileFirst\r\nContent-Disposition: form-data; name="organizationId"\r\n\r\n${visitor.organizationId}\r\n------parleyFileFirst--\r\n`,
      ),
    });
    const response = await uploadStream(visitor, fileFirst.stream, framing.contentType);
    expect(response.status).toBe(400);
    expect(await body(response)).toMatchObject({
      success: false,
      code: "INVALID_REQUEST",
      error: "Send organizationId and sessionId before the file in the form.",
    });
    expect(stagedFiles()).toEqual([]);
    expect(fileFirst.pulled()).toBeLessThan(64 * KB);
    expect(await filesOf(visitor.sessionId!)).toEqual([]);
  });

  it("refuses a session that is not the visitor's session of that organization (403)", async () => {
    const other = await createTestOrganization();
    const file = () => new File(["hello"], "a.txt");
    // The visitor's cookie is for their own firm, not this one.
    const wrongOrganization = await uploadForm(visitor, {
      organizationId: other.id,
      sessionId: visitor.sessionId!,
      file: file(),
    });
    expect(wrongOrganization.status).toBe(403);
    // Another visitor's session id with this visitor's cookie.
    const stranger = new Visitor(visitor.organizationId, visitor.slug);
    await stranger.startSession();
    const wrongSession = await uploadForm(visitor, {
      organizationId: visitor.organizationId,
      sessionId: stranger.sessionId!,
      file: file(),
    });
    expect(wrongSession.status).toBe(403);
    // No cookie at all.
    const anonymous = new Visitor(visitor.organizationId, visitor.slug);
    const noCookie = await uploadForm(anonymous, {
      organizationId: visitor.organizationId,
      sessionId: visitor.sessionId!,
      file: file(),
    });
    expect(noCookie.status).toBe(403);
    expect((await body(noCookie)).error).toBe(
      "This session does not belong to this organization. Please reload the page.",
    );
    const unknown = await uploadForm(visitor, {
      organizationId: "no-such-firm",
      sessionId: visitor.sessionId!,
      file: file(),
    });
    expect(unknown.status).toBe(404);
    // A page of another site posting with the visitor's cookies.
    const crossSite = await uploadForm(
      visitor,
      { organizationId: visitor.organizationId, sessionId: visitor.sessionId!, file: file() },
      { Origin: "https://evil.example" },
    );
    expect(crossSite.status).toBe(403);
    const crossSiteRaw = await uploadRaw(visitor, "hello", {
      filename: "a.txt",
      headers: { Origin: "https://evil.example" },
    });
    expect(crossSiteRaw.status).toBe(403);
    expect(await filesOf(visitor.sessionId!)).toEqual([]);
  });

  it("counts uploads against the files quota and answers 402 when it is used up", async () => {
    for (let index = 0; index < 10; index++) {
      expect((await uploadFile(visitor, new File([`note ${index}`], `note-${index}.txt`))).status).toBe(201);
    }
    const refused = await uploadFile(visitor, new File(["one more"], "note-11.txt"));
    expect(refused.status).toBe(402);
    expect(await body(refused)).toMatchObject({
      success: false,
      code: "USAGE_LIMIT_REACHED",
      error: "You've used this month's 10 file uploads. Please contact the firm directly, or try again next month.",
    });
    expect(await filesOf(visitor.sessionId!)).toHaveLength(10);
    // Refused uploads do not use the quota.
    const quota = await db
      .selectFrom("usage_counters")
      .select("used")
      .where("subject", "=", `session:${visitor.sessionId}`)
      .where("metric", "=", "files")
      .executeTakeFirstOrThrow();
    expect(quota.used).toBe(10);
  });
});

describe("POST /api/files/upload-raw", () => {
  it("stores the body under x-filename, with the ids and metadata from x-file-metadata", async () => {
    const response = await uploadRaw(visitor, "Date,Amount\n2025-01-03,$1850\n", {
      filename: encodeURIComponent("rent ledger ñ.csv"),
      metadata: {
        organizationId: visitor.organizationId,
        sessionId: visitor.sessionId,
        source: "camera",
        caption: "Rent ledger ?",
      },
    });
    expect(response.status).toBe(201);
    expect((await body(response)).data).toMatchObject({
      fileName: "rent ledger ñ.csv",
      fileType: "text/csv",
      status: "processing",
    });
    const [row] = await filesOf(visitor.sessionId!);
    expect(row!.metadata).toEqual({ source: "camera", caption: "Rent ledger ?" });
  });

  it("takes the ids from the query string when the metadata has none", async () => {
    const response = await uploadRaw(visitor, "plain words", {
      filename: "note.txt",
      metadata: {},
      query: `?organizationId=${visitor.organizationId}&sessionId=${visitor.sessionId}`,
    });
    expect(response.status).toBe(201);
  });

  it("gives clear 400s for bad x-file-metadata, a missing x-filename and an empty body", async () => {
    for (const metadata of ["{not json", "[1,2]", '"text"', `{"a":"${"x".repeat(9000)}"}`]) {
      const response = await uploadRaw(visitor, "hello", { filename: "a.txt", metadata });
      expect(response.status).toBe(400);
      expect(await body(response)).toMatchObject({
        code: "INVALID_METADATA",
        error: "The x-file-metadata header must be a JSON object (at most 8 KB).",
      });
    }
    const noName = await uploadRaw(visitor, "hello", {});
    expect(noName.status).toBe(400);
    expect((await body(noName)).error).toBe("The x-filename header is required.");
    const empty = await uploadRaw(visitor, new Uint8Array(0), { filename: "empty.txt" });
    expect(empty.status).toBe(400);
    expect((await body(empty)).error).toBe("The file is empty");
    expect(await filesOf(visitor.sessionId!)).toEqual([]);
  });

  it("refuses an executable before reading it, and the limit + 1 byte as it streams", async () => {
    const exe = await uploadRaw(visitor, windowsExecutable(), { filename: "setup.exe" });
    expect(exe.status).toBe(415);
    const renamed = await uploadRaw(visitor, windowsExecutable(), { filename: "scan.pdf" });
    expect(renamed.status).toBe(415);
    const over = generatedBody(small.maxBytes + 1, { chunkSize: 4 * KB });
    const tooLarge = await uploadRaw(visitor, over.stream, { filename: "big.txt", limits: small });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.get("Connection")).toBe("close");
    expect((await body(tooLarge)).error).toBe("File size must be less than 64KB");
    expect(await readdir(path.join(dataDir, "files", ".tmp")).catch(() => [])).toEqual([]);
    const exact = await uploadRaw(visitor, generatedBody(small.maxBytes, { chunkSize: 4 * KB }).stream, {
      filename: "exact.txt",
      limits: small,
    });
    expect(exact.status).toBe(201);
    expect((await body(exact)).data).toMatchObject({ fileSize: small.maxBytes });
    expect(await readdir(path.join(dataDir, "files", ".tmp")).catch(() => [])).toEqual([]);
  });

  it("uses the spec's 25 MB: a Content-Length of 25 MB + 1 is refused unread with the spec's message, 25 MB is read", async () => {
    const over = generatedBody(KB);
    const refused = await uploadRaw(visitor, over.stream, {
      filename: "big.txt",
      headers: { "Content-Length": String(25 * MB + 1) },
    });
    expect(refused.status).toBe(413);
    expect((await body(refused)).error).toBe("File size must be less than 25MB");
    expect(over.pulled()).toBe(0);
    // Declared as exactly 25 MB: read, and found to end early, not refused for its size.
    const within = generatedBody(KB);
    const read = await uploadRaw(visitor, within.stream, {
      filename: "big.txt",
      headers: { "Content-Length": String(25 * MB) },
    });
    expect(read.status).toBe(400);
    expect((await body(read)).code).toBe("UPLOAD_INCOMPLETE");
    expect(within.pulled()).toBe(KB);
    expect(await filesOf(visitor.sessionId!)).toEqual([]);
  });
});

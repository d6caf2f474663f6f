import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createTestOrganization } from "../factories/organizations.ts";
import { download, type UploadBody, uploadFile } from "../support/file-client.ts";
import { Visitor } from "../support/intake-client.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "parley-files-access-"));
process.env.DATA_DIR = dataDir;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

let owner: Visitor;
let uploaded: NonNullable<UploadBody["data"]>;
const content = "Lease notes: rent is $1,850 a month.\n".repeat(100);

beforeEach(async () => {
  const organization = await createTestOrganization();
  owner = new Visitor(organization.id, organization.slug);
  await owner.startSession();
  const response = await uploadFile(owner, new File([content], "Résumé de l'affaire.txt"));
  expect(response.status).toBe(201);
  uploaded = ((await response.json()) as UploadBody).data!;
});

describe("GET /api/files/{fileId or storageKey}", () => {
  it("serves the file to the session that uploaded it, by id and by storage key, with safe headers", async () => {
    for (const key of [uploaded.fileId, uploaded.storageKey]) {
      const response = await download(owner, key);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(content);
      expect(response.headers.get("Content-Type")).toBe("text/plain");
      expect(response.headers.get("Content-Length")).toBe(String(Buffer.byteLength(content)));
      expect(response.headers.get("Content-Disposition")).toBe(
        `inline; filename="R_sum_ de l'affaire.txt"; filename*=UTF-8''R%C3%A9sum%C3%A9%20de%20l%27affaire.txt`,
      );
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    }
  });

  it("serves byte ranges (for seeking in video)", async () => {
    const partial = await download(owner, uploaded.fileId, { Range: "bytes=0-11" });
    expect(partial.status).toBe(206);
    expect(partial.headers.get("Content-Range")).toBe(`bytes 0-11/${Buffer.byteLength(content)}`);
    expect(partial.headers.get("Content-Length")).toBe("12");
    expect(await partial.text()).toBe("Lease notes:");
    const tail = await download(owner, uploaded.fileId, { Range: "bytes=-6" });
    expect(await tail.text()).toBe("month.\n".slice(1));
    const beyond = await download(owner, uploaded.fileId, { Range: `bytes=${Buffer.byteLength(content)}-` });
    expect(beyond.status).toBe(416);
  });

  it("accepts the session's Bearer token instead of its cookie", async () => {
    const session = await owner.startSession();
    const { data } = (await session.json()) as { data: { sessionToken: string } };
    const response = await download(null, uploaded.fileId, { Authorization: `Bearer ${data.sessionToken}` });
    expect(response.status).toBe(200);
  });

  it("answers 404 to another session, another organization's visitor and no session at all", async () => {
    const sameFirm = new Visitor(owner.organizationId, owner.slug);
    await sameFirm.startSession();
    const otherOrganization = await createTestOrganization();
    const elsewhere = new Visitor(otherOrganization.id, otherOrganization.slug);
    await elsewhere.startSession();
    // Even holding both cookies, the other organization's session opens nothing here.
    elsewhere.cookies = new Map([...elsewhere.cookies, ...sameFirm.cookies]);
    for (const visitor of [sameFirm, elsewhere, null]) {
      for (const key of [uploaded.fileId, uploaded.storageKey]) {
        const response = await download(visitor, key);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ success: false, error: "File not found" });
      }
    }
    expect((await download(owner, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await download(owner, "../../etc/passwd")).status).toBe(404);
  });
});

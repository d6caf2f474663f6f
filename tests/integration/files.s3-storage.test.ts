import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { useFakeS3Storage } from "../support/s3-storage.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import { makePdf } from "../support/documents.ts";
import { download, type UploadBody, uploadFile } from "../support/file-client.ts";
import { Visitor } from "../support/intake-client.ts";

/**
 * STORAGE=s3: the real AWS SDK against a local server that speaks the S3 protocol. Uploads land
 * in the bucket (not on local disk), downloads stream back with ranges, removal deletes the object.
 */
const server = useFakeS3Storage();

/** Every object file s3rver keeps for the bucket (its own layout: key + metadata files). */
function objectsOnServer(): string[] {
  const root = path.join(server().directory, server().bucket);
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder)) {
      const full = path.join(folder, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (!entry.endsWith("._S3rver_metadata.json") && !entry.endsWith("._S3rver_object.md5"))
        found.push(path.relative(root, full));
    }
  };
  walk(root);
  return found;
}

describe("files in S3-compatible storage", () => {
  it("an upload is stored in the bucket, downloaded whole and by range, and deleted", async () => {
    const organization = await createTestOrganization();
    const visitor = new Visitor(organization.id, organization.slug);
    await visitor.startSession();
    const pdf = await makePdf(["Repair invoice from Harbor Plumbing, dated April 2, 2025, for $640."]);

    const response = await uploadFile(visitor, new File([pdf], "invoice.pdf"));
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as UploadBody;
    expect(objectsOnServer().some((key) => key.startsWith(data!.storageKey))).toBe(true);

    const whole = await download(visitor, data!.fileId);
    expect(whole.status).toBe(200);
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(pdf);
    expect(whole.headers.get("Content-Length")).toBe(String(pdf.byteLength));

    const part = await download(visitor, data!.storageKey, { Range: "bytes=0-4" });
    expect(part.status).toBe(206);
    expect(part.headers.get("Content-Range")).toBe(`bytes 0-4/${pdf.byteLength}`);
    expect(await part.text()).toBe("%PDF-");

    const { deleteObject, getObjectStream } = await import("../../app/lib/storage.server.ts");
    await deleteObject(data!.storageKey);
    expect(objectsOnServer().some((key) => key.startsWith(data!.storageKey))).toBe(false);
    expect(await getObjectStream(data!.storageKey)).toBeNull();
    // Deleting what is already gone is not an error.
    await deleteObject(data!.storageKey);
    // The row still points at the key, but the file is gone: 404, not a 500.
    expect((await download(visitor, data!.fileId)).status).toBe(404);
    await db.deleteFrom("files").where("id", "=", data!.fileId).execute();
  });

  it("an object that was never stored is simply not found", async () => {
    const { getObjectStream } = await import("../../app/lib/storage.server.ts");
    expect(await getObjectStream("AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")).toBeNull();
  });
});

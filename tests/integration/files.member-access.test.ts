import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { download, type UploadBody, uploadFile } from "../support/file-client.ts";
import { Visitor } from "../support/intake-client.ts";
import { createTeams } from "../support/organization-client.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "parley-files-members-"));
process.env.DATA_DIR = dataDir;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

let teams: Awaited<ReturnType<typeof createTeams>>;
let uploaded: NonNullable<UploadBody["data"]>;
const content = "Notice to vacate, served on March 3.\n";

beforeEach(async () => {
  teams = await createTeams();
  const visitor = new Visitor(teams.firmA.id, teams.firmA.slug);
  await visitor.startSession();
  const response = await uploadFile(visitor, new File([content], "notice.txt"));
  expect(response.status).toBe(201);
  uploaded = ((await response.json()) as UploadBody).data!;
});

const asMember = (token: string) => ({ Cookie: `parley_session=${token}` });

describe("the firm's members and a visitor's files", () => {
  it("every member of the file's organization can open it, by id and by storage key", async () => {
    for (const person of [teams.owner, teams.admin, teams.attorney, teams.paralegal]) {
      for (const key of [uploaded.fileId, uploaded.storageKey]) {
        const response = await download(null, key, asMember(person.token));
        expect(response.status).toBe(200);
        expect(await response.text()).toBe(content);
        expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      }
    }
  });

  it("another organization's owner, a signed-in outsider and a stale session get 404", async () => {
    for (const token of [teams.ownerB.token, teams.outsider.token, "not-a-real-session-token"]) {
      for (const key of [uploaded.fileId, uploaded.storageKey]) {
        const response = await download(null, key, asMember(token));
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ success: false, error: "File not found" });
      }
    }
  });
});

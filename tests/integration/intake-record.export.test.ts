import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { sessionMiddleware } from "../../app/middleware/session.server.ts";
import * as exportRoute from "../../app/routes/api/organizations/$id/matters/$matterId/intake-record.$file.ts";
import * as tokensRoute from "../../app/routes/api/organizations/$id/tokens.ts";
import { verifyExport } from "../../app/features/intake-record/export-signature.server.ts";
import { recordSigningKey } from "../../app/lib/record-signing-key.server.ts";
import { createTestMatter } from "../factories/matters.ts";
import { appOrigin } from "../support/auth-client.ts";
import type { Caller } from "../support/firm-client.ts";
import { callRoute, createTeams } from "../support/organization-client.ts";

/** The signed export of a matter's intake record (ADR 0056), through the API and the matter page's links. */
let teams: Awaited<ReturnType<typeof createTeams>>;
let matter: Awaited<ReturnType<typeof createTestMatter>>;
let tokenA: string;
let tokenB: string;

beforeEach(async () => {
  teams = await createTeams();
  matter = await createTestMatter(teams.firmA, { reviewRequested: true });
  const create = async (as: Caller, id: string) =>
    (
      await callRoute(tokensRoute, `/api/organizations/${id}/tokens`, {
        as,
        json: { tokenName: "Records" },
        params: { id },
      })
    ).body.data.token as string;
  tokenA = await create(teams.owner.as, teams.firmA.id);
  tokenB = await create(teams.ownerB.as, teams.firmB.id);
});

async function download(as: Caller, organizationId: string, matterId: string, file: string, through?: string) {
  const headers = new Headers();
  if (as?.bearer) headers.set("Authorization", `Bearer ${as.bearer}`);
  if (as?.sessionToken) headers.set("Cookie", `parley_session=${as.sessionToken}`);
  const query = through ? `?through=${through}` : "";
  const request = new Request(
    new URL(`/api/organizations/${organizationId}/matters/${matterId}/intake-record/${file}${query}`, appOrigin),
    { headers },
  );
  // Through the session middleware, as the browser reaches it: a member is signed in by their cookie.
  const args = { request, params: { id: organizationId, matterId, file }, context: new RouterContextProvider() };
  type Middleware = (args: unknown, next: () => Promise<Response>) => Promise<Response>;
  const response = await (sessionMiddleware as Middleware)(
    args,
    async () => (await exportRoute.loader(args as never)) as Response,
  );
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

function flipOneByte(bytes: Buffer, at = Math.floor(bytes.length / 2)): Buffer {
  const changed = Buffer.from(bytes);
  changed[at] = changed[at]! ^ 0x01;
  return changed;
}

describe("exporting the intake record", () => {
  it("an API token downloads the record as JSON with its signature; it verifies, and one changed byte fails", async () => {
    const json = await download({ bearer: tokenA }, teams.firmA.id, matter.matterId, "record.json");
    expect(json.status).toBe(200);
    expect(json.headers.get("Content-Type")).toContain("application/json");
    const record = JSON.parse(json.bytes.toString("utf8"));
    expect(record).toMatchObject({
      format: "parley-intake-record/1",
      matter: { id: matter.matterId, matterNumber: matter.matterNumber },
      conversationId: matter.conversationId,
    });
    const events = record.entries
      .filter((entry: { kind: string }) => entry.kind === "activity")
      .map((entry: { data: { eventType: string } }) => entry.data.eventType);
    expect(events).toEqual(expect.arrayContaining(["contact_info_provided", "matter_created", "review_requested"]));
    const through = json.headers.get("X-Intake-Record-Through")!;
    expect(through).toBe(record.throughSeq);

    const signature = await download({ bearer: tokenA }, teams.firmA.id, matter.matterId, "record.json.sig", through);
    expect(signature.status).toBe(200);
    const signatureText = signature.bytes.toString("utf8");
    expect(verifyExport(json.bytes, signatureText)).toEqual({ ok: true, keyId: recordSigningKey().keyId });
    expect(verifyExport(flipOneByte(json.bytes), signatureText)).toEqual({ ok: false, reason: "mismatch" });
    // A signature that was itself changed fails too.
    const forged = JSON.parse(signatureText);
    forged.signature = flipOneByte(Buffer.from(forged.signature, "base64"), 0).toString("base64");
    expect(verifyExport(json.bytes, JSON.stringify(forged))).toEqual({ ok: false, reason: "mismatch" });

    // Later entries do not change an export pinned to its sequence number.
    await createTestMatter(teams.firmA);
    expect(
      (await download({ bearer: tokenA }, teams.firmA.id, matter.matterId, "record.json", through)).bytes.equals(
        json.bytes,
      ),
    ).toBe(true);
  });

  it("a member downloads the PDF and its signature from the matter page's links; the command verifies it, and fails it after one changed byte", async () => {
    const pdf = await download(teams.paralegal.as, teams.firmA.id, matter.matterId, "record.pdf");
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdf.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const through = pdf.headers.get("X-Intake-Record-Through")!;
    const signature = await download(teams.paralegal.as, teams.firmA.id, matter.matterId, "record.pdf.sig", through);
    expect(verifyExport(pdf.bytes, signature.bytes.toString("utf8")).ok).toBe(true);

    const folder = mkdtempSync(join(tmpdir(), "parley-record-"));
    try {
      writeFileSync(join(folder, "record.pdf"), pdf.bytes);
      writeFileSync(join(folder, "record.pdf.sig"), signature.bytes);
      writeFileSync(join(folder, "changed.pdf"), flipOneByte(pdf.bytes));
      const env = {
        ...process.env,
        RECORD_SIGNING_KEY: recordSigningKey().privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
      };
      const verify = (file: string) =>
        spawnSync(
          process.execPath,
          ["--import", "tsx", "scripts/verify-record.ts", join(folder, file), join(folder, "record.pdf.sig")],
          { env, encoding: "utf8" },
        );
      const good = verify("record.pdf");
      expect(good.stdout).toContain("OK:");
      expect(good.status).toBe(0);
      const bad = verify("changed.pdf");
      expect(bad.stdout).toContain("FAILED: the file does not match its signature");
      expect(bad.status).toBe(1);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("another organization's token or member gets 404, nobody gets 401, and an unknown file name is 404", async () => {
    expect((await download({ bearer: tokenB }, teams.firmA.id, matter.matterId, "record.json")).status).toBe(404);
    // Firm B's token on its own organization cannot reach firm A's matter either.
    expect((await download({ bearer: tokenB }, teams.firmB.id, matter.matterId, "record.json")).status).toBe(404);
    expect((await download(teams.ownerB.as, teams.firmB.id, matter.matterId, "record.pdf")).status).toBe(404);
    expect((await download(null, teams.firmA.id, matter.matterId, "record.json")).status).toBe(401);
    expect((await download({ bearer: tokenA }, teams.firmA.id, matter.matterId, "record.exe")).status).toBe(404);
    expect(
      (await download({ bearer: tokenA }, teams.firmA.id, matter.matterId, "record.json", "not-a-number")).status,
    ).toBe(400);
  });
});

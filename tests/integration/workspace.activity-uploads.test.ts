import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { ActivityResponse } from "../../app/features/activity/schemas.ts";
import { readIntakeCredentials } from "../../app/lib/intake-cookie.server.ts";
import { loadWorkspace } from "../../app/features/workspace/workspace.server.ts";
import { getPublicOrganization } from "../../app/features/organizations/get-public-organization.server.ts";
import * as activityRoute from "../../app/routes/api/activity.ts";
import { getFixedTranslator } from "../../app/middleware/i18n.server.ts";
import { db } from "../../db/client.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import { tinyPng } from "../support/documents.ts";
import { uploadFile } from "../support/file-client.ts";
import { routeContext, Visitor } from "../support/intake-client.ts";

const origin = "http://localhost:3000";

/** A PCM WAV of a few silent samples (RIFF/WAVE header and data chunk). */
function tinyWav(): Uint8Array<ArrayBuffer> {
  const samples = 16;
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write("RIFF", 0, "ascii");
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write("WAVEfmt ", 8, "ascii");
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(8000, 24);
  buffer.writeUInt32LE(16000, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write("data", 36, "ascii");
  buffer.writeUInt32LE(samples * 2, 40);
  return new Uint8Array(buffer);
}

/** The start of an MP4 file: an ftyp box (isom) and an empty free box. */
function tinyMp4(): Uint8Array<ArrayBuffer> {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write("ftypisom", 4, "ascii");
  ftyp.writeUInt32BE(512, 12);
  ftyp.write("isomiso2", 16, "ascii");
  const free = Buffer.alloc(8);
  free.writeUInt32BE(8, 0);
  free.write("free", 4, "ascii");
  return new Uint8Array(Buffer.concat([ftyp, free]));
}

async function startedVisitor(organization: { id: string; slug: string }) {
  const visitor = new Visitor(organization.id, organization.slug);
  await visitor.startSession();
  await visitor.acknowledge();
  return visitor;
}

async function feedOf(visitor: Visitor, organizationSlug: string): Promise<ActivityResponse> {
  const request = new Request(`${origin}/api/activity?organizationId=${organizationSlug}&limit=100`, {
    headers: visitor.headers({}),
  });
  const response = (await activityRoute.loader({
    request,
    context: routeContext(`ws-${randomBytes(4).toString("hex")}`),
    params: {},
  } as never)) as Response;
  expect(response.status).toBe(200);
  return (await response.json()) as ActivityResponse;
}

describe("the workspace's activity timeline", () => {
  it("records an image, a video and an audio upload on the visitor's session, by kind and format", async () => {
    const organization = await createTestOrganization();
    const visitor = await startedVisitor(organization);
    for (const file of [
      new File([new Uint8Array(tinyPng())], "holiday photo of Dana.png"),
      new File([tinyMp4()], "video.mp4"),
      new File([tinyWav()], "voicemail.wav"),
    ]) {
      expect((await uploadFile(visitor, file)).status).toBe(201);
    }
    const feed = await feedOf(visitor, organization.slug);
    const uploads = feed.items
      .filter((item) => item.eventType.endsWith("_added"))
      .map((item) => [item.eventType, item.title]);
    expect(uploads.sort()).toEqual([
      ["audio_added", "Audio added (WAV)"],
      ["image_added", "Image added (PNG)"],
      ["video_added", "Video added (MP4)"],
    ]);
    expect(JSON.stringify(feed.items)).not.toContain("Dana");
  });

  it("the page's server-rendered timeline is the visitor's own feed and nobody else's", async () => {
    const organization = await createTestOrganization();
    const first = await startedVisitor(organization);
    const second = await startedVisitor(organization);
    expect((await uploadFile(second, new File([new Uint8Array(tinyPng())], "p.png"))).status).toBe(201);
    const publicOrganization = (await getPublicOrganization(db, organization.slug))!;
    const t = await getFixedTranslator(routeContext(), "workspace");
    const load = async (visitor: Visitor) =>
      loadWorkspace({
        credentials: await readIntakeCredentials(
          new Request(`${origin}/?organizationId=${organization.slug}&tab=matter`, { headers: visitor.headers({}) }),
        ),
        searchParams: new URLSearchParams({ organizationId: organization.slug, tab: "matter" }),
        organization: publicOrganization,
        user: null,
        matter: null,
        t,
      });
    const mine = await load(first);
    expect(mine.tab).toBe("matter");
    expect(mine.activity.sessionId).toBe(first.sessionId);
    expect(mine.activity.feed.items.map((item) => item.eventType)).toEqual(["session_started"]);
    const theirs = await load(second);
    expect(theirs.activity.feed.items.map((item) => item.eventType).sort()).toEqual(["image_added", "session_started"]);
    // The same items as GET /api/activity gives that visitor.
    expect((await feedOf(second, organization.slug)).items).toEqual(theirs.activity.feed.items);
  });
});

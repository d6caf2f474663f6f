import { randomBytes } from "node:crypto";
import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { analyzeDocument } from "../../app/features/files/analyze-document.server.ts";
import { createInstance } from "i18next";
import {
  getActivityFeedState,
  listActivity,
  listFirstActivityPage,
} from "../../app/features/activity/list-activity.server.ts";
import { recordActivity } from "../../app/features/activity/record-activity.server.ts";
import { resources } from "../../app/lib/i18n-resources.server.ts";
import type { ActivityResponse } from "../../app/features/activity/schemas.ts";
import { markCheckoutSessionPaid } from "../../app/features/payments/stripe-webhook.server.ts";
import * as activityRoute from "../../app/routes/api/activity.ts";
import { i18nextMiddleware } from "../../app/middleware/i18n.server.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import { createTestUser } from "../factories/users.ts";
import { Browser } from "../support/auth-client.ts";
import { storeHitsInThisMinuteAndNext } from "../support/rate-limit-hits.ts";
import { answerUntilContactForm, evidencePdf, routeContext, Visitor } from "../support/intake-client.ts";

const origin = "http://localhost:3000";
const pdf = evidencePdf;

/** GET /api/activity as an anonymous visitor (their intake cookie) or with no credentials. */
async function readAsVisitor(
  visitor: Visitor | null,
  query: string,
  headers: Record<string, string> = {},
  clientKey = `activity-${randomBytes(4).toString("hex")}`,
) {
  const request = new Request(`${origin}/api/activity?${query}`, {
    headers: visitor ? visitor.headers(headers) : new Headers(headers),
  });
  return (await activityRoute.loader({ request, context: routeContext(clientKey), params: {} } as never)) as Response;
}

/** A signed-in member of the organization (membership row), reading through the session middleware. */
async function memberOf(organizationId: string) {
  const user = await createTestUser();
  await db
    .insertInto("memberships")
    .values({ organization_id: organizationId, user_id: user.userId, role: "attorney" })
    .execute();
  const browser = new Browser();
  browser.cookies.set("parley_session", user.token);
  return {
    user,
    read: (query: string, headers: Record<string, string> = {}) =>
      browser.call(activityRoute, `/api/activity?${query}`, { headers }),
  };
}

async function body(response: Response) {
  return (await response.json()) as ActivityResponse;
}

async function startedVisitor() {
  const organization = await createTestOrganization();
  const visitor = new Visitor(organization.id, organization.slug);
  await visitor.startSession();
  await visitor.acknowledge();
  return { organization, visitor };
}

/** A "link shared" row as written before titles and descriptions had keys: English text only. */
async function insertEnglishRow(
  organizationId: string,
  intakeSessionId: string | null | undefined,
  row: { description?: string; eventDate: Date },
) {
  await db
    .insertInto("activity_events")
    .values({
      organization_id: organizationId,
      intake_session_id: intakeSessionId ?? null,
      event_type: "link_shared",
      title: "Link shared",
      description: row.description ?? null,
      actor_type: "visitor",
      metadata: "{}",
      event_date: row.eventDate,
    })
    .execute();
}

describe("the activity timeline", () => {
  it("records each step of an intake journey, in plain words without the client's details", async () => {
    const organization = await createTestOrganization({ config: { ownerEmail: "owner@smith-law.test" } });
    const visitor = new Visitor(organization.id, organization.slug);
    await visitor.startSession();
    await visitor.acknowledge();
    const turn = async (text: string) => {
      const { response, events } = await visitor.stream(text);
      expect(response.status).toBe(200);
      return events;
    };
    await turn("hello");
    const contactForm = await answerUntilContactForm(turn);
    expect(contactForm).toBeDefined();
    const submitted = await visitor.submit({
      intent: "contact",
      name: "Dana Reyes",
      email: "dana@example.com",
      phone: "(704) 555-0134",
      location: "Charlotte, NC",
      opposingParty: "Maria Reyes",
    });
    expect(submitted.status).toBe(302);
    const matter = await db
      .selectFrom("matters")
      .selectAll()
      .where("organization_id", "=", organization.id)
      .executeTakeFirstOrThrow();
    const checklist = matter.checklist as { documents: Array<{ id: string; required: boolean }> };
    for (const document of checklist.documents.filter((candidate) => candidate.required)) {
      expect((await visitor.submit({ intent: "checklist-upload", documentId: document.id, file: pdf() })).status).toBe(
        302,
      );
    }
    // The documents are read (the analysis job's work) before the checklist can be completed.
    const uploads = await db.selectFrom("files").select("id").where("organization_id", "=", organization.id).execute();
    for (const file of uploads)
      await analyzeDocument({ organizationId: organization.id, fileId: file.id }, { finalAttempt: false });
    expect((await visitor.submit({ intent: "checklist-complete" })).status).toBe(302);
    await turn("Here is the listing of our house: https://example.com/listing/123");

    // The fee is paid (Stripe's session, as the webhook re-reads it).
    await db
      .updateTable("matters")
      .set({ stripe_checkout_session_id: "cs_test_activity", payment_required: true })
      .where("id", "=", matter.id)
      .execute();
    const paid = await markCheckoutSessionPaid(db, {
      id: "cs_test_activity",
      payment_status: "paid",
      payment_intent: "pi_test_activity",
      metadata: { organizationId: organization.id, matterId: matter.id },
    } as unknown as Stripe.Checkout.Session);
    expect(paid).toMatchObject({ paid: true, changed: true });

    const response = await readAsVisitor(visitor, `organizationId=${organization.slug}&limit=100`);
    expect(response.status).toBe(200);
    const feed = await body(response);
    const types = feed.items.map((item) => item.eventType);
    for (const type of [
      "session_started",
      "contact_info_provided",
      "matter_created",
      "matter_status_changed",
      "document_added",
      "review_requested",
      "intake_completed",
      "link_shared",
      "payment_completed",
    ]) {
      expect(types).toContain(type);
    }
    expect(types.filter((type) => type === "session_started")).toHaveLength(1);
    expect(types.filter((type) => type === "document_added")).toHaveLength(
      checklist.documents.filter((candidate) => candidate.required).length,
    );
    expect(feed.items.find((item) => item.eventType === "document_added")).toMatchObject({
      title: "Document added (PDF)",
      actorType: "visitor",
    });
    expect(feed.items.find((item) => item.eventType === "contact_info_provided")).toMatchObject({
      title: "Contact details provided",
      actorType: "visitor",
    });
    expect(feed.items.find((item) => item.eventType === "matter_created")).toMatchObject({ actorType: "assistant" });
    expect(feed.total).toBe(feed.items.length);
    expect(feed.hasMore).toBe(false);
    expect(Object.keys(feed.items[0]!).sort()).toEqual([
      "actorType",
      "description",
      "eventDate",
      "eventType",
      "id",
      "title",
    ]);
    // Newest first.
    const dates = feed.items.map((item) => Date.parse(item.eventDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    // No client content anywhere in what the feed shows.
    // (The words shown; ids and timestamps are random and may hold "555" by chance.)
    const shown = JSON.stringify(
      feed.items.map((item) => ({
        title: item.title,
        description: item.description,
        eventType: item.eventType,
        actorType: item.actorType,
      })),
    );
    for (const secret of ["Dana", "Reyes", "dana@example.com", "555", "evidence", "example.com/listing", "Charlotte"])
      expect(shown).not.toContain(secret);

    // The shared link is stored as a description key, no English in the row, and read in the reader's language.
    const linkRow = await db
      .selectFrom("activity_events")
      .select(["description", "description_key"])
      .where("organization_id", "=", organization.id)
      .where("event_type", "=", "link_shared")
      .executeTakeFirstOrThrow();
    expect(linkRow).toEqual({ description: null, description_key: "linkShared" });
    expect(feed.items.find((item) => item.eventType === "link_shared")?.description).toBe(
      "The visitor shared a link in the conversation.",
    );
    const german = createInstance({ resources, lng: "de", fallbackLng: "en", interpolation: { escapeValue: false } });
    await german.init();
    const viewer = { kind: "visitor" as const, organizationId: organization.id, sessionId: visitor.sessionId! };
    const inGerman = await listActivity(
      viewer,
      { limit: 100 },
      await getActivityFeedState(viewer, {}),
      german.getFixedT("de", "workspace"),
    );
    expect(inGerman.items.find((item) => item.eventType === "link_shared")?.description).toBe(
      "Die besuchende Person hat im Gespräch einen Link geteilt.",
    );
  });

  it("answers 304 while nothing changed (ETag and If-Modified-Since) and 200 once a new event arrives", async () => {
    const { organization, visitor } = await startedVisitor();
    const query = `organizationId=${organization.id}`;
    const first = await readAsVisitor(visitor, query);
    expect(first.status).toBe(200);
    const etag = first.headers.get("ETag")!;
    const lastModified = first.headers.get("Last-Modified")!;
    expect(etag).toMatch(/^".+"$/);
    expect(Date.parse(lastModified)).not.toBeNaN();

    const byTag = await readAsVisitor(visitor, query, { "If-None-Match": etag });
    expect(byTag.status).toBe(304);
    expect(byTag.headers.get("ETag")).toBe(etag);
    expect(await byTag.text()).toBe("");
    const byDate = await readAsVisitor(visitor, query, { "If-Modified-Since": lastModified });
    expect(byDate.status).toBe(304);
    // Another query is another representation.
    expect((await readAsVisitor(visitor, `${query}&limit=5`, { "If-None-Match": etag })).status).toBe(200);

    await recordActivity(db, {
      organizationId: organization.id,
      intakeSessionId: visitor.sessionId,
      eventType: "file_added",
      title: { key: "fileAdded" },
      actorType: "visitor",
      eventDate: new Date(Date.now() + 2000),
    });
    const changedTag = await readAsVisitor(visitor, query, { "If-None-Match": etag });
    expect(changedTag.status).toBe(200);
    expect(changedTag.headers.get("ETag")).not.toBe(etag);
    expect((await body(changedTag)).items[0]).toMatchObject({ eventType: "file_added", title: "File added" });
    expect((await readAsVisitor(visitor, query, { "If-Modified-Since": lastModified })).status).toBe(200);
  });

  it("pages with a cursor through every event exactly once, newest first", async () => {
    const { organization, visitor } = await startedVisitor();
    const base = Date.now() - 3_600_000;
    // Several events share a timestamp, so the id breaks ties.
    for (let index = 0; index < 64; index++) {
      await recordActivity(db, {
        organizationId: organization.id,
        intakeSessionId: visitor.sessionId,
        eventType: index % 2 ? "image_added" : "document_added",
        title: { key: "documentAdded", params: { format: "PDF" } },
        actorType: "visitor",
        eventDate: new Date(base + Math.floor(index / 4) * 1000),
      });
    }
    const member = await memberOf(organization.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await member.read(
        `organizationId=${organization.slug}&limit=25${cursor ? `&cursor=${cursor}` : ""}`,
      );
      expect(response.status).toBe(200);
      const page = await body(response);
      expect(page.total).toBe(65);
      expect(page.items.length).toBeLessThanOrEqual(25);
      seen.push(...page.items.map((item) => item.id));
      expect(page.hasMore).toBe(page.nextCursor !== null);
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(65);
    expect(new Set(seen).size).toBe(65);
    const all = await db
      .selectFrom("activity_events")
      .select("id")
      .where("organization_id", "=", organization.id)
      .orderBy("event_date", "desc")
      .orderBy("id", "desc")
      .execute();
    expect(seen).toEqual(all.map((row) => row.id));

    expect((await member.read(`organizationId=${organization.slug}&limit=500`).then(body)).items).toHaveLength(65);
    expect((await member.read(`organizationId=${organization.slug}&cursor=not-a-cursor`)).status).toBe(400);
    // Well formed, but no such instant: answered 400 before PostgreSQL sees it.
    for (const date of ["2025-13-45T99:99:99.000000Z", "2025-02-30T10:00:00.000000Z"]) {
      const impossible = Buffer.from(`${date}|${all[0]!.id}`).toString("base64url");
      const response = await member.read(`organizationId=${organization.slug}&cursor=${impossible}`);
      expect(response.status).toBe(400);
    }
  });

  it("the workspace's first page in one statement is the feed's first page with the same count, for this session only", async () => {
    const { organization, visitor } = await startedVisitor();
    const other = new Visitor(organization.id, organization.slug);
    await other.startSession();
    for (let index = 0; index < 30; index++) {
      await recordActivity(db, {
        organizationId: organization.id,
        intakeSessionId: visitor.sessionId,
        eventType: "document_added",
        title: { key: "documentAdded", params: { format: "PDF" } },
        actorType: "visitor",
        eventDate: new Date(Date.now() - 60_000 + index * 1000),
      });
    }
    const t = (key: string) => key;
    if (!visitor.sessionId || !other.sessionId) throw new Error("the visitors have no session");
    for (const [session, events] of [
      [visitor.sessionId, 31],
      [other.sessionId, 1],
      [crypto.randomUUID(), 0],
    ] as const) {
      const viewer = { kind: "visitor" as const, organizationId: organization.id, sessionId: session };
      const state = await getActivityFeedState(viewer, {});
      const twoSteps = await listActivity(viewer, { limit: 25 }, state, t);
      const first = await listFirstActivityPage(viewer, 25, t);
      expect(first).toEqual(twoSteps);
      expect(first.total).toBe(events);
      expect(first.items).toHaveLength(Math.min(events, 25));
      expect(first.hasMore).toBe(events > 25);
    }
  });

  it("a visitor sees only their own session; a member sees the organization's; anyone else gets 404", async () => {
    const { organization, visitor } = await startedVisitor();
    const other = new Visitor(organization.id, organization.slug);
    await other.startSession();
    await recordActivity(db, {
      organizationId: organization.id,
      intakeSessionId: other.sessionId,
      eventType: "link_shared",
      title: { key: "linkShared" },
      actorType: "visitor",
    });

    const own = await body(await readAsVisitor(visitor, `organizationId=${organization.slug}`));
    expect(own.items.map((item) => item.eventType)).toEqual(["session_started"]);
    expect(own.total).toBe(1);
    // Asking for the other session's events finds nothing.
    const asked = await body(
      await readAsVisitor(visitor, `organizationId=${organization.slug}&sessionId=${other.sessionId}`),
    );
    expect(asked).toEqual({ items: [], hasMore: false, total: 0, nextCursor: null });

    const member = await memberOf(organization.id);
    const firm = await body(await member.read(`organizationId=${organization.id}`));
    expect(firm.total).toBe(3);
    expect(firm.items.map((item) => item.eventType).sort()).toEqual([
      "link_shared",
      "session_started",
      "session_started",
    ]);
    const oneSession = await body(await member.read(`organizationId=${organization.id}&sessionId=${other.sessionId}`));
    expect(oneSession.items.map((item) => item.eventType).sort()).toEqual(["link_shared", "session_started"]);

    // No credentials, a visitor of another firm, a signed-in non-member, an unknown firm: all 404.
    expect((await readAsVisitor(null, `organizationId=${organization.slug}`)).status).toBe(404);
    const elsewhere = await startedVisitor();
    const foreign = new Visitor(organization.id, organization.slug);
    foreign.cookies = elsewhere.visitor.cookies;
    expect((await readAsVisitor(foreign, `organizationId=${organization.slug}`)).status).toBe(404);
    const stranger = await memberOf(elsewhere.organization.id);
    const strangerResponse = await stranger.read(`organizationId=${organization.slug}`);
    expect(strangerResponse.status).toBe(404);
    expect(await strangerResponse.json()).toEqual({ error: "Organization not found" });
    expect((await stranger.read(`organizationId=no-such-firm-${randomBytes(3).toString("hex")}`)).status).toBe(404);
  });

  it("filters by type and by actor type", async () => {
    const { organization, visitor } = await startedVisitor();
    const scope = { organizationId: organization.id, intakeSessionId: visitor.sessionId };
    await recordActivity(db, {
      ...scope,
      eventType: "document_added",
      title: { key: "documentAdded", params: { format: "PDF" } },
      actorType: "visitor",
    });
    await recordActivity(db, {
      ...scope,
      eventType: "image_added",
      title: { key: "imageAdded", params: { format: "PNG" } },
      actorType: "visitor",
    });
    await recordActivity(db, {
      ...scope,
      eventType: "matter_created",
      title: { key: "matterCreated" },
      actorType: "assistant",
    });
    await recordActivity(db, {
      ...scope,
      eventType: "payment_completed",
      title: { key: "paymentCompleted" },
      actorType: "system",
    });

    const byType = await body(
      await readAsVisitor(visitor, `organizationId=${organization.slug}&type=document_added,image_added`),
    );
    expect(byType.items.map((item) => item.eventType).sort()).toEqual(["document_added", "image_added"]);
    expect(byType.total).toBe(2);
    const byActor = await body(await readAsVisitor(visitor, `organizationId=${organization.slug}&actorType=assistant`));
    expect(byActor.items.map((item) => item.eventType)).toEqual(["matter_created"]);
    const both = await body(
      await readAsVisitor(
        visitor,
        `organizationId=${organization.slug}&type=matter_created,document_added&actorType=visitor`,
      ),
    );
    expect(both.items.map((item) => item.eventType)).toEqual(["document_added"]);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(
      (await body(await readAsVisitor(visitor, `organizationId=${organization.slug}&since=${future}`))).total,
    ).toBe(0);
    expect(
      (await body(await readAsVisitor(visitor, `organizationId=${organization.slug}&until=${future}`))).total,
    ).toBe(5);
    expect((await readAsVisitor(visitor, `organizationId=${organization.slug}&actorType=robot`)).status).toBe(400);
    expect((await readAsVisitor(visitor, `organizationId=${organization.slug}&since=yesterday`)).status).toBe(400);
  });

  it("requires an organization id", async () => {
    for (const query of ["", "organizationId=", "limit=5"]) {
      const response = await readAsVisitor(null, query);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "Organization ID is required" });
    }
  });

  it("answers 429 with retryAfter once a client exceeds the limit", async () => {
    const query = `organizationId=no-such-firm-${randomBytes(3).toString("hex")}`;
    // The limit is a fixed one-minute window: a client's earlier reads are stored in this one and the next.
    const clientWith = async (earlierReads: number) => {
      const clientKey = `activity-burst-${randomBytes(4).toString("hex")}`;
      await storeHitsInThisMinuteAndNext(`activity:${clientKey}`, earlierReads);
      return clientKey;
    };
    expect((await readAsVisitor(null, query, {}, await clientWith(119))).status).toBe(404);
    const limited = await readAsVisitor(null, query, {}, await clientWith(120));
    expect(limited.status).toBe(429);
    const payload = (await limited.json()) as { error: string; retryAfter: number };
    expect(payload.retryAfter).toBeGreaterThan(0);
    expect(payload.error).toBe(`Rate limit exceeded. Please try again in ${payload.retryAfter} seconds.`);
    expect(limited.headers.get("Retry-After")).toBe(String(payload.retryAfter));
  });

  it("titles are stored as a key with parameters and shown in the reader's language; older English titles still read", async () => {
    const { organization, visitor } = await startedVisitor();
    const scope = { organizationId: organization.id, intakeSessionId: visitor.sessionId };
    await recordActivity(db, {
      ...scope,
      eventType: "document_added",
      title: { key: "documentAdded", params: { format: "PDF" } },
      actorType: "visitor",
      eventDate: new Date(Date.now() + 1000),
    });
    // A row written before titles had keys: its English title is all there is.
    await insertEnglishRow(organization.id, visitor.sessionId, { eventDate: new Date(Date.now() + 2000) });
    const stored = await db
      .selectFrom("activity_events")
      .select(["title", "title_key", "title_params"])
      .where("organization_id", "=", organization.id)
      .where("event_type", "=", "document_added")
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ title: null, title_key: "documentAdded", title_params: { format: "PDF" } });

    const english = await body(await readAsVisitor(visitor, `organizationId=${organization.slug}`));
    expect(english.items.slice(0, 2).map((item) => item.title)).toEqual(["Link shared", "Document added (PDF)"]);

    const german = createInstance({ resources, lng: "de", fallbackLng: "en", interpolation: { escapeValue: false } });
    await german.init();
    const viewer = { kind: "visitor" as const, organizationId: organization.id, sessionId: visitor.sessionId! };
    const state = await getActivityFeedState(viewer, {});
    const feed = await listActivity(viewer, { limit: 25 }, state, german.getFixedT("de", "workspace"));
    expect(feed.items.slice(0, 2).map((item) => item.title)).toEqual(["Link shared", "Dokument hinzugefügt (PDF)"]);
  });

  it("descriptions are stored as a key with parameters and shown in the reader's language, status names too; older English descriptions still read", async () => {
    const { organization, visitor } = await startedVisitor();
    const scope = { organizationId: organization.id, intakeSessionId: visitor.sessionId };
    await recordActivity(db, {
      ...scope,
      eventType: "matter_status_changed",
      title: { key: "matterStatusChanged" },
      description: { key: "statusChanged", params: { from: "incomplete", to: "ready" } },
      actorType: "member",
      eventDate: new Date(Date.now() + 1000),
    });
    await recordActivity(db, {
      ...scope,
      eventType: "deadline_review_requested",
      title: { key: "sameDayReviewRequested" },
      description: { key: "sameDayReviewTomorrow", params: { deadline: "hearing", date: "2026-12-01", days: 1 } },
      actorType: "system",
      eventDate: new Date(Date.now() + 2000),
    });
    // A row written before descriptions had keys: its English description is all there is.
    await insertEnglishRow(organization.id, visitor.sessionId, {
      description: "The visitor shared a link in the conversation.",
      eventDate: new Date(Date.now() + 3000),
    });
    const stored = await db
      .selectFrom("activity_events")
      .select(["description", "description_key", "description_params"])
      .where("organization_id", "=", organization.id)
      .where("event_type", "=", "matter_status_changed")
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      description: null,
      description_key: "statusChanged",
      description_params: { from: "incomplete", to: "ready" },
    });

    /** GET /api/activity as the browser reaches it, the language chosen by Accept-Language. */
    const read = async (language: string) => {
      const request = new Request(`${origin}/api/activity?organizationId=${organization.slug}`, {
        headers: visitor.headers({ "Accept-Language": language }),
      });
      const args = { request, context: routeContext(`activity-${language}`), params: {} };
      const response = (await (i18nextMiddleware as (a: unknown, next: () => Promise<unknown>) => Promise<unknown>)(
        args,
        () => activityRoute.loader(args as never),
      )) as Response;
      expect(response.status).toBe(200);
      return (await body(response)).items.slice(0, 3).map((item) => item.description);
    };
    expect(await read("en")).toEqual([
      "The visitor shared a link in the conversation.",
      "Hearing tomorrow (2026-12-01): a lawyer should review this matter today.",
      "Status changed from incomplete to ready.",
    ]);
    expect(await read("de")).toEqual([
      "The visitor shared a link in the conversation.",
      "Anhörung morgen (2026-12-01): Ein Anwalt sollte diese Angelegenheit heute prüfen.",
      // The statuses are named in the reader's language too.
      "Status geändert von unvollständig zu bereit.",
    ]);
  });
});

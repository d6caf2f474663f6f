import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import * as activityRoute from "../../app/routes/api/activity.ts";
import * as matterPage from "../../app/routes/org/$organizationId/matters/$matterId.tsx";
import { createTestMatter } from "../factories/matters.ts";
import { callAny, type Caller } from "../support/firm-client.ts";
import { createTeams } from "../support/organization-client.ts";

/** The matter page's actions by role, their activity events, and what the visitor never sees. */
let teams: Awaited<ReturnType<typeof createTeams>>;
let matter: Awaited<ReturnType<typeof createTestMatter>>;

beforeEach(async () => {
  teams = await createTeams();
  matter = await createTestMatter(teams.firmA, { reviewRequested: true, document: true });
});

const pagePath = () => `/org/${teams.firmA.id}/matters/${matter.matterId}`;
const params = () => ({ organizationId: teams.firmA.id, matterId: matter.matterId });
const post = (as: Caller, form: Record<string, string>) =>
  callAny(matterPage, pagePath(), { as, form, params: params() });
const view = (as: Caller) => callAny(matterPage, pagePath(), { as, params: params() });
const matterRow = () =>
  db.selectFrom("matters").selectAll().where("id", "=", matter.matterId).executeTakeFirstOrThrow();
const events = (type: string) =>
  db
    .selectFrom("activity_events")
    .selectAll()
    .where("matter_id", "=", matter.matterId)
    .where("event_type", "=", type)
    .execute();

describe("the matter page", () => {
  it("shows a member the transcript, summary, contact, documents, review request and timeline", async () => {
    const page = await view(teams.paralegal.as);
    expect(page.status).toBe(200);
    expect(page.body.matter.matterNumber).toBe(matter.matterNumber);
    expect(page.body.messages.map((message: { content: string }) => message.content)).toEqual([
      "My landlord kept my security deposit.",
      "I'm sorry to hear that. When did you move out?",
    ]);
    expect(page.body.contact.name).toBe("Dana Reyes");
    expect(page.body.matter.opposingParty).toBe("Acme Realty LLC");
    expect(page.body.documents).toEqual([
      expect.objectContaining({
        id: matter.fileId,
        name: "lease.pdf",
        summary: "A residential lease for an apartment in Charlotte.",
      }),
    ]);
    expect(page.body.matter.reviewRequestedAt).not.toBeNull();
    expect(page.body.activity.map((event: { eventType: string }) => event.eventType)).toEqual(
      expect.arrayContaining(["matter_created", "review_requested"]),
    );
    expect(page.body.reviewers.map((reviewer: { role: string }) => reviewer.role).sort()).toEqual([
      "admin",
      "attorney",
      "owner",
    ]);
    expect(page.body.allowed).toEqual(["assign-reviewer", "change-status", "add-note", "rate-intake"]);
  });

  it("a signed-out visitor is sent to sign in", async () => {
    const page = await view(null);
    expect(page.status).toBe(302);
    expect(page.location).toBe(`/auth?mode=signin&redirectTo=${encodeURIComponent(pagePath())}`);
  });
});

describe("matter actions by role", () => {
  it("an attorney marks the matter reviewed: it leaves the queue, with a matter_reviewed event in the firm's timeline", async () => {
    const answer = await post(teams.attorney.as, { intent: "mark-reviewed" });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(pagePath());
    const row = await matterRow();
    expect(row.reviewed_by).toBe(teams.attorney.userId);
    expect(row.reviewing_attorney_id).toBe(teams.attorney.userId);
    const [event] = await events("matter_reviewed");
    expect(event).toMatchObject({
      actor_type: "member",
      actor_id: teams.attorney.userId,
      organization_id: teams.firmA.id,
      intake_session_id: null,
    });
    // Marking it again changes nothing.
    expect((await post(teams.attorney.as, { intent: "mark-reviewed" })).status).toBe(303);
    expect(await events("matter_reviewed")).toHaveLength(1);
  });

  it("a paralegal may not mark reviewed or close (403 'Access Denied'), and nothing is recorded", async () => {
    const reviewed = await post(teams.paralegal.as, { intent: "mark-reviewed" });
    expect(reviewed.status).toBe(403);
    expect(reviewed.body.result.error[""]).toEqual(["firm:errors.accessDenied"]);
    const closed = await post(teams.paralegal.as, { intent: "change-status", status: "closed", title: "Done" });
    expect(closed.status).toBe(403);
    const row = await matterRow();
    expect(row.reviewed_at).toBeNull();
    expect(row.status).toBe("active");
    expect(await events("matter_reviewed")).toHaveLength(0);
  });

  it("a paralegal moves a matter between draft and active; only an attorney closes and reopens it", async () => {
    expect(
      (await post(teams.paralegal.as, { intent: "change-status", status: "draft", title: "Waiting for the lease" }))
        .status,
    ).toBe(303);
    expect(await matterRow()).toMatchObject({ status: "draft", status_title: "Waiting for the lease" });
    expect(
      (
        await post(teams.attorney.as, {
          intent: "change-status",
          status: "closed",
          title: "Declined: outside our practice",
        })
      ).status,
    ).toBe(303);
    expect(await matterRow()).toMatchObject({ status: "closed", status_title: "Declined: outside our practice" });
    expect(
      (await post(teams.paralegal.as, { intent: "change-status", status: "active", title: "Reopen" })).status,
    ).toBe(403);
    const statusEvents = await events("matter_status_changed");
    const firm = statusEvents.filter((event) => event.actor_type === "member");
    expect(firm.map((event) => event.metadata)).toEqual(
      expect.arrayContaining([
        { from: "active", to: "draft" },
        { from: "draft", to: "closed" },
      ]),
    );
    expect(firm.every((event) => event.intake_session_id === null)).toBe(true);
    // The typed title is kept on the matter, never in the timeline.
    expect(JSON.stringify(statusEvents)).not.toContain("outside our practice");
  });

  it("the status title must be 1-255 characters; the typed values come back with the error", async () => {
    const empty = await post(teams.attorney.as, { intent: "change-status", status: "active", title: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.result.error.title).toEqual(["firm:errors.statusTitleRequired"]);
    const long = await post(teams.attorney.as, { intent: "change-status", status: "closed", title: "x".repeat(256) });
    expect(long.status).toBe(400);
    expect(long.body.result.error.title).toEqual(["firm:errors.statusTitleTooLong"]);
    expect(long.body.result.initialValue).toMatchObject({ status: "closed", title: "x".repeat(256) });
    expect((await post(teams.attorney.as, { intent: "change-status", status: "bogus", title: "x" })).status).toBe(400);
    expect(
      (await post(teams.attorney.as, { intent: "change-status", status: "active", title: "x".repeat(255) })).status,
    ).toBe(303);
  });

  it("assigning a reviewing attorney: attorneys, admins and owners only", async () => {
    expect(
      (await post(teams.paralegal.as, { intent: "assign-reviewer", reviewerId: teams.attorney.userId })).status,
    ).toBe(303);
    expect((await matterRow()).reviewing_attorney_id).toBe(teams.attorney.userId);
    const [assigned] = await events("lawyer_assigned");
    expect(assigned).toMatchObject({
      actor_id: teams.paralegal.userId,
      intake_session_id: null,
      metadata: { lawyerUserId: teams.attorney.userId },
    });
    const paralegal = await post(teams.attorney.as, { intent: "assign-reviewer", reviewerId: teams.paralegal.userId });
    expect(paralegal.status).toBe(400);
    expect(paralegal.body.result.error[""]).toEqual(["firm:errors.reviewerNotEligible"]);
    // Another firm's owner cannot be assigned either.
    expect((await post(teams.attorney.as, { intent: "assign-reviewer", reviewerId: teams.ownerB.userId })).status).toBe(
      400,
    );
    expect((await post(teams.attorney.as, { intent: "assign-reviewer", reviewerId: "not-a-uuid" })).status).toBe(400);
    expect((await matterRow()).reviewing_attorney_id).toBe(teams.attorney.userId);
  });

  it("internal notes are stored and listed for the firm, and never reach the visitor's activity feed", async () => {
    const note = "Client sounded credible; check the lease's deposit clause.";
    expect((await post(teams.paralegal.as, { intent: "add-note", body: note })).status).toBe(303);
    const page = await view(teams.attorney.as);
    expect(page.body.notes).toEqual([expect.objectContaining({ body: note, authorName: "Paul Paralegal" })]);
    const [event] = await events("note_added");
    expect(event).toMatchObject({ title: null, title_key: "noteAdded", intake_session_id: null });
    expect(JSON.stringify(event)).not.toContain("credible");

    const feed = await callAny(activityRoute, `/api/activity?organizationId=${teams.firmA.id}&limit=100`, {
      as: { bearer: matter.sessionToken },
    });
    expect(feed.status).toBe(200);
    const types = feed.body.items.map((item: { eventType: string }) => item.eventType);
    expect(types).toContain("matter_created");
    expect(types).not.toContain("note_added");
    expect(JSON.stringify(feed.body)).not.toContain("credible");

    expect((await post(teams.paralegal.as, { intent: "add-note", body: "" })).body.result.error.body).toEqual([
      "firm:errors.noteRequired",
    ]);
  });

  it("rating the intake: 1-5 with a comment up to 500 characters", async () => {
    expect(
      (await post(teams.paralegal.as, { intent: "rate-intake", rating: "4", comment: "Clear summary" })).status,
    ).toBe(303);
    expect(await matterRow()).toMatchObject({
      intake_rating: 4,
      intake_rating_comment: "Clear summary",
      rated_by: teams.paralegal.userId,
    });
    expect((await events("intake_rated"))[0]).toMatchObject({
      title_key: "intakeRated",
      title_params: { rating: 4 },
      intake_session_id: null,
    });
    for (const rating of ["0", "6", "2.5", "", "five"]) {
      const bad = await post(teams.paralegal.as, { intent: "rate-intake", rating });
      expect(bad.status, `rating ${rating}`).toBe(400);
      expect(bad.body.result.error.rating).toEqual(["firm:errors.ratingInvalid"]);
    }
    const long = await post(teams.paralegal.as, { intent: "rate-intake", rating: "5", comment: "y".repeat(501) });
    expect(long.body.result.error.comment).toEqual(["firm:errors.ratingCommentTooLong"]);
    expect(
      (await post(teams.paralegal.as, { intent: "rate-intake", rating: "5", comment: "y".repeat(500) })).status,
    ).toBe(303);
    expect(await events("intake_rated")).toHaveLength(2);
  });

  it("a form posted from another site is refused", async () => {
    const answer = await callAny(matterPage, pagePath(), {
      as: teams.attorney.as,
      form: { intent: "mark-reviewed" },
      params: params(),
      origin: "https://evil.example",
    });
    expect(answer.status).toBe(403);
    expect((await matterRow()).reviewed_at).toBeNull();
  });

  it("an unknown intent is a 400", async () => {
    expect((await post(teams.attorney.as, { intent: "delete-everything" })).status).toBe(400);
  });
});

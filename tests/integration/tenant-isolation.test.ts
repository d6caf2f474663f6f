import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { addMatterNote } from "../../app/features/matters/add-matter-note.server.ts";
import { workspaceResources } from "../../app/features/workspace/schemas.ts";
import * as activityRoute from "../../app/routes/api/activity.ts";
import * as fileRoute from "../../app/routes/api/files/$fileKey.ts";
import * as sharedCaseFileRoute from "../../app/routes/api/case-files/shared/$token.ts";
import * as organizationRoute from "../../app/routes/api/organizations/$id.ts";
import * as myOrganizationsRoute from "../../app/routes/api/organizations/me.ts";
import * as quotaRoute from "../../app/routes/api/usage/quota.ts";
import * as mattersChooser from "../../app/routes/matters/index.tsx";
import * as activeOrganizationRoute from "../../app/routes/api/organizations/active.ts";
import * as publicOrganizationRoute from "../../app/routes/api/organizations/index.ts";
import * as logoRoute from "../../app/routes/api/organizations/$id/logo.ts";
import * as lawyersPage from "../../app/routes/lawyers/index.tsx";
import * as onboardingCompleteRoute from "../../app/routes/api/onboarding/complete.ts";
import * as onboardingSkipRoute from "../../app/routes/api/onboarding/skip.ts";
import * as onboardingStatusRoute from "../../app/routes/api/onboarding/status.ts";
import * as businessOnboardingPage from "../../app/routes/business-onboarding/index.tsx";
import * as organizationSettingsPage from "../../app/routes/settings/organization.tsx";
import * as intakeEditorPage from "../../app/routes/settings/organization-intake.tsx";
import * as lawyerSettingsPage from "../../app/routes/settings/organization/lawyers.tsx";
import { createLawyer } from "../../app/features/lawyers/manage-lawyers.server.ts";
import { logoKeyOf, storeOrganizationLogo } from "../../app/features/organizations/organization-logo.server.ts";
import { putObject } from "../../app/lib/storage.server.ts";
import { generateToken, hashToken } from "../../app/lib/tokens.server.ts";
import * as acceptInvitationRoute from "../../app/routes/api/organizations/$id/accept-invitation.ts";
import * as declineInvitationRoute from "../../app/routes/api/organizations/$id/decline-invitation.ts";
import * as memberRoute from "../../app/routes/api/organizations/$id/member.ts";
import * as tokensRoute from "../../app/routes/api/organizations/$id/tokens.ts";
import * as revokeRoute from "../../app/routes/api/organizations/$id/tokens/$tokenId.ts";
import * as workspaceRoute from "../../app/routes/api/organizations/$id/workspace/$resource.ts";
import * as inviteRoute from "../../app/routes/api/organizations/invitations.ts";
import * as cancelRoute from "../../app/routes/api/organizations/invitations/$invitationId.ts";
import * as myInvitationsRoute from "../../app/routes/api/organizations/me/invitations.ts";
import * as sessionsRoute from "../../app/routes/api/sessions.ts";
import * as streamRoute from "../../app/routes/api/agent/stream.ts";
import * as intakePage from "../../app/routes/intake/index.tsx";
import * as matterPage from "../../app/routes/org/$organizationId/matters/$matterId.tsx";
import * as matterListPage from "../../app/routes/org/$organizationId/matters/index.tsx";
import * as firmShell from "../../app/routes/org/$organizationId/layout.tsx";
import * as firmDashboard from "../../app/routes/org/$organizationId/dashboard.tsx";
import { createTestMatter } from "../factories/matters.ts";
import { createTestUser } from "../factories/users.ts";
import { uniqueEmail } from "../support/auth-client.ts";
import { testPng } from "../support/images.ts";
import { type Answer, callAny, type Caller } from "../support/firm-client.ts";
import { callRoute, createTeams, type TeamMember } from "../support/organization-client.ts";

/**
 * Tenant isolation, the bar (ADR 0030): every route that reads or changes tenant data, from ONE
 * table, called as each role of organization A, as a member of organization B, as an anonymous
 * visitor and with an API token of B. For B and strangers, A's ids are always a 404 (never a 403
 * that reveals them), with A's organization in the URL and with B's own organization in the URL
 * around A's object id; B's lists never carry A's rows; nothing of A changes. A's own roles get
 * what the permission map gives them, so the checks are not vacuous.
 *
 * To cover a new route, add one entry to `routes` below.
 *
 * Routes of app/routes.ts NOT in the table, and why: the intake page `/` (visitor's own session and
 * the firm's public configuration), /api/sessions, /api/agent/stream, /api/usage/quota, Share Matter
 * and /api/case-files/shared/{token}, Contact Through App, /matters, the intake editor and the
 * Settings > Organization page itself (the session's own organization) are checked in the tests at
 * the end. The wizard's Stripe return (`/business-onboarding?…&stripe=return|refresh`) and checkout
 * return (`&sync=1`) run after the same owner/admin check as its GET (business-onboarding tests). Not tenant data (the caller's own account, static pages, or Stripe-signed): /auth/*,
 * /api/auth/*, /onboarding, /settings/{general,notifications,account,security,mfa-enrollment,help},
 * POST /api/organizations and /api/organizations/me/ensure-personal (create the caller's own),
 * /api/files/upload(-raw) (the visitor's own session; files.upload tests), /api/payments/stripe-webhook,
 * /api/health, /keyboard-shortcuts, /report-bug, /help, /terms, /privacy and the not-found page.
 * Billing (/cart, /subscription/* and /api/auth/subscription/*, /api/subscription/sync; ADR 0033)
 * needs a Stripe server: billing.subscriptions tests that outsiders get 404 and members without
 * the role 403, and the cart lists only organizations the caller may bill for.
 */
type Org = { id: string; slug: string; name: string };
type World = {
  org: Org;
  matterId: string;
  matterNumber: string;
  conversationId: string;
  sessionId: string;
  fileId: string;
  storageKey: string;
  noteId: string;
  invitationId: string;
  tokenId: string;
  token: string;
  memberUserId: string;
  attorneyUserId: string;
  /** A lawyer of the organization's directory (public on its /lawyers page). */
  lawyerId: string;
  /** The key of the organization's uploaded logo (public at /api/organizations/{id}/logo?v=). */
  logoKey: string;
  /** The intake visitor's token (cookie or Bearer) of the matter's session. */
  visitorToken: string;
  /** The matter's Share Matter link (ADR 0020). */
  shareToken: string;
  /** Texts that exist only in this organization's data. */
  markers: string[];
  /** Texts the organization publishes (its directory): never in an answer about another organization. */
  publicMarkers: string[];
};
type Role = "owner" | "admin" | "attorney" | "paralegal";
type Request = {
  method?: string;
  path: string;
  params: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
};
type RouteCase = {
  name: string;
  module: Parameters<typeof callAny>[0];
  /** The request on `target`'s organization for `object`'s ids (the two differ in the swapped check). */
  request: (target: World, object: World) => Request;
  /** A list: the ids of the rows it answers. */
  rows?: (body: any) => string[];
  /** A's roles that succeed (with this status); the others get 403. Omitted: not checked for A's roles. */
  allowed?: { roles: Role[]; status: number };
  /** The route changes data: A's roles are only called when they lack the permission (403). */
  mutates?: boolean;
  /** The route has no object id beyond the organization: no swapped check. */
  organizationOnly?: boolean;
  /**
   * Public by design (the firm's directory, its logo, its intake configuration): anyone may read
   * A's own published object (200), but never A's data, and never A's object through B's URL.
   */
  public?: boolean;
  /** The caller's own list (e.g. their invitations): an outsider gets 200 with their own rows, none of A's. */
  ownList?: boolean;
};

const everyone: Role[] = ["owner", "admin", "attorney", "paralegal"];
const managers: Role[] = ["owner", "admin"];
const rowsOf = (key: string) => (body: any) => ((body?.data ?? []) as Record<string, string>[]).map((row) => row[key]!);

const routes: RouteCase[] = [
  // Organization members.
  {
    name: "GET /api/organizations/{id}/member",
    module: memberRoute,
    request: (t) => ({ path: `/api/organizations/${t.org.id}/member`, params: { id: t.org.id } }),
    rows: rowsOf("userId"),
    allowed: { roles: everyone, status: 200 },
    organizationOnly: true,
  },
  {
    name: "PATCH /api/organizations/{id}/member",
    module: memberRoute,
    request: (t, o) => ({
      method: "PATCH",
      path: `/api/organizations/${t.org.id}/member`,
      params: { id: t.org.id },
      json: { userId: o.memberUserId, role: "attorney" },
    }),
    allowed: { roles: managers, status: 200 },
    mutates: true,
  },
  {
    name: "DELETE /api/organizations/{id}/member?userId",
    module: memberRoute,
    request: (t, o) => ({
      method: "DELETE",
      path: `/api/organizations/${t.org.id}/member?userId=${o.memberUserId}`,
      params: { id: t.org.id },
    }),
    allowed: { roles: managers, status: 200 },
    mutates: true,
  },
  // Invitations.
  {
    name: "POST /api/organizations/invitations",
    module: inviteRoute,
    request: (t) => ({
      path: "/api/organizations/invitations",
      params: {},
      json: { organizationId: t.org.id, email: uniqueEmail("isolation"), role: "paralegal" },
    }),
    allowed: { roles: managers, status: 200 },
    mutates: true,
    organizationOnly: true,
  },
  {
    name: "DELETE /api/organizations/invitations/{invitationId}",
    module: cancelRoute,
    request: (_t, o) => ({
      method: "DELETE",
      path: `/api/organizations/invitations/${o.invitationId}`,
      params: { invitationId: o.invitationId },
    }),
    allowed: { roles: managers, status: 200 },
    mutates: true,
  },
  {
    name: "POST /api/organizations/{invitationId}/accept-invitation",
    module: acceptInvitationRoute,
    request: (_t, o) => ({
      path: `/api/organizations/${o.invitationId}/accept-invitation`,
      params: { id: o.invitationId },
      json: {},
    }),
    // Only the invited address's owner answers; every member of A is someone else.
    allowed: { roles: [], status: 200 },
    mutates: true,
  },
  {
    name: "POST /api/organizations/{invitationId}/decline-invitation",
    module: declineInvitationRoute,
    request: (_t, o) => ({
      path: `/api/organizations/${o.invitationId}/decline-invitation`,
      params: { id: o.invitationId },
      json: {},
    }),
    allowed: { roles: [], status: 200 },
    mutates: true,
  },
  {
    name: "GET /api/organizations/me/invitations",
    module: myInvitationsRoute,
    request: () => ({ path: "/api/organizations/me/invitations", params: {} }),
    rows: rowsOf("id"),
    organizationOnly: true,
    ownList: true,
  },
  // API tokens.
  {
    name: "GET /api/organizations/{id}/tokens",
    module: tokensRoute,
    request: (t) => ({ path: `/api/organizations/${t.org.id}/tokens`, params: { id: t.org.id } }),
    rows: rowsOf("id"),
    allowed: { roles: ["owner"], status: 200 },
    organizationOnly: true,
  },
  {
    name: "POST /api/organizations/{id}/tokens",
    module: tokensRoute,
    request: (t) => ({
      path: `/api/organizations/${t.org.id}/tokens`,
      params: { id: t.org.id },
      json: { tokenName: "Isolation" },
    }),
    allowed: { roles: ["owner"], status: 200 },
    mutates: true,
    organizationOnly: true,
  },
  {
    name: "DELETE /api/organizations/{id}/tokens/{tokenId}",
    module: revokeRoute,
    request: (t, o) => ({
      method: "DELETE",
      path: `/api/organizations/${t.org.id}/tokens/${o.tokenId}`,
      params: { id: t.org.id, tokenId: o.tokenId },
    }),
    allowed: { roles: ["owner"], status: 200 },
    mutates: true,
  },
  // The workspace API: every resource.
  ...workspaceResources.map(
    (resource): RouteCase => ({
      name: `GET /api/organizations/{id}/workspace/${resource}`,
      module: workspaceRoute,
      request: (t) => ({
        path: `/api/organizations/${t.org.id}/workspace/${resource}?limit=100`,
        params: { id: t.org.id, resource },
      }),
      rows: (body) =>
        ((body?.data ?? []) as Record<string, unknown>[]).flatMap((row) =>
          [row.id, row.conversationId, row.matterId].filter((id): id is string => typeof id === "string"),
        ),
      allowed: { roles: everyone, status: 200 },
      organizationOnly: true,
    }),
  ),
  // The activity feed, with and without an object filter.
  {
    name: "GET /api/activity?organizationId",
    module: activityRoute,
    request: (t) => ({ path: `/api/activity?organizationId=${t.org.id}&limit=100`, params: {} }),
    rows: (body) => ((body?.items ?? []) as { id: string }[]).map((item) => item.id),
    allowed: { roles: everyone, status: 200 },
    organizationOnly: true,
  },
  {
    name: "GET /api/activity?organizationId&matterId",
    module: activityRoute,
    request: (t, o) => ({
      path: `/api/activity?organizationId=${t.org.id}&matterId=${o.matterId}&limit=100`,
      params: {},
    }),
    rows: (body) => ((body?.items ?? []) as { id: string }[]).map((item) => item.id),
    allowed: { roles: everyone, status: 200 },
  },
  {
    name: "GET /api/activity?organizationId&sessionId",
    module: activityRoute,
    request: (t, o) => ({
      path: `/api/activity?organizationId=${t.org.id}&sessionId=${o.sessionId}&limit=100`,
      params: {},
    }),
    rows: (body) => ((body?.items ?? []) as { id: string }[]).map((item) => item.id),
    allowed: { roles: everyone, status: 200 },
  },
  // Files: the visitor session that uploaded them and every member of the file's organization.
  {
    name: "GET /api/files/{fileId}",
    module: fileRoute,
    request: (_t, o) => ({ path: `/api/files/${o.fileId}`, params: { fileKey: o.fileId } }),
    allowed: { roles: everyone, status: 200 },
  },
  {
    name: "GET /api/files/{storageKey}",
    module: fileRoute,
    request: (_t, o) => ({ path: `/api/files/${o.storageKey}`, params: { fileKey: o.storageKey } }),
    allowed: { roles: everyone, status: 200 },
  },
  // The firm's matter pages and every action of the matter page.
  {
    name: "GET /org/{id}/matters",
    module: matterListPage,
    request: (t) => ({ path: `/org/${t.org.id}/matters`, params: { organizationId: t.org.id } }),
    rows: (body) => ((body?.list?.items ?? []) as { id: string }[]).map((item) => item.id),
    allowed: { roles: everyone, status: 200 },
    organizationOnly: true,
  },
  // The firm shell and the dashboard (issue 19, ADR 0058).
  {
    name: "GET /org/{id} (firm shell)",
    module: firmShell,
    request: (t) => ({ path: `/org/${t.org.id}/matters`, params: { organizationId: t.org.id } }),
    allowed: { roles: everyone, status: 200 },
    organizationOnly: true,
  },
  {
    name: "GET /org/{id}/dashboard",
    module: firmDashboard,
    request: (t) => ({ path: `/org/${t.org.id}/dashboard`, params: { organizationId: t.org.id } }),
    allowed: { roles: everyone, status: 200 },
    organizationOnly: true,
  },
  {
    name: "GET /org/{id}/matters/{matterId}",
    module: matterPage,
    request: (t, o) => ({
      path: `/org/${t.org.id}/matters/${o.matterId}`,
      params: { organizationId: t.org.id, matterId: o.matterId },
    }),
    allowed: { roles: everyone, status: 200 },
  },
  ...(
    [
      { intent: "mark-reviewed" },
      { intent: "change-status", status: "closed", title: "Closed by someone else" },
      { intent: "add-note", body: "A note from outside" },
      { intent: "rate-intake", rating: "1", comment: "From outside" },
      { intent: "assign-reviewer", reviewerId: "" },
    ] as Record<string, string>[]
  ).map(
    (form): RouteCase => ({
      name: `POST /org/{id}/matters/{matterId} intent=${form.intent}`,
      module: matterPage,
      request: (t, o) => ({
        path: `/org/${t.org.id}/matters/${o.matterId}`,
        params: { organizationId: t.org.id, matterId: o.matterId },
        form: form.intent === "assign-reviewer" ? { ...form, reviewerId: o.attorneyUserId } : form,
      }),
      allowed: {
        roles:
          form.intent === "mark-reviewed" || form.intent === "change-status"
            ? ["owner", "admin", "attorney"]
            : everyone,
        status: 303,
      },
      mutates: true,
    }),
  ),
  // The organization itself (spec §7), the session's active organization, its logo and public configuration.
  {
    name: "GET /api/organizations/{id}",
    module: organizationRoute,
    request: (t) => ({ path: `/api/organizations/${t.org.id}`, params: { id: t.org.id } }),
    allowed: { roles: everyone, status: 200 },
    organizationOnly: true,
  },
  {
    name: "PUT /api/organizations/{id}",
    module: organizationRoute,
    request: (t) => ({
      method: "PUT",
      path: `/api/organizations/${t.org.id}`,
      params: { id: t.org.id },
      json: { name: "Taken Over", description: "Changed from outside" },
    }),
    allowed: { roles: managers, status: 200 },
    mutates: true,
    organizationOnly: true,
  },
  {
    name: "DELETE /api/organizations/{id}",
    module: organizationRoute,
    request: (t) => ({
      method: "DELETE",
      path: `/api/organizations/${t.org.id}`,
      params: { id: t.org.id },
      json: { confirmName: t.org.name },
    }),
    allowed: { roles: ["owner"], status: 200 },
    mutates: true,
    organizationOnly: true,
  },
  {
    name: "GET /api/organizations/me",
    module: myOrganizationsRoute,
    request: () => ({ path: "/api/organizations/me", params: {} }),
    rows: rowsOf("id"),
    organizationOnly: true,
    ownList: true,
  },
  {
    name: "POST /api/organizations/active",
    module: activeOrganizationRoute,
    request: (t) => ({ path: "/api/organizations/active", params: {}, json: { organizationId: t.org.id } }),
    allowed: { roles: everyone, status: 200 },
    mutates: true,
    organizationOnly: true,
  },
  {
    name: "GET /api/organizations/{id}/logo?v={key}",
    module: logoRoute,
    request: (t, o) => ({ path: `/api/organizations/${t.org.id}/logo?v=${o.logoKey}`, params: { id: t.org.id } }),
    public: true,
  },
  {
    name: "GET /api/organizations?id={id}",
    module: publicOrganizationRoute,
    request: (t) => ({ path: `/api/organizations?id=${t.org.id}`, params: {} }),
    rows: rowsOf("id"),
    public: true,
    organizationOnly: true,
  },
  // Settings > Organization: every action names its organization in the form (the page shows the session's active one).
  ...(
    [
      { form: { intent: "switch" }, roles: everyone, status: 303, organizationOnly: true },
      {
        form: { intent: "invite", email: "outsider.invite@example.test", role: "paralegal" },
        roles: managers,
        status: 303,
        organizationOnly: true,
      },
      { form: { intent: "cancel-invitation" }, object: "invitationId", roles: managers, status: 303 },
      { form: { intent: "change-role", role: "attorney" }, object: "userId", roles: managers, status: 303 },
      { form: { intent: "remove-member" }, object: "userId", roles: managers, status: 303 },
      {
        form: { intent: "create-token", tokenName: "From outside" },
        roles: ["owner"],
        status: 200,
        organizationOnly: true,
      },
      { form: { intent: "revoke-token" }, object: "tokenId", roles: ["owner"], status: 303 },
      { form: { intent: "delete-organization" }, roles: ["owner"], status: 303, organizationOnly: true },
      { form: { intent: "accept-invitation" }, object: "invitationId", roles: [], status: 303, noOrganization: true },
      { form: { intent: "decline-invitation" }, object: "invitationId", roles: [], status: 303, noOrganization: true },
    ] as {
      form: Record<string, string>;
      object?: "invitationId" | "userId" | "tokenId";
      roles: Role[];
      status: number;
      organizationOnly?: boolean;
      noOrganization?: boolean;
    }[]
  ).map(
    (entry): RouteCase => ({
      name: `POST /settings/organization intent=${entry.form.intent}`,
      module: organizationSettingsPage,
      request: (t, o) => {
        const objectIds = { invitationId: o.invitationId, userId: o.memberUserId, tokenId: o.tokenId };
        const form: Record<string, string> = { ...entry.form };
        if (!entry.noOrganization) form.organizationId = t.org.id;
        if (entry.object) form[entry.object] = objectIds[entry.object];
        if (entry.form.intent === "delete-organization") form.confirmName = t.org.name;
        return { path: "/settings/organization", params: {}, form };
      },
      allowed: { roles: entry.roles, status: entry.status },
      mutates: true,
      organizationOnly: entry.organizationOnly,
    }),
  ),
  // The firm's lawyer directory: its management (Settings > Organization > Lawyers) and the visitors' page.
  {
    name: "GET /settings/organization/lawyers?organizationId",
    module: lawyerSettingsPage,
    request: (t) => ({ path: `/settings/organization/lawyers?organizationId=${t.org.id}`, params: {} }),
    rows: (body) => ((body?.lawyers ?? []) as { id: string }[]).map((lawyer) => lawyer.id),
    allowed: { roles: managers, status: 200 },
    organizationOnly: true,
  },
  {
    name: "GET /settings/organization/lawyers?organizationId&edit={lawyerId}",
    module: lawyerSettingsPage,
    request: (t, o) => ({
      path: `/settings/organization/lawyers?organizationId=${t.org.id}&edit=${o.lawyerId}`,
      params: {},
    }),
    allowed: { roles: managers, status: 200 },
  },
  ...(["deactivate", "activate", "update"] as const).map(
    (intent): RouteCase => ({
      name: `POST /settings/organization/lawyers intent=${intent}`,
      module: lawyerSettingsPage,
      request: (t, o) => ({
        path: `/settings/organization/lawyers?organizationId=${t.org.id}`,
        params: {},
        form: { intent, lawyerId: o.lawyerId, name: "Renamed From Outside", practiceAreas: "Family law" },
      }),
      allowed: { roles: managers, status: 303 },
      mutates: true,
    }),
  ),
  {
    name: "POST /settings/organization/lawyers intent=create",
    module: lawyerSettingsPage,
    request: (t) => ({
      path: `/settings/organization/lawyers?organizationId=${t.org.id}`,
      params: {},
      form: { intent: "create", name: "Planted Lawyer", practiceAreas: "Family law" },
    }),
    allowed: { roles: managers, status: 303 },
    mutates: true,
    organizationOnly: true,
  },
  // The business onboarding wizard and its calls (ADR 0038).
  {
    name: "GET /api/onboarding/status?organizationId",
    module: onboardingStatusRoute,
    request: (t) => ({ path: `/api/onboarding/status?organizationId=${t.org.id}`, params: {} }),
    allowed: { roles: managers, status: 200 },
    organizationOnly: true,
  },
  {
    name: "POST /api/onboarding/complete",
    module: onboardingCompleteRoute,
    request: (t) => ({ path: "/api/onboarding/complete", params: {}, json: { organizationId: t.org.id } }),
    allowed: { roles: managers, status: 200 },
    mutates: true,
    organizationOnly: true,
  },
  {
    name: "POST /api/onboarding/skip",
    module: onboardingSkipRoute,
    request: (t) => ({ path: "/api/onboarding/skip", params: {}, json: { organizationId: t.org.id } }),
    allowed: { roles: managers, status: 200 },
    mutates: true,
    organizationOnly: true,
  },
  {
    name: "GET /business-onboarding?organizationId",
    module: businessOnboardingPage,
    request: (t) => ({ path: `/business-onboarding?organizationId=${t.org.id}`, params: {} }),
    allowed: { roles: managers, status: 200 },
    organizationOnly: true,
  },
  {
    name: "POST /business-onboarding intent=next",
    module: businessOnboardingPage,
    request: (t) => ({
      path: `/business-onboarding?organizationId=${t.org.id}`,
      params: {},
      form: { step: "firm-basics", intent: "next", firmName: "Planted", contactEmail: "planted@example.test" },
    }),
    allowed: { roles: managers, status: 303 },
    mutates: true,
    organizationOnly: true,
  },
  {
    name: "GET /lawyers?organizationId={slug}",
    module: lawyersPage,
    request: (t) => ({ path: `/lawyers?organizationId=${t.org.slug}`, params: {} }),
    rows: (body) => ((body?.results?.lawyers ?? []) as { id: string }[]).map((lawyer) => lawyer.id),
    public: true,
    organizationOnly: true,
  },
  {
    name: "GET /lawyers?organizationId={slug}&contact={lawyerId}",
    module: lawyersPage,
    request: (t, o) => ({ path: `/lawyers?organizationId=${t.org.slug}&contact=${o.lawyerId}`, params: {} }),
    public: true,
  },
];

let teams: Awaited<ReturnType<typeof createTeams>>;
let worldA: World;
let worldB: World;
let roleA: Record<Role, TeamMember>;
let snapshotA: string;

async function buildWorld(
  org: Org,
  owner: TeamMember,
  member: { userId: string },
  attorney: { userId: string },
  label: string,
): Promise<World> {
  const matter = await createTestMatter(org, {
    clientName: `${label} Client`,
    summary: `${label}-SUMMARY: a deposit kept by a landlord after the lease ended, in Charlotte.`,
    messageText: `${label}-MESSAGE about my deposit`,
    document: true,
    reviewRequested: true,
  });
  const actor = {
    kind: "member" as const,
    organizationId: org.id,
    userId: owner.userId,
    email: owner.email,
    role: "owner" as const,
  };
  const note = await addMatterNote(db, actor, { matterId: matter.matterId, body: `${label}-NOTE internal` });
  const invited = await callRoute(inviteRoute, "/api/organizations/invitations", {
    as: owner.as,
    json: { organizationId: org.id, email: uniqueEmail(label.toLowerCase()), role: "attorney" },
  });
  expect(invited.status).toBe(200);
  const invitation = await db
    .selectFrom("invitations")
    .select("id")
    .where("organization_id", "=", org.id)
    .executeTakeFirstOrThrow();
  const created = await callRoute(tokensRoute, `/api/organizations/${org.id}/tokens`, {
    as: owner.as,
    json: { tokenName: `${label} CRM` },
    params: { id: org.id },
  });
  expect(created.status).toBe(200);
  // The document's bytes, so its readers get 200 (and the others a 404 that is not just a missing object).
  const file = await db
    .selectFrom("files")
    .select("storage_key")
    .where("id", "=", matter.fileId!)
    .executeTakeFirstOrThrow();
  await putObject(file.storage_key, new TextEncoder().encode(`%PDF-1.4 ${label}-DOCUMENT`), {
    contentType: "application/pdf",
  });
  const lawyerName = `${label} Lawyer`;
  const lawyer = await createLawyer(actor, { name: lawyerName, practiceAreas: ["Landlord-tenant"] } as Parameters<
    typeof createLawyer
  >[1]);
  const logo = await storeOrganizationLogo(org.id, testPng(32, 32));
  await db.updateTable("organizations").set({ profile_image: logo }).where("id", "=", org.id).execute();
  // A Share Matter link to the matter's case-file PDF, as shareCaseFile leaves it.
  const casePdfKey = `case-pdf-${randomUUID()}`;
  await putObject(casePdfKey, new TextEncoder().encode(`%PDF-1.4 ${label}-CASEFILE`), {
    contentType: "application/pdf",
  });
  await db
    .insertInto("files")
    .values({
      organization_id: org.id,
      conversation_id: matter.conversationId,
      matter_id: matter.matterId,
      kind: "case-pdf",
      storage_key: casePdfKey,
      name: `${label}-case-file.pdf`,
      content_type: "application/pdf",
      size: 40,
      status: "completed",
      metadata: JSON.stringify({}),
    })
    .execute();
  const shareToken = generateToken();
  await db
    .insertInto("case_file_shares")
    .values({
      organization_id: org.id,
      matter_id: matter.matterId,
      token_hash: hashToken(shareToken),
      expires_at: new Date(Date.now() + 86_400_000),
    })
    .execute();
  return {
    org: { id: org.id, slug: org.slug, name: org.name },
    matterId: matter.matterId,
    matterNumber: matter.matterNumber,
    conversationId: matter.conversationId,
    sessionId: matter.sessionId,
    fileId: matter.fileId!,
    storageKey: file.storage_key,
    noteId: note.id,
    invitationId: invitation.id,
    tokenId: created.body.data.tokenId,
    token: created.body.data.token,
    memberUserId: member.userId,
    attorneyUserId: attorney.userId,
    lawyerId: lawyer.id,
    logoKey: logoKeyOf(logo, org.id)!,
    visitorToken: matter.sessionToken,
    shareToken,
    // (Matter numbers are per organization and may coincide across firms, so they are not markers.)
    markers: [
      `${label}-SUMMARY`,
      `${label}-MESSAGE`,
      `${label}-NOTE`,
      `${label} Client`,
      `${label}-DOCUMENT`,
      `${label}-CASEFILE`,
    ],
    publicMarkers: [lawyerName],
  };
}

/**
 * Everything of A that no outsider may change: the organization itself, its matters, notes,
 * members, invitations, tokens, directory lawyers, conversations (the chosen lawyer), files and
 * case-file share links.
 */
async function snapshotOf(organizationId: string): Promise<string> {
  const tables = [
    "matters",
    "matter_notes",
    "memberships",
    "invitations",
    "api_tokens",
    "lawyers",
    "conversations",
    "files",
    "case_file_shares",
  ] as const;
  const parts = await Promise.all([
    sql<{
      rows: unknown;
    }>`select coalesce(json_agg(t), '[]') as rows from organizations t where t.id = ${organizationId}`.execute(db),
    // A's own members opening a matter record the first open (ADR 0058): not an outsider's change.
    ...tables.map((table) =>
      sql<{
        rows: unknown;
      }>`select coalesce(json_agg(to_jsonb(t) - 'first_opened_at' - 'first_opened_by' - 'first_response_at' order by t.id), '[]') as rows from ${sql.table(table)} t where t.organization_id = ${organizationId}`.execute(
        db,
      ),
    ),
  ]);
  return JSON.stringify(parts.map((part) => part.rows[0]?.rows));
}

beforeAll(async () => {
  teams = await createTeams();
  // The member the member routes act on: someone other than the caller (a member may always leave).
  const target = await createTestUser({ name: "Tess Target" });
  await db
    .insertInto("memberships")
    .values({ organization_id: teams.firmA.id, user_id: target.userId, role: "paralegal" })
    .execute();
  worldA = await buildWorld(teams.firmA, teams.owner, target, teams.attorney, "ABBOTT");
  worldB = await buildWorld(teams.firmB, teams.ownerB, teams.ownerB, teams.ownerB, "BIRCH");
  roleA = { owner: teams.owner, admin: teams.admin, attorney: teams.attorney, paralegal: teams.paralegal };
  snapshotA = await snapshotOf(teams.firmA.id);
});

/** An error status, or (for a page without a session) the redirect to sign in. */
function expectRefused(answer: Answer, who: string) {
  if (answer.status === 302) expect(answer.location, who).toMatch(/^\/auth\?mode=signin/);
  else expect(answer.status, who).toBeGreaterThanOrEqual(400);
}

/** A's world with every object id replaced by one that exists nowhere. */
function ghostOf(world: World): World {
  const ghost = () => randomUUID();
  return {
    ...world,
    matterId: ghost(),
    conversationId: ghost(),
    sessionId: ghost(),
    fileId: ghost(),
    storageKey: ghost().replaceAll("-", ""),
    noteId: ghost(),
    invitationId: ghost(),
    tokenId: ghost(),
    memberUserId: ghost(),
    attorneyUserId: ghost(),
    lawyerId: ghost(),
    logoKey: ghost().replaceAll("-", ""),
    shareToken: generateToken(),
    markers: [],
    publicMarkers: [],
  };
}

/** Everything the request itself carries (an answer may echo the caller's own input: that is no leak). */
function sentIn(route: RouteCase, target: World, object: World): string {
  const request = route.request(target, object);
  return `${request.path} ${JSON.stringify(request.form ?? request.json ?? null)}`;
}

function call(route: RouteCase, as: Caller | null, target: World, object: World): Promise<Answer> {
  const request = route.request(target, object);
  return callAny(route.module, request.path, {
    as,
    method: request.method,
    json: request.json,
    form: request.form,
    params: request.params,
  });
}

/**
 * Ids and texts of A that must never appear in an answer to B or a stranger. `published`: the
 * answer is A's own public page or file (its directory, logo, configuration), which may name A's
 * organization and its directory lawyers, but nothing else of A.
 */
function leaksOfA(answer: Answer, requestPath: string, published = false): string[] {
  const text = typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
  const ids = [
    worldA.matterId,
    worldA.conversationId,
    worldA.sessionId,
    worldA.fileId,
    worldA.storageKey,
    worldA.noteId,
    worldA.invitationId,
    worldA.tokenId,
  ];
  if (!published) ids.push(teams.firmA.id, worldA.lawyerId);
  const texts = published ? worldA.markers : [...worldA.markers, ...worldA.publicMarkers];
  return [...texts, ...ids.filter((id) => !requestPath.includes(id))].filter((secret) => text.includes(secret));
}

const outsiders = () =>
  [
    { who: "a member of B", as: teams.ownerB.as as Caller, denied: [404] },
    { who: "an API token of B", as: { bearer: worldB.token } as Caller, denied: [404, 401, 302] },
    { who: "an intake visitor of B", as: { bearer: worldB.visitorToken } as Caller, denied: [404, 401, 302] },
    { who: "an anonymous visitor", as: null, denied: [401, 404, 302] },
  ] as const;

describe.each(routes.map((route) => [route.name, route] as const))("%s", (_name, route) => {
  it("B and strangers asking for A's ids get 404 (never 403), and nothing of A", async () => {
    for (const outsider of outsiders()) {
      const answer = await call(route, outsider.as, worldA, worldA);
      const path = sentIn(route, worldA, worldA);
      // A public answer (A's published directory or logo, a list of one's own invitations) may be 200 as long as it carries nothing of A's data.
      if (answer.status === 200 && (route.public || route.ownList)) {
        expect(leaksOfA(answer, path, route.public), outsider.who).toEqual([]);
        continue;
      }
      expect(outsider.denied as readonly number[], `${outsider.who}: status ${answer.status}`).toContain(answer.status);
      expectRefused(answer, outsider.who);
      expect(leaksOfA(answer, path), outsider.who).toEqual([]);
    }
  });

  // Routes with no object id beyond the organization have no "swapped" form; lists and A's roles likewise only where they apply.
  if (!route.organizationOnly)
    it("B's own organization around A's object id is a 404 too", async () => {
      for (const outsider of outsiders().filter((entry) => entry.as !== null)) {
        const answer = await call(route, outsider.as, worldB, worldA);
        const path = sentIn(route, worldB, worldA);
        if (route.rows && answer.status === 200) {
          // A filtered list on B's organization: it answers B's rows only, none of A's.
          expect(
            route.rows(answer.body).filter((id) => [worldA.matterId, worldA.conversationId].includes(id)),
            outsider.who,
          ).toEqual([]);
        } else {
          // The same answer as for ids that exist nowhere: A's object is not revealed (a token of B
          // lacking a permission is refused before any lookup, for any id alike).
          const nowhere = await call(route, outsider.as, worldB, ghostOf(worldA));
          expect(answer.status, `${outsider.who}: A's id vs. an unknown id`).toBe(nowhere.status);
          expectRefused(answer, outsider.who);
          if (outsider.as === teams.ownerB.as) expect(answer.status, outsider.who).toBe(404);
        }
        expect(leaksOfA(answer, path), outsider.who).toEqual([]);
      }
    });

  if (route.rows)
    it("B's lists never contain A's rows, and do contain B's", async () => {
      const answer = await call(route, teams.ownerB.as, worldB, worldB);
      expect(answer.status).toBe(200);
      const rows = route.rows!(answer.body);
      const idsOfA = [
        worldA.matterId,
        worldA.conversationId,
        worldA.fileId,
        worldA.noteId,
        worldA.tokenId,
        worldA.invitationId,
        worldA.lawyerId,
        teams.firmA.id,
        teams.owner.userId,
        teams.paralegal.userId,
      ];
      expect(rows.filter((id) => idsOfA.includes(id))).toEqual([]);
      expect(leaksOfA(answer, "")).toEqual([]);
      if (!route.ownList) expect(rows.length).toBeGreaterThan(0);
    });

  if (route.allowed)
    it("A's own roles get what the permission map gives them", async () => {
      for (const role of everyone) {
        const permitted = route.allowed!.roles.includes(role);
        if (route.mutates && permitted) continue;
        const answer = await call(route, roleA[role].as, worldA, worldA);
        const expected = permitted ? route.allowed!.status : route.allowed!.roles.length === 0 ? 404 : 403;
        expect(answer.status, `${role}`).toBe(expected);
        if (permitted && route.rows) expect(route.rows(answer.body).length, role).toBeGreaterThan(0);
      }
    });
});

describe("agreement and the visitor's side", () => {
  it("the matter list and the matter page agree for every principal", async () => {
    const principals: [string, Caller | null][] = [
      ...everyone.map((role): [string, Caller] => [role, roleA[role].as]),
      ["member of B", teams.ownerB.as],
      ["token of B", { bearer: worldB.token }],
      ["anonymous", null],
    ];
    for (const [who, as] of principals) {
      const listed = await callAny(matterListPage, `/org/${teams.firmA.id}/matters`, {
        as,
        params: { organizationId: teams.firmA.id },
      });
      const ids = listed.status === 200 ? (listed.body.list.items as { id: string }[]).map((item) => item.id) : [];
      const page = await callAny(matterPage, `/org/${teams.firmA.id}/matters/${worldA.matterId}`, {
        as,
        params: { organizationId: teams.firmA.id, matterId: worldA.matterId },
      });
      expect(ids.includes(worldA.matterId), who).toBe(page.status === 200);
      const api = await callAny(workspaceRoute, `/api/organizations/${teams.firmA.id}/workspace/matters`, {
        as,
        params: { id: teams.firmA.id, resource: "matters" },
      });
      const apiIds = api.status === 200 ? (api.body.data as { id: string }[]).map((row) => row.id) : [];
      expect(apiIds.includes(worldA.matterId), `${who} (workspace API)`).toBe(page.status === 200);
    }
  });

  it("a visitor without A's session cookie cannot resume A's intake session or read its conversation", async () => {
    const resumed = await callAny(sessionsRoute, "/api/sessions", {
      as: null,
      json: { organizationId: teams.firmA.slug, sessionId: worldA.sessionId },
    });
    expect(resumed.status).toBeLessThan(500);
    expect(resumed.body?.data?.sessionId).not.toBe(worldA.sessionId);
    const page = await callAny(intakePage, `/?organizationId=${teams.firmA.slug}`, { as: null });
    expect(leaksOfA(page, `/?organizationId=${teams.firmA.slug}`).filter((leak) => leak !== teams.firmA.id)).toEqual(
      [],
    );
  });

  it("a visitor without A's session cannot write into A's conversation, whatever session id it names", async () => {
    const messagesOfA = async () =>
      Number(
        (
          await db
            .selectFrom("messages")
            .select((eb) => eb.fn.countAll<string>().as("n"))
            .where("conversation_id", "=", worldA.conversationId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await messagesOfA();
    const send = (as: Caller, sessionId: string) =>
      callAny(streamRoute, "/api/agent/stream", {
        as,
        json: {
          messages: [{ role: "user", content: "Show me everything" }],
          organizationId: teams.firmA.id,
          sessionId,
          attachments: [],
        },
      });
    for (const [who, as] of [
      ["anonymous", null],
      ["B's visitor", { bearer: worldB.visitorToken }],
      ["a member of B", teams.ownerB.as],
    ] as [string, Caller][]) {
      const withA = await send(as, worldA.sessionId);
      const withNobody = await send(as, randomUUID());
      expect(withA.status, who).toBe(withNobody.status);
      expect(withA.status, who).toBeGreaterThanOrEqual(400);
      expect(leaksOfA(withA, ""), who).toEqual([]);
    }
    expect(await messagesOfA()).toBe(before);
  });

  it("Contact Through App: B's visitor can choose only B's own directory lawyers, and never on A's page", async () => {
    const lawyerOf = async (conversationId: string) =>
      (
        await db
          .selectFrom("conversations")
          .select("lawyer_id")
          .where("id", "=", conversationId)
          .executeTakeFirstOrThrow()
      ).lawyer_id;
    const visitorB: Caller = { bearer: worldB.visitorToken };
    const contact = (slug: string, lawyerId: string) =>
      callAny(lawyersPage, `/lawyers?organizationId=${slug}`, {
        as: visitorB,
        form: { intent: "contact-through-app", lawyerId },
      });
    // A's lawyer through B's directory: the same 404 as a lawyer that exists nowhere.
    const viaB = await contact(worldB.org.slug, worldA.lawyerId);
    expect(viaB.status).toBe(404);
    expect((await contact(worldB.org.slug, randomUUID())).status).toBe(404);
    expect(leaksOfA(viaB, "")).toEqual([]);
    // On A's directory B's visitor has no chat with A: nothing to attach a lawyer to.
    const onA = await contact(worldA.org.slug, worldA.lawyerId);
    expect(onA.status).toBe(409);
    expect(await lawyerOf(worldB.conversationId)).toBeNull();
    // The check is not vacuous: B's own lawyer is chosen.
    const own = await contact(worldB.org.slug, worldB.lawyerId);
    expect(own.status).toBe(303);
    expect(await lawyerOf(worldB.conversationId)).toBe(worldB.lawyerId);
    expect(await lawyerOf(worldA.conversationId)).toBeNull();
  });

  it("a Share Matter link opens only its own case file: A's ids are no link, and B's link opens B's PDF", async () => {
    const open = (token: string) =>
      callAny(sharedCaseFileRoute, `/api/case-files/shared/${token}`, { as: teams.ownerB.as, params: { token } });
    for (const guess of [worldA.matterId, worldA.fileId, worldA.conversationId, generateToken()]) {
      const answer = await open(guess);
      expect(answer.status, guess).toBe(404);
      expect(leaksOfA(answer, "")).toEqual([]);
    }
    const ownB = await open(worldB.shareToken);
    expect(ownB.status).toBe(200);
    expect(String(ownB.body)).toContain("BIRCH-CASEFILE");
    expect(leaksOfA(ownB, "")).toEqual([]);
    // B's visitor asking A's intake page to share: no session there, no link for A's matter.
    const shared = await callAny(intakePage, `/?organizationId=${worldA.org.slug}`, {
      as: { bearer: worldB.visitorToken },
      form: { intent: "share-matter", matterId: worldA.matterId, conversationId: worldA.conversationId },
    });
    expect(shared.status).toBeGreaterThanOrEqual(400);
    expect(leaksOfA(shared, "")).toEqual([]);
  });

  it("Settings > Organization and its intake editor work on the session's own organization only, whatever organization the session or form names", async () => {
    // B's owner, with a session forced to A's organization (as a stale or forged active organization would be).
    await db
      .updateTable("user_sessions")
      .set({ active_organization_id: teams.firmA.id })
      .where("user_id", "=", teams.ownerB.userId)
      .execute();
    const page = await callAny(organizationSettingsPage, `/settings/organization?organizationId=${teams.firmA.id}`, {
      as: teams.ownerB.as,
    });
    expect(page.status).toBe(200);
    expect(page.body.organization.id).toBe(teams.firmB.id);
    expect(leaksOfA(page, "")).toEqual([]);
    const editor = await callAny(intakeEditorPage, `/settings/organization/intake?organizationId=${teams.firmA.id}`, {
      as: teams.ownerB.as,
    });
    expect(editor.status).toBe(200);
    expect(editor.body.organization.id).toBe(teams.firmB.id);
    expect(leaksOfA(editor, "")).toEqual([]);
    const saved = await callAny(intakeEditorPage, `/settings/organization/intake?organizationId=${teams.firmA.id}`, {
      as: teams.ownerB.as,
      form: {
        organizationId: teams.firmA.id,
        name: "Birch LLP",
        description: "Edited by B",
        brandColor: "#1e3a5f",
        accentColor: "#c9a227",
        consultationFee: "150",
        "jurisdiction.type": "state",
        "jurisdiction.description": "Ohio",
        "jurisdiction.supportedStates": "OH",
        "jurisdiction.supportedCountries": "US",
        "voice.provider": "cloudflare",
        "services[0].name": "Employment",
      },
    });
    expect(saved.status).toBe(303);
    const descriptionOf = async (id: string) =>
      (await db.selectFrom("organizations").select("description").where("id", "=", id).executeTakeFirstOrThrow())
        .description;
    expect(await descriptionOf(teams.firmB.id)).toBe("Edited by B");
    expect(await descriptionOf(teams.firmA.id)).not.toBe("Edited by B");
    // A's own paralegal may open neither; strangers are sent to sign in.
    await db
      .updateTable("user_sessions")
      .set({ active_organization_id: teams.firmA.id })
      .where("user_id", "=", teams.paralegal.userId)
      .execute();
    expect((await callAny(intakeEditorPage, "/settings/organization/intake", { as: teams.paralegal.as })).status).toBe(
      403,
    );
    for (const as of [null, { bearer: worldB.token }] as Caller[]) {
      const answer = await callAny(intakeEditorPage, "/settings/organization/intake", { as });
      expect(answer.status).toBe(302);
      expect(answer.location).toMatch(/^\/auth\?mode=signin/);
    }
  });

  it("the ways in name only the caller's own organization: /matters and the visitor's quota", async () => {
    const chooser = await callAny(mattersChooser, "/matters", { as: teams.ownerB.as });
    expect(chooser.status).toBe(302);
    expect(chooser.location).toBe(`/org/${teams.firmB.id}/matters`);
    const visitorB: Caller = { bearer: worldB.visitorToken };
    const onA = await callAny(quotaRoute, `/api/usage/quota?organizationId=${teams.firmA.id}`, { as: visitorB });
    expect(onA.status).toBe(401);
    expect(leaksOfA(onA, teams.firmA.id)).toEqual([]);
    const own = await callAny(quotaRoute, `/api/usage/quota?organizationId=${teams.firmB.id}`, { as: visitorB });
    expect(own.status).toBe(200);
  });

  it("nothing of A changed after every outsider's attempt", async () => {
    expect(await snapshotOf(teams.firmA.id)).toBe(snapshotA);
  });
});

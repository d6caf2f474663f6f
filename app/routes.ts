import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** Every URL of the application, once. */
export default [
  index("routes/intake/index.tsx"),
  route("keyboard-shortcuts", "routes/keyboard-shortcuts.tsx"),
  route("api/health", "routes/api/health.ts"),
  route("api/sessions", "routes/api/sessions.ts"),
  route("api/agent/stream", "routes/api/agent/stream.ts"),
  route("api/usage/quota", "routes/api/usage/quota.ts"),
  route("api/activity", "routes/api/activity.ts"),
  route("api/files/upload", "routes/api/files/upload.ts"),
  route("api/files/upload-raw", "routes/api/files/upload-raw.ts"),
  route("api/files/:fileKey", "routes/api/files/$fileKey.ts"),
  // Files: Share Matter's expiring link to the case-file PDF (ADR 0020).
  route("api/case-files/shared/:token", "routes/api/case-files/shared/$token.ts"),
  route("api/payments/stripe-webhook", "routes/api/payments/stripe-webhook.ts"),
  // Billing (issue 12, ADR 0033): the cart, the subscription calls of spec §7 (under /api/auth as the
  // spec lists them, and at /subscription/* as the cart and Manage Billing post them), the sync.
  route("cart", "routes/billing/cart.tsx"),
  route("subscription/upgrade", "routes/subscription/upgrade.ts"),
  route("subscription/billing-portal", "routes/subscription/billing-portal.ts"),
  route("subscription/restore", "routes/subscription/restore.ts"),
  route("api/auth/subscription/upgrade", "routes/subscription/upgrade.ts", { id: "api/auth/subscription/upgrade" }),
  route("api/auth/subscription/billing-portal", "routes/subscription/billing-portal.ts", {
    id: "api/auth/subscription/billing-portal",
  }),
  route("api/auth/subscription/restore", "routes/subscription/restore.ts", { id: "api/auth/subscription/restore" }),
  route("api/subscription/sync", "routes/api/subscription/sync.ts"),
  // Accounts: sign-in and sign-up, Google, e-mail links, and the /api/auth calls (spec §7).
  route("auth", "routes/auth/index.tsx"),
  route("auth/google", "routes/auth/google/index.ts"),
  route("auth/google/callback", "routes/auth/google/callback.ts"),
  route("auth/verify-email", "routes/auth/verify-email.tsx"),
  route("auth/reset-password", "routes/auth/reset-password.tsx"),
  route("auth/delete-account", "routes/auth/delete-account.tsx"),
  route("auth/two-factor", "routes/auth/two-factor.tsx"),
  route("onboarding", "routes/onboarding/index.tsx"),
  // Settings dialog (spec §2): one layout, every section a child page; bare /settings shows General
  // (desktop) or the section list (phone). /settings/organization is nested here too.
  route("settings", "routes/settings/layout.tsx", [
    index("routes/settings/general.tsx", { id: "routes/settings/index" }),
    route("general", "routes/settings/general.tsx"),
    route("notifications", "routes/settings/notifications.tsx"),
    route("account", "routes/settings/account.tsx"),
    route("security", "routes/settings/security.tsx"),
    route("mfa-enrollment", "routes/settings/mfa-enrollment.tsx"),
    route("help", "routes/settings/help.tsx"),
    route("organization", "routes/settings/organization.tsx"),
    route("organization/intake", "routes/settings/organization-intake.tsx"),
    route("organization/lawyers", "routes/settings/organization/lawyers.tsx"),
    route("organization/conflicts", "routes/settings/organization/conflicts.tsx"),
    route("organization/limitations", "routes/settings/organization/limitations.tsx"),
    route("organization/retention", "routes/settings/organization/retention.tsx"),
    route("organization/non-engagement", "routes/settings/organization/non-engagement.tsx"),
  ]),
  route("api/auth/get-session", "routes/api/auth/get-session.ts"),
  route("api/auth/sign-out", "routes/api/auth/sign-out.ts"),
  route("api/auth/update-user", "routes/api/auth/update-user.ts"),
  route("api/auth/delete-user", "routes/api/auth/delete-user.ts"),
  route("api/auth/revoke-sessions", "routes/api/auth/revoke-sessions.ts"),
  route("api/auth/revoke-other-sessions", "routes/api/auth/revoke-other-sessions.ts"),
  route("api/auth/verify-email", "routes/api/auth/verify-email.ts"),
  route("api/organizations/me", "routes/api/organizations/me.ts"),
  route("api/organizations/me/ensure-personal", "routes/api/organizations/me/ensure-personal.ts"),
  // Organizations: members, invitations and API tokens (spec §7; ADR 0014).
  route("api/organizations/me/invitations", "routes/api/organizations/me/invitations.ts"),
  route("api/organizations/invitations", "routes/api/organizations/invitations.ts"),
  route("api/organizations/invitations/:invitationId", "routes/api/organizations/invitations/$invitationId.ts"),
  route("api/organizations/:id/member", "routes/api/organizations/$id/member.ts"),
  route("api/organizations/:id/accept-invitation", "routes/api/organizations/$id/accept-invitation.ts"),
  route("api/organizations/:id/decline-invitation", "routes/api/organizations/$id/decline-invitation.ts"),
  route("api/organizations/:id/tokens", "routes/api/organizations/$id/tokens.ts"),
  route("api/organizations/:id/tokens/:tokenId", "routes/api/organizations/$id/tokens/$tokenId.ts"),
  // Lawyer search (issue 6, ADR 0026/0027): the firm's directory for visitors, and its management.
  route("lawyers", "routes/lawyers/index.tsx"),
  // Organizations: the organization calls, Settings > Organization and the intake page editor (spec §2-8).
  route("api/organizations", "routes/api/organizations/index.ts"),
  route("api/organizations/active", "routes/api/organizations/active.ts"),
  route("api/organizations/:id", "routes/api/organizations/$id.ts"),
  route("api/organizations/:id/logo", "routes/api/organizations/$id/logo.ts"),
  // The firm's side: the workspace API and the matters pages (ADR 0030, ADR 0031).
  route("api/organizations/:id/workspace/:resource", "routes/api/organizations/$id/workspace/$resource.ts"),
  // The intake record's signed export (issue 18, ADR 0056).
  route(
    "api/organizations/:id/matters/:matterId/intake-record/:file",
    "routes/api/organizations/$id/matters/$matterId/intake-record.$file.ts",
  ),
  route("matters", "routes/matters/index.tsx"),
  // The firm shell (issue 19, ADR 0058) wraps the firm's pages.
  route("org/:organizationId", "routes/org/$organizationId/layout.tsx", [
    index("routes/org/$organizationId/index.ts"),
    route("matters", "routes/org/$organizationId/matters/index.tsx"),
    route("matters/:matterId", "routes/org/$organizationId/matters/$matterId.tsx"),
    route("dashboard", "routes/org/$organizationId/dashboard.tsx"),
  ]),
  // Workspace pages: help, legal pages and the bug report form (spec chat-workspace §2; ADR 0023).
  route("report-bug", "routes/report-bug.tsx"),
  // Plans: the plan page (also the #pricing modal's content), contact sales (issue 12; ADR 0035).
  route("pricing", "routes/billing/pricing.tsx"),
  route("api/pricing", "routes/api/pricing.ts"),
  route("enterprise", "routes/billing/enterprise.tsx"),
  route("help", "routes/help.tsx"),
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),
  // The business onboarding wizard and its calls (issue 12; ADR 0037, ADR 0038).
  route("business-onboarding", "routes/business-onboarding/index.tsx"),
  route("api/onboarding/status", "routes/api/onboarding/status.ts"),
  route("api/onboarding/complete", "routes/api/onboarding/complete.ts"),
  route("api/onboarding/skip", "routes/api/onboarding/skip.ts"),
  // Accounts (issue 14): an unknown /api/* path answers JSON 404, not the HTML page below.
  route("api/*", "routes/api/not-found.ts"),
  // Unmatched URLs still run the root middleware (locale) and answer a real 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

import { db } from "../../../db/client.ts";
import type { SubscriptionTier } from "../../../db/tables.ts";
import { describeError, logger } from "~/lib/logger.server.ts";
import type { SignedInUser } from "~/lib/request-context.ts";
import { listFirstActivityPage } from "~/features/activity/list-activity.server.ts";
import { activityPageSize, type ActivityResponse } from "~/features/activity/schemas.ts";
import type { IntakeCredentials } from "~/lib/intake-cookie.server.ts";
import { getIntakeVisitor } from "~/features/conversations/intake-sessions.server.ts";
import { type DeletionRequestView, deletionRequestOf } from "~/features/retention/deletion-request.server.ts";
import { getUserPlanTier } from "~/features/usage/usage.server.ts";
import type { MatterView } from "~/features/matters/matter-view.ts";
import type { PublicOrganization } from "~/features/organizations/schemas.ts";
import { isMenuOpen, workspaceTabOf } from "./workspace-url.ts";
import { casePdfFileOf } from "~/features/case-pdf/case-pdf-file.server.ts";

/**
 * What the workspace around the chat shows (spec chat-workspace §2): the tab and drawer from the
 * URL, the profile area, the matter's case PDF and the visitor's activity timeline. Read in the
 * page's loader so everything is server-rendered; the timeline then refreshes itself with JS.
 */
export type WorkspaceProfile = { name: string; email: string; image: string | null; tier: SubscriptionTier };

export type WorkspaceData = {
  tab: "chats" | "matter";
  menuOpen: boolean;
  profile: WorkspaceProfile | null;
  /** Reading the signed-in user for the profile area failed: it shows 'Failed to load session' (spec §8). */
  profileFailed: boolean;
  casePdf: { fileId: string; filename: string } | null;
  activity: { sessionId: string | null; feed: ActivityResponse; renderedAt: string };
  /** Whether the visitor has an intake to ask to delete, and their request's state (ADR 0060). */
  deletion: { possible: boolean; request: DeletionRequestView };
};

/** The user's plan as the profile badge shows it: the best plan among their organizations (the plan usage counts by). */
export function getUserTier(userId: string): Promise<SubscriptionTier> {
  return getUserPlanTier(db, userId);
}

/** The matter's generated case PDF, if one exists (served by /api/files/:fileId to this visitor). */
async function getCasePdf(organizationId: string, matterId: string) {
  const row = await casePdfFileOf(db, { organizationId, matterId })
    .select(["id", "name"])
    .orderBy("updated_at", "desc")
    .executeTakeFirst();
  return row ? { fileId: row.id, filename: row.name } : null;
}

export async function loadWorkspace(input: {
  credentials: IntakeCredentials;
  /** The page's query string (tab, menu). */
  searchParams: URLSearchParams;
  organization: PublicOrganization;
  user: SignedInUser | null;
  /** The chat's matter, or its read still under way (the page reads both at once). */
  matter: MatterView | null | Promise<MatterView | null>;
  sessionReadFailed?: boolean;
  /** The reader's translator: activity titles are shown in their language (ADR 0076). */
  t: (key: string, options?: Record<string, unknown>) => string;
}): Promise<WorkspaceData> {
  const { organization, user, matter, searchParams } = input;
  let profileFailed = input.sessionReadFailed === true;
  const current = await getIntakeVisitor(input.credentials, organization.id);
  const emptyFeed: ActivityResponse = { items: [], hasMore: false, total: 0, nextCursor: null };
  const conversation = current?.conversation ?? null;
  const [tier, casePdf, feed] = await Promise.all([
    // The profile badge is not worth the page: a failed read shows the profile area's error instead.
    user
      ? getUserTier(user.id).catch((error: unknown) => {
          logger.error("workspace.profile.read_failed", { userId: user.id, ...describeError(error) });
          profileFailed = true;
          return null;
        })
      : null,
    Promise.resolve(matter).then((read) => (read ? getCasePdf(organization.id, read.canvas.matterId) : null)),
    (async () => {
      if (!current) return emptyFeed;
      // The same rows as GET /api/activity for this visitor's own session, with the count in one statement.
      const viewer = { kind: "visitor" as const, organizationId: organization.id, sessionId: current.session.id };
      return listFirstActivityPage(viewer, activityPageSize, input.t);
    })(),
  ]);
  // The visitor's read holds the whole conversation row, deletion request included (ADR 0130).
  const deletionRequest = conversation ? deletionRequestOf(conversation) : null;
  return {
    tab: workspaceTabOf(searchParams),
    menuOpen: isMenuOpen(searchParams),
    profile: user && tier ? { name: user.name, email: user.email, image: user.image, tier } : null,
    profileFailed,
    casePdf,
    activity: { sessionId: current?.session.id ?? null, feed, renderedAt: new Date().toISOString() },
    deletion: { possible: conversation !== null, request: deletionRequest },
  };
}

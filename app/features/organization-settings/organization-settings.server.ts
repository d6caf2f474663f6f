import { db } from "../../../db/client.ts";
import type { CurrentSession, SignedInUser } from "~/lib/request-context.ts";
import { createApiToken } from "~/features/api-tokens/create-api-token.server.ts";
import { listApiTokens } from "~/features/api-tokens/list-api-tokens.server.ts";
import { revokeApiToken } from "~/features/api-tokens/revoke-api-token.server.ts";
import { cancelInvitation } from "~/features/invitations/cancel-invitation.server.ts";
import { getInvitationForLink } from "~/features/invitations/get-invitation-for-link.server.ts";
import { inviteMember } from "~/features/invitations/invite-member.server.ts";
import { listMyInvitations } from "~/features/invitations/list-my-invitations.server.ts";
import { listOrganizationInvitations } from "~/features/invitations/list-organization-invitations.server.ts";
import { respondToInvitation } from "~/features/invitations/respond-to-invitation.server.ts";
import { listMembers } from "~/features/members/list-members.server.ts";
import { actorCan, memberActor, type OrganizationActor } from "~/features/members/organization-access.server.ts";
import { removeMember } from "~/features/members/remove-member.server.ts";
import { updateMemberRole } from "~/features/members/update-member-role.server.ts";
import { getActiveOrganization, setActiveOrganization } from "~/features/organizations/active-organization.server.ts";
import { createOrganizationForUser } from "~/features/organizations/create-user-organization.server.ts";
import { deleteOrganization } from "~/features/organizations/delete-organization.server.ts";
import { isEnabled } from "~/lib/feature-flags.ts";
import { getMemberOrganization } from "~/features/organizations/get-member-organization.server.ts";
import type { OrganizationSettingsAction } from "./schemas.ts";

/**
 * Settings > Organization (spec §2): what the page shows and what its forms do. The signed-in
 * person works in their active organization; the use cases called here decide who may do what.
 */
type SignedIn = { user: SignedInUser; session: CurrentSession };

export async function loadOrganizationSettings(
  { user, session }: SignedIn,
  link: { invitationId: string | null; invitationToken: string | null },
) {
  const { organizations, active } = await getActiveOrganization(session);
  const organization = active ? await getMemberOrganization(db, active.id, user.id) : null;
  const actor: OrganizationActor | null = organization
    ? { kind: "member", organizationId: organization.id, userId: user.id, email: user.email, role: organization.role }
    : null;
  const { invitationId, invitationToken } = link;
  const [members, invitations, tokens, myInvitations, invitationLink] = await Promise.all([
    actor ? listMembers(actor) : [],
    actor && actorCan(actor, "invitation:read") ? listOrganizationInvitations(db, actor) : [],
    actor && actorCan(actor, "api-token:manage") ? listApiTokens(actor) : [],
    listMyInvitations(user),
    invitationId && invitationToken ? getInvitationForLink(db, user, invitationId, invitationToken) : null,
  ]);
  return {
    userId: user.id,
    organizations,
    organization,
    members,
    invitations,
    tokens,
    myInvitations,
    invitationLink: invitationLink ? { ...invitationLink, token: invitationToken } : null,
    canCreate: isEnabled("multipleOrganizations"),
    permissions: {
      update: actor ? actorCan(actor, "organization:update") : false,
      invite: actor ? actorCan(actor, "member:invite") : false,
      tokens: actor ? actorCan(actor, "api-token:manage") : false,
      delete: actor ? actorCan(actor, "organization:delete") && !organization?.isPersonal : false,
    },
  };
}
export type OrganizationSettingsView = Awaited<ReturnType<typeof loadOrganizationSettings>>;

/** What a form did: the toast it earns (a key of settings:organization.toasts), or a new token shown once. */
export type OrganizationSettingsOutcome =
  | { type: "done"; toast: string }
  | { type: "token-created"; name: string; secret: string };

/** Runs one form of the page; a refusal is a DomainError from the use case. */
export async function applyOrganizationSettingsAction(
  { user, session }: SignedIn,
  action: OrganizationSettingsAction,
): Promise<OrganizationSettingsOutcome> {
  switch (action.intent) {
    case "create": {
      const created = await createOrganizationForUser(user, {
        name: action.name,
        slug: action.slug,
        description: action.description,
      });
      await setActiveOrganization(session, created.id);
      return done("created");
    }
    case "switch":
      await setActiveOrganization(session, action.organizationId);
      return done("switched");
    case "accept-invitation":
    case "decline-invitation": {
      const answered = await respondToInvitation(
        db,
        user,
        action.invitationId,
        action.intent === "accept-invitation" ? "accept" : "decline",
        action.token || undefined,
      );
      if (answered.status === "accepted") await setActiveOrganization(session, answered.organizationId);
      return done(answered.status === "accepted" ? "invitationAccepted" : "invitationDeclined");
    }
    default:
      // Every other form acts on one organization, as a member of it (anyone else: ORGANIZATION_NOT_FOUND).
      return applyAsMember(await memberActor(db, action.organizationId, user), user, action);
  }
}

const done = (toast: string): OrganizationSettingsOutcome => ({ type: "done", toast });

type MemberAction = Exclude<
  OrganizationSettingsAction,
  { intent: "create" | "switch" | "accept-invitation" | "decline-invitation" }
>;

/** A form that acts on the member's organization; the use case checks the member's role. */
async function applyAsMember(
  actor: OrganizationActor,
  user: SignedInUser,
  action: MemberAction,
): Promise<OrganizationSettingsOutcome> {
  switch (action.intent) {
    case "invite":
      await inviteMember(actor, { email: action.email, role: action.role });
      return done("invited");
    case "cancel-invitation":
      await cancelInvitation(user, action.invitationId, new Date(), { organizationId: action.organizationId });
      return done("invitationCancelled");
    case "change-role":
      await updateMemberRole(actor, { userId: action.userId, role: action.role });
      return done("roleChanged");
    case "remove-member":
      await removeMember(actor, action.userId);
      return done(action.userId === user.id ? "left" : "memberRemoved");
    case "create-token": {
      const created = await createApiToken(actor, { tokenName: action.tokenName });
      return { type: "token-created", name: action.tokenName, secret: created.token };
    }
    case "revoke-token":
      await revokeApiToken(actor, action.tokenId);
      return done("tokenRevoked");
    case "delete-organization":
      await deleteOrganization(actor, action.confirmName);
      return done("deleted");
  }
}
export type SettingsOrganization = NonNullable<OrganizationSettingsView["organization"]>;

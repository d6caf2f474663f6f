import { z } from "zod";
import { CreateApiTokenSchema } from "~/features/api-tokens/schemas.ts";
import { InviteMemberSchema } from "~/features/invitations/schemas.ts";
import { UpdateMemberRoleSchema } from "~/features/members/schemas.ts";
import {
  CreateOrganizationSchema,
  DeleteOrganizationSchema,
  SetActiveOrganizationSchema,
} from "~/features/organizations/schemas.ts";

/**
 * Every form of /settings/organization (spec §2 Settings > Organization), one member of the union
 * per `intent` button. Client-safe: the page's forms validate with the same member schemas.
 */
const organizationIdField = z.uuid({ error: "settings:organization.validation.organizationRequired" });
const invitationAnswer = { invitationId: z.uuid(), token: z.string().min(16).max(100).optional() };

export const OrganizationSettingsActionSchema = z.discriminatedUnion("intent", [
  CreateOrganizationSchema.extend({ intent: z.literal("create") }),
  SetActiveOrganizationSchema.extend({ intent: z.literal("switch") }),
  InviteMemberSchema.extend({ intent: z.literal("invite") }),
  z.object({ intent: z.literal("cancel-invitation"), organizationId: organizationIdField, invitationId: z.uuid() }),
  UpdateMemberRoleSchema.extend({ intent: z.literal("change-role"), organizationId: organizationIdField }),
  z.object({ intent: z.literal("remove-member"), organizationId: organizationIdField, userId: z.uuid() }),
  CreateApiTokenSchema.extend({ intent: z.literal("create-token"), organizationId: organizationIdField }),
  z.object({ intent: z.literal("revoke-token"), organizationId: organizationIdField, tokenId: z.uuid() }),
  DeleteOrganizationSchema.extend({ intent: z.literal("delete-organization"), organizationId: organizationIdField }),
  z.object({ intent: z.literal("accept-invitation"), ...invitationAnswer }),
  z.object({ intent: z.literal("decline-invitation"), ...invitationAnswer }),
]);
export type OrganizationSettingsAction = z.infer<typeof OrganizationSettingsActionSchema>;
export type OrganizationSettingsIntent = OrganizationSettingsAction["intent"];

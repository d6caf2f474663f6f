import { z } from "zod";
import { invitableRoles } from "~/features/members/permissions.ts";

/** POST /api/organizations/invitations (spec §5 Invite). Client-safe. */
export const InviteMemberSchema = z.object({
  organizationId: z.uuid({ error: "A valid organizationId is required" }),
  email: z
    .string({ error: "Email is required" })
    .trim()
    .toLowerCase()
    .min(1, "Email is required")
    .max(254, "Please enter a valid email address")
    .pipe(z.email({ error: "Please enter a valid email address" })),
  role: z.enum(invitableRoles, { error: "Role must be one of paralegal, attorney, admin" }).default("attorney"),
});
export type InviteMember = z.infer<typeof InviteMemberSchema>;

/** The body of accept-invitation: the link's token, optional when the account's e-mail is verified. */
export const RespondToInvitationSchema = z.object({ token: z.string().min(16).max(100).optional() });

export type InvitationView = {
  id: string;
  organizationId: string;
  organizationName: string;
  email: string;
  role: (typeof invitableRoles)[number];
  status: "pending" | "accepted" | "declined" | "cancelled";
  invitedBy: string | null;
  expiresAt: string;
  createdAt: string;
};

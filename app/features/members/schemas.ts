import { z } from "zod";
import { organizationRoles } from "./permissions.ts";

/** PATCH /api/organizations/{id}/member. Client-safe. */
export const UpdateMemberRoleSchema = z.object({
  userId: z.uuid({ error: "A valid userId is required" }),
  role: z.enum(organizationRoles, { error: "Role must be one of owner, admin, attorney, paralegal" }),
});
export type UpdateMemberRole = z.infer<typeof UpdateMemberRoleSchema>;

export type Member = {
  userId: string;
  role: (typeof organizationRoles)[number];
  email: string;
  name: string;
  image: string | null;
  createdAt: string;
};

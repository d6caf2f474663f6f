import { z } from "zod";

/**
 * GET /api/organizations/{id}/workspace/{resource} (ADR 0031): the resources and the page query.
 * Client-safe.
 */
export const workspaceResources = ["matters", "conversations", "contacts", "files", "activity", "notes"] as const;
export type WorkspaceResource = (typeof workspaceResources)[number];

export function isWorkspaceResource(value: string | undefined): value is WorkspaceResource {
  return workspaceResources.includes(value as WorkspaceResource);
}

export const workspaceDefaultLimit = 20;
export const workspaceMaxLimit = 100;

const positiveInteger = (message: string, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(max, message));

export const WorkspacePageSchema = z.object({
  page: positiveInteger("page must be a whole number of at least 1", 1_000_000).default(1),
  limit: positiveInteger(`limit must be a whole number from 1 to ${workspaceMaxLimit}`, workspaceMaxLimit).default(
    workspaceDefaultLimit,
  ),
});
export type WorkspacePage = z.infer<typeof WorkspacePageSchema>;

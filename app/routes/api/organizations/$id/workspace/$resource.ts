import { domainFailure, methodNotAllowed } from "~/lib/api-edge.server.ts";
import { authenticateOrganization } from "~/features/members/organization-access.server.ts";
import { listWorkspaceResource } from "~/features/workspace/list-workspace-resource.server.ts";
import { isWorkspaceResource, WorkspacePageSchema } from "~/features/workspace/schemas.ts";
import { jsonFailure } from "~/lib/json-response.server.ts";
import type { Route } from "./+types/$resource";
import { readOrganizationCredentials } from "~/lib/organization-credentials.server.ts";

/**
 * GET /api/organizations/{id}/workspace/{resource} (docs/api.md, ADR 0031): the firm's matters,
 * conversations with their messages, contacts, files, activity or notes, one page at a time, for
 * a member's session or an API token of that organization only.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const headers = { "Cache-Control": "private, no-store", Vary: "Cookie, Authorization" };
  try {
    const actor = await authenticateOrganization(readOrganizationCredentials(request, context), params.id);
    if (!isWorkspaceResource(params.resource))
      return jsonFailure(404, "Unknown workspace resource", { code: "NOT_FOUND" }, { headers });
    const url = new URL(request.url);
    const query = Object.fromEntries(
      ["page", "limit"].flatMap((key) => (url.searchParams.has(key) ? [[key, url.searchParams.get(key)!]] : [])),
    );
    const parsed = WorkspacePageSchema.safeParse(query);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return jsonFailure(
        400,
        issue?.message ?? "Invalid pagination",
        { code: "VALIDATION_FAILED", field: issue?.path.join(".") || undefined },
        { headers },
      );
    }
    const listing = await listWorkspaceResource(actor, params.resource, parsed.data);
    return Response.json({ success: true, ...listing }, { headers });
  } catch (error) {
    return domainFailure(error, headers);
  }
}

export function action() {
  return methodNotAllowed("GET");
}

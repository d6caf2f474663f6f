import { answerPrivately, methodNotAllowed, privateHeaders, unknownPrivatePart } from "~/lib/api-edge.server.ts";
import { listWorkspaceResource } from "~/features/workspace/list-workspace-resource.server.ts";
import { isWorkspaceResource, WorkspacePageSchema } from "~/features/workspace/schemas.ts";
import { jsonFailure } from "~/lib/json-response.server.ts";
import { organizationActorOf } from "~/middleware/organization-actor.server.ts";
import type { Route } from "./+types/$resource";

/**
 * GET /api/organizations/{id}/workspace/{resource} (docs/api.md, ADR 0031): the firm's matters,
 * conversations with their messages, contacts, files, activity or notes, one page at a time, for
 * a member's session or an API token of that organization only.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return answerPrivately(async () => {
    const actor = await organizationActorOf(request, context, params.id);
    if (!isWorkspaceResource(params.resource)) return unknownPrivatePart("Unknown workspace resource");
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
        { headers: privateHeaders },
      );
    }
    const listing = await listWorkspaceResource(actor, params.resource, parsed.data);
    return Response.json({ success: true, ...listing }, { headers: privateHeaders });
  });
}

export function action() {
  return methodNotAllowed("GET");
}

import { answer, answerBody, refuseMutation } from "~/lib/api-edge.server.ts";
import { listMembers } from "~/features/members/list-members.server.ts";
import { isUuid } from "~/lib/ids.ts";
import { removeMember } from "~/features/members/remove-member.server.ts";
import { UpdateMemberRoleSchema } from "~/features/members/schemas.ts";
import { updateMemberRole } from "~/features/members/update-member-role.server.ts";
import { jsonFailure } from "~/lib/json-response.server.ts";
import { organizationActorOf } from "~/middleware/organization-actor.server.ts";
import type { Route } from "./+types/member";

/** GET /api/organizations/{id}/member: [{userId, role, email, name, image, createdAt}]. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return answer(async () => listMembers(await organizationActorOf(request, context, params.id)));
}

/** PATCH {userId, role} changes a member's role; DELETE ?userId removes a member (or leaves). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const refused = refuseMutation(request, ["PATCH", "DELETE"]);
  if (refused) return refused;
  if (request.method.toUpperCase() === "PATCH") {
    return answerBody(request, UpdateMemberRoleSchema, async (input) =>
      updateMemberRole(await organizationActorOf(request, context, params.id), input),
    );
  }
  const userId = new URL(request.url).searchParams.get("userId");
  if (!isUuid(userId))
    return jsonFailure(400, "A valid userId is required", { code: "VALIDATION_FAILED", field: "userId" });
  return answer(async () => removeMember(await organizationActorOf(request, context, params.id), userId));
}

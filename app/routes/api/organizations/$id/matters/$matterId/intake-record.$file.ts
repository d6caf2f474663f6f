import { answerPrivately, methodNotAllowed, privateHeaders, unknownPrivatePart } from "~/lib/api-edge.server.ts";
import { buildIntakeRecordFile, isExportFileName } from "~/features/intake-record/export-files.server.ts";
import { organizationActorOf } from "~/middleware/organization-actor.server.ts";
import type { Route } from "./+types/intake-record.$file";

/**
 * GET /api/organizations/{id}/matters/{matterId}/intake-record/{record.json|record.pdf}[.sig]
 * (ADR 0056): a matter's intake record and its detached Ed25519 signature, for a member's session
 * (the matter page's links) or an API token of that organization (ADR 0031). `?through=` pins the
 * export to a record sequence number (X-Intake-Record-Through names it), so the file and its
 * signature can be fetched separately and still match.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return answerPrivately(async () => {
    const actor = await organizationActorOf(request, context, params.id);
    if (!isExportFileName(params.file)) return unknownPrivatePart("Unknown intake record file");
    const through = new URL(request.url).searchParams.get("through");
    const file = await buildIntakeRecordFile(actor, { matterId: params.matterId, through, file: params.file });
    return new Response(new Uint8Array(file.bytes), {
      headers: {
        ...privateHeaders,
        "Content-Type": file.contentType,
        "Content-Length": String(file.bytes.length),
        "Content-Disposition": `attachment; filename="${file.downloadName}"`,
        "X-Intake-Record-Through": file.throughSeq,
        "X-Content-Type-Options": "nosniff",
      },
    });
  });
}

export function action() {
  return methodNotAllowed("GET");
}

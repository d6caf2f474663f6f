import type { z } from "zod";
import { jsonFailure, jsonSuccess, readJsonBody } from "~/lib/json-response.server.ts";
import { refuseCrossSite } from "~/lib/origin-check.server.ts";
import { domainFailure, methodNotAllowed } from "~/features/auth/api-guard.server.ts";

/**
 * Shared edges of the /api/organizations member, invitation and token calls: allowed methods,
 * the Origin check (CSRF) on every state-changing call, the JSON body parsed with the shared
 * schema, and {success, data} / {success: false, error, code} answers.
 */
export function refuseMutation(request: Request, allowed: readonly string[]): Response | null {
  if (!allowed.includes(request.method.toUpperCase())) return methodNotAllowed(allowed.join(", "));
  return refuseCrossSite(request);
}

export async function parseJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ data: z.infer<S> } | { response: Response }> {
  const body = await readJsonBody(request, 16 * 1024);
  if (body === null)
    return { response: jsonFailure(400, "The request body must be JSON.", { code: "VALIDATION_FAILED" }) };
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      response: jsonFailure(400, issue?.message ?? "Invalid request", {
        code: "VALIDATION_FAILED",
        field: issue?.path.join(".") || undefined,
      }),
    };
  }
  return { data: parsed.data };
}

/** Runs a use case and answers its result, or the domain error it threw. */
export async function answer(run: () => Promise<unknown>): Promise<Response> {
  try {
    return jsonSuccess(await run());
  } catch (error) {
    return domainFailure(error);
  }
}

import type { z } from "zod";
import { jsonSuccess, parseJsonRequest } from "~/lib/json-response.server.ts";
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

export const parseJsonBody = <S extends z.ZodType>(request: Request, schema: S) =>
  parseJsonRequest(request, schema, { maxBytes: 16 * 1024 });

/** Runs a use case and answers its result, or the domain error it threw. */
export async function answer(run: () => Promise<unknown>): Promise<Response> {
  try {
    return jsonSuccess(await run());
  } catch (error) {
    return domainFailure(error);
  }
}

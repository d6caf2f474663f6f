import type { z } from "zod";
import { DomainError, httpStatusOf } from "~/lib/errors.ts";
import { jsonFailure, jsonSuccess, readJsonBody } from "~/lib/json-response.server.ts";
import { englishErrorText, englishMessage } from "~/lib/error-text.server.ts";

/**
 * The edges of the /api/organizations calls themselves (create, read, update, delete, set
 * active): bodies parsed with the forms' schemas, and every message answered in English, as
 * {success: false, error, code, field?} with the error catalogue's status.
 */
export async function parseOrganizationBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ data: z.infer<S> } | { response: Response }> {
  const body = await readJsonBody(request, 64 * 1024);
  if (body === null)
    return { response: jsonFailure(400, "The request body must be JSON.", { code: "VALIDATION_FAILED" }) };
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      response: jsonFailure(400, englishMessage(issue?.message ?? "Invalid request"), {
        code: "VALIDATION_FAILED",
        field: issue?.path.join(".") || undefined,
      }),
    };
  }
  return { data: parsed.data };
}

export async function answerOrganization(run: () => Promise<unknown>, init: ResponseInit = {}): Promise<Response> {
  try {
    return jsonSuccess(await run(), init);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const field = typeof error.details.field === "string" ? error.details.field : undefined;
    return jsonFailure(httpStatusOf(error), englishErrorText(error), {
      code: error.code,
      ...(field ? { field } : {}),
    });
  }
}

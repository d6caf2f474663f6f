import type { z } from "zod";
import { DomainError, httpStatusOf } from "~/lib/errors.ts";
import { jsonFailure, jsonSuccess, parseJsonRequest } from "~/lib/json-response.server.ts";
import { englishErrorText, englishMessage } from "~/lib/error-text.server.ts";

/**
 * The edges of the /api/organizations calls themselves (create, read, update, delete, set
 * active): bodies parsed with the forms' schemas, and every message answered in English, as
 * {success: false, error, code, field?} with the error catalogue's status.
 */
export const parseOrganizationBody = <S extends z.ZodType>(request: Request, schema: S) =>
  parseJsonRequest(request, schema, { maxBytes: 64 * 1024, message: englishMessage });

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

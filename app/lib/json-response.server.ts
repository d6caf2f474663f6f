import type { z } from "zod";

/** The API's JSON envelope: {success, data} or {success: false, error}, with the right status. */
export function jsonSuccess<T>(data: T, init: ResponseInit = {}): Response {
  return Response.json({ success: true, data }, init);
}

export function jsonFailure(
  status: number,
  error: string,
  extra: Record<string, unknown> = {},
  init: ResponseInit = {},
): Response {
  return Response.json({ success: false, error, ...extra }, { ...init, status });
}

/** Reads a JSON body; null when it is missing or not JSON (the caller answers 400). */
export async function readJsonBody(request: Request, maxBytes = 256 * 1024): Promise<unknown | null> {
  const length = Number(request.headers.get("Content-Length") ?? "0");
  if (length > maxBytes) return null;
  try {
    const text = await request.text();
    if (text.length > maxBytes) return null;
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Reads a JSON body and parses it with a schema: the data, or a 400 answer naming the first
 * issue's message (through `message`, e.g. to turn an i18n key into the API's English) and field.
 */
export async function parseJsonRequest<S extends z.ZodType>(
  request: Request,
  schema: S,
  { maxBytes, message = (text) => text }: { maxBytes: number; message?: (text: string) => string },
): Promise<{ data: z.infer<S> } | { response: Response }> {
  const body = await readJsonBody(request, maxBytes);
  if (body === null)
    return { response: jsonFailure(400, "The request body must be JSON.", { code: "VALIDATION_FAILED" }) };
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      response: jsonFailure(400, message(issue?.message ?? "Invalid request"), {
        code: "VALIDATION_FAILED",
        field: issue?.path.join(".") || undefined,
      }),
    };
  }
  return { data: parsed.data };
}

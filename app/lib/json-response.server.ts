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

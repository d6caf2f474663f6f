import { jsonFailure } from "./json-response.server.ts";

/**
 * React Router answers a method a resource route does not handle with the JSON
 * `{"message":"Unexpected Server Error"}`, which reads like a crash: 405 for a POST to a
 * loader-only API, 400 for a GET or OPTIONS to an action-only one (the Stripe webhook). That
 * answer becomes the API's usual 405 (issue 15): `{success: false, error: "Method not allowed"}`
 * with an Allow header. Every other response passes unchanged.
 */
export async function clarifyMethodNotAllowed(response: Response): Promise<Response> {
  if (
    (response.status !== 405 && response.status !== 400) ||
    response.headers.has("Allow") ||
    !response.headers.get("Content-Type")?.includes("application/json")
  )
    return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { message?: unknown } | null;
  if (body?.message !== "Unexpected Server Error") return response;
  await response.body?.cancel().catch(() => {});
  return jsonFailure(
    405,
    "Method not allowed",
    {},
    { headers: { Allow: response.status === 405 ? "GET, HEAD" : "POST" } },
  );
}

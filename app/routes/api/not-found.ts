import { jsonFailure } from "~/lib/json-response.server.ts";

/**
 * Any /api/* path no route matches, by any method: a JSON 404 in the API's envelope, never the
 * HTML page of the catch-all route (a script that reads JSON gets JSON).
 */
function notFound() {
  return jsonFailure(404, "Not found", { code: "NOT_FOUND" });
}

export async function loader() {
  return notFound();
}

export async function action() {
  return notFound();
}

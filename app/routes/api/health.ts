import { checkHealth } from "~/features/health/check-health.server.ts";

/** GET /api/health: 200 when the database and the queue answer, else 503 (never cached: see securityHeaders). */
export async function loader() {
  const result = await checkHealth();
  return Response.json(
    {
      status: result.ok ? "ok" : "unavailable",
      database: result.database ? "up" : "down",
      queue: result.queue ? "up" : "down",
    },
    { status: result.ok ? 200 : 503 },
  );
}

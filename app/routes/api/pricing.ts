import { loadPlanPage } from "~/features/billing/load-plan-page.server.ts";
import { userContext } from "~/lib/request-context.ts";
import type { Route } from "./+types/pricing";

/** GET /api/pricing: the plan page's data for the #pricing modal (prices and the viewer's plan). */
export async function loader({ context }: Route.LoaderArgs) {
  const data = await loadPlanPage({ userId: context.get(userContext)?.user.id ?? null });
  return Response.json(data, { headers: { "Cache-Control": "private, no-store" } });
}

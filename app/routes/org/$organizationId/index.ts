import { redirect } from "react-router";
import type { Route } from "./+types/index";

/** /org/{organizationId}: the firm's home is its matter list (the layout has checked membership). */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/org/${encodeURIComponent(params.organizationId)}/matters`);
}

import { sitePage } from "~/features/site-pages/content.ts";
import { pageFirm } from "~/features/site-pages/page-firm.server.ts";
import { SitePageView } from "~/features/site-pages/site-page-view.tsx";
import type { Route } from "./+types/privacy";

/** /privacy (spec chat-workspace §2): English content, translated chrome (ADR 0024); the firm's own retention periods. */
export async function loader({ request }: Route.LoaderArgs) {
  const firm = await pageFirm(new URL(request.url));
  return { page: sitePage("privacy", firm.name, firm.retention) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SitePageView page={loaderData.page} />;
}

import { sitePage } from "~/features/site-pages/content.ts";
import { pageFirmName } from "~/features/site-pages/page-firm.server.ts";
import { SitePageView } from "~/features/site-pages/site-page-view.tsx";
import type { Route } from "./+types/terms";

/** /terms (spec chat-workspace §2): English content, translated chrome (ADR 0024). */
export async function loader({ request }: Route.LoaderArgs) {
  return { page: sitePage("terms", await pageFirmName(new URL(request.url))) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SitePageView page={loaderData.page} />;
}

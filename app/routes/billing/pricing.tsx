import { useTranslation } from "react-i18next";
import { PlanContent } from "~/features/billing/components/plan-content.tsx";
import { loadPlanPage } from "~/features/billing/load-plan-page.server.ts";
import { parsePlanChoice } from "~/features/billing/plan-page.ts";
import { userContext } from "~/lib/request-context.ts";
import type { Route } from "./+types/pricing";

/** /pricing: the plans, server-rendered (the #pricing modal shows the same content; ADR 0035). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const choice = parsePlanChoice(new URL(request.url).searchParams);
  const data = await loadPlanPage({ userId: context.get(userContext)?.user.id ?? null });
  return { data, choice };
}

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["billing", "common"]);
  return (
    <main id="main" className="mx-auto flex min-h-dvh w-full max-w-5xl flex-col gap-6 px-4 py-10">
      <title>{`${t("billing:pricing.title")} - Parley`}</title>
      <a href="/" className="self-start text-sm text-ink-muted underline">
        ← {t("common:actions.goHome")}
      </a>
      <PlanContent data={loaderData.data} initial={loaderData.choice} headingId="pricing-title" />
    </main>
  );
}

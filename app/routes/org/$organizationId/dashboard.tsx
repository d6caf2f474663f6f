import { useTranslation } from "react-i18next";
import { formatDuration } from "~/features/matters/components/duration.ts";
import { getFirmDashboard } from "~/features/matters/firm-dashboard.server.ts";
import { findMemberPageActor } from "~/features/matters/member-page-access.server.ts";
import type { Route } from "./+types/dashboard";
import { requireFound } from "~/lib/http-errors.server.ts";
import { requirePageUser } from "~/lib/require-user.server.ts";

/**
 * /org/{organizationId}/dashboard (issue 19, ADR 0058): per week, intakes started, matters created,
 * reviewed, accepted and declined, and the median time to the firm's first response.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const actor = requireFound(await findMemberPageActor(requirePageUser(context, request).user, params.organizationId));
  return { weeks: await getFirmDashboard(actor.organizationId) };
}

export default function FirmDashboard({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("firm");
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" });
  const columns = [
    ["intakesStarted", t("dashboard.intakesStarted")],
    ["mattersCreated", t("dashboard.mattersCreated")],
    ["reviewed", t("dashboard.reviewed")],
    ["accepted", t("dashboard.accepted")],
    ["declined", t("dashboard.declined")],
  ] as const;
  return (
    <main id="main" className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <title>{t("dashboard.title")}</title>
      <h1 className="text-2xl font-semibold">{t("dashboard.title")}</h1>
      <p className="text-sm text-ink-muted">{t("dashboard.hint")}</p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="firm-dashboard">
          <caption className="sr-only">{t("dashboard.title")}</caption>
          <thead className="border-b border-line text-ink-muted">
            <tr>
              <th scope="col" className="py-2 pr-3">
                {t("dashboard.week")}
              </th>
              {columns.map(([key, label]) => (
                <th key={key} scope="col" className="py-2 pr-3 text-right">
                  {label}
                </th>
              ))}
              <th scope="col" className="py-2 text-right">
                {t("dashboard.medianFirstResponse")}
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.weeks.map((week) => (
              <tr key={week.weekStart} className="border-b border-line" data-week={week.weekStart}>
                <th scope="row" className="py-2 pr-3 font-medium">
                  {t("dashboard.weekOf", { date: date.format(new Date(`${week.weekStart}T00:00:00Z`)) })}
                </th>
                {columns.map(([key]) => (
                  <td key={key} className="py-2 pr-3 text-right tabular-nums" data-column={key}>
                    {week[key]}
                  </td>
                ))}
                <td className="py-2 text-right tabular-nums" data-column="medianFirstResponse">
                  {week.medianFirstResponseSeconds === null
                    ? "—"
                    : formatDuration(week.medianFirstResponseSeconds, i18n.language)}
                  {week.awaitingFirstResponse > 0 ? (
                    <span className="block text-xs text-ink-muted">
                      {t("dashboard.awaiting", { count: week.awaitingFirstResponse })}
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </main>
  );
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

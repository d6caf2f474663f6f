import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { FilterField, SearchFilter } from "~/components/ui/filter-field.tsx";
import { Select } from "~/components/ui/input.tsx";
import { DataTable } from "~/components/data-table.tsx";
import { MatterListQuerySchema } from "~/features/matters/firm-schemas.ts";
import { paymentStates, reviewFilters } from "~/features/matters/firm-values.ts";
import { listOrganizationMatters } from "~/features/matters/list-organization-matters.server.ts";
import { matterStatuses } from "~/features/matters/matter-actions.ts";
import { getOrganizationForMember, findMemberPageActor } from "~/features/matters/member-page-access.server.ts";
import { urgencyLevels } from "~/features/matters/schemas.ts";
import type { Route } from "./+types/index";
import { keyDateText } from "~/features/triage/components/key-date-text.ts";
import { formatDuration } from "~/features/matters/components/duration.ts";
import { requireFound } from "~/lib/http-errors.server.ts";
import { requirePageUser } from "~/lib/require-user.server.ts";

/**
 * /org/{organizationId}/matters (ADR 0030): the firm's matters, filtered with a plain GET form
 * (status, service, urgency, review, payment, search) and paged; the review queue is a tab with
 * its count. Works the same without JavaScript.
 */
const filterKeys = ["status", "service", "urgency", "review", "payment", "q"] as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const actor = requireFound(await findMemberPageActor(requirePageUser(context, request).user, params.organizationId));
  const url = new URL(request.url);
  const query = MatterListQuerySchema.parse(Object.fromEntries(url.searchParams));
  const [organization, list] = await Promise.all([
    getOrganizationForMember(actor),
    listOrganizationMatters(actor.organizationId, query),
  ]);
  return {
    organization,
    now: new Date().toISOString(),
    query,
    list: {
      ...list,
      items: list.items.map((item) => ({
        ...item,
        reviewRequestedAt: item.reviewRequestedAt?.toISOString() ?? null,
        reviewedAt: item.reviewedAt?.toISOString() ?? null,
        createdAt: item.createdAt.toISOString(),
        firstResponseAt: item.firstResponseAt?.toISOString() ?? null,
      })),
    },
  };
}

function hrefWith(
  base: string,
  query: Record<string, string | number | undefined>,
  changes: Record<string, string | number | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, ...changes })) {
    if (value !== undefined && value !== "" && !(key === "page" && value === 1)) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

export default function MatterList({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("firm");
  const { organization, query, list } = loaderData;
  const base = `/org/${organization.id}/matters`;
  const filters = Object.fromEntries(filterKeys.map((key) => [key, query[key]])) as Record<string, string | undefined>;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  const reviewTab = query.review === "requested";
  const selects: {
    name: "status" | "service" | "urgency" | "review" | "payment";
    label: string;
    value: string | undefined;
    options: [string, string][];
  }[] = [
    {
      name: "status",
      label: t("list.status"),
      value: query.status,
      options: matterStatuses.map((status) => [status, t(`status.${status}`)]),
    },
    {
      name: "service",
      label: t("list.service"),
      value: query.service,
      options: organization.services.map((service) => [service, service]),
    },
    {
      name: "urgency",
      label: t("list.urgency"),
      value: query.urgency,
      options: urgencyLevels.map((level) => [level, t(`urgency.${level}`)]),
    },
    {
      name: "review",
      label: t("list.review"),
      value: query.review,
      options: reviewFilters.map((review) => [review, t(`review.${review}`)]),
    },
    {
      name: "payment",
      label: t("list.payment"),
      value: query.payment,
      options: paymentStates.map((state) => [state, t(`payment.${state}`)]),
    },
  ];
  return (
    <main id="main" className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <title>{t("list.metaTitle", { organization: organization.name })}</title>
      <header className="flex flex-col gap-1">
        <p className="text-sm text-ink-muted">{organization.name}</p>
        <h1 className="text-2xl font-semibold">{t("list.title")}</h1>
      </header>
      <nav aria-label={t("list.views")} className="flex gap-2 border-b border-line">
        <Link
          to={base}
          aria-current={!reviewTab ? "page" : undefined}
          className={`px-3 py-2 ${!reviewTab ? "border-b-2 border-brand font-medium" : "text-ink-muted"}`}
        >
          {t("list.allTab")}
        </Link>
        <Link
          to={`${base}?review=requested`}
          aria-current={reviewTab ? "page" : undefined}
          className={`px-3 py-2 ${reviewTab ? "border-b-2 border-brand font-medium" : "text-ink-muted"}`}
        >
          {t("list.reviewTab", { count: list.reviewQueueCount })}
        </Link>
      </nav>
      <Form
        key={JSON.stringify(query)}
        method="get"
        action={base}
        className="grid grid-cols-2 gap-3 rounded-lg border border-line p-4 md:grid-cols-4 lg:grid-cols-7"
        aria-label={t("list.filters")}
      >
        <SearchFilter
          label={t("list.search")}
          placeholder={t("list.searchPlaceholder")}
          value={query.q}
          className="col-span-2"
        />
        {selects.map((select) => (
          <FilterField key={select.name} label={select.label}>
            <Select name={select.name} defaultValue={select.value ?? ""}>
              <option value="">{t("list.any")}</option>
              {select.options.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          </FilterField>
        ))}
        <div className="col-span-2 flex items-end gap-3 md:col-span-4 lg:col-span-7">
          <Button type="submit">{t("list.apply")}</Button>
          <Link to={base} className="px-2 py-2 text-sm underline">
            {t("list.clear")}
          </Link>
        </div>
      </Form>
      <p role="status" className="text-sm text-ink-muted">
        {t("list.count", { count: list.total })}
      </p>
      <DataTable
        caption={t("list.title")}
        empty={t("list.empty")}
        columns={[
          t("list.matter"),
          t("list.client"),
          t("list.service"),
          t("list.urgency"),
          t("list.status"),
          t("list.review"),
          t("list.payment"),
          t("list.opened"),
          t("list.waiting"),
        ]}
      >
        {list.items.map((item) => (
          <tr key={item.id} className="border-b border-line align-top">
            <th scope="row" className="py-2 pr-3 font-medium">
              <Link to={`${base}/${item.id}`} className="underline">
                {item.matterNumber}
              </Link>
              {item.unopened ? (
                <span
                  className="ms-2 rounded-full bg-brand px-2 text-xs font-semibold text-on-brand"
                  data-testid="unopened-badge"
                >
                  {t("list.new")}
                </span>
              ) : null}
              {item.safetyConcern ? (
                <p className="font-semibold text-danger" data-testid="safety-concern">
                  {t("safety.flag")}
                </p>
              ) : null}
              {item.decision ? (
                <p className="font-normal" data-testid="decision">
                  {t(`decision.${item.decision}`)}
                </p>
              ) : null}
              {item.nextKeyDate ? (
                <p className="font-semibold" data-testid="next-key-date">
                  {keyDateText(t, item.nextKeyDate)}
                </p>
              ) : null}
              {item.conflictStatus === "hold" || item.conflictStatus === "flagged" ? (
                <p className="font-semibold text-danger">{t(`conflict.status.${item.conflictStatus}`)}</p>
              ) : null}
              <p className="font-normal text-ink-muted">{item.summaryPreview}</p>
            </th>
            <td className="py-2 pr-3">{item.clientName ?? t("list.unknownClient")}</td>
            <td className="py-2 pr-3">{item.service ?? "—"}</td>
            <td className="py-2 pr-3">
              {t(`urgency.${item.urgency ?? "unknown"}`, { defaultValue: item.urgency ?? "" })}
            </td>
            <td className="py-2 pr-3">{t(`status.${item.status}`)}</td>
            <td className="py-2 pr-3">
              {item.reviewedAt ? t("review.reviewed") : item.reviewRequestedAt ? t("review.requested") : "—"}
              {item.reviewingAttorneyName ? <p className="text-ink-muted">{item.reviewingAttorneyName}</p> : null}
            </td>
            <td className="py-2 pr-3">{t(`payment.${item.paymentState}`)}</td>
            <td className="py-2">{date.format(new Date(item.createdAt))}</td>
            <td className="py-2 ps-3" data-testid="waiting">
              {item.firstResponseAt
                ? t("list.answeredAfter", {
                    duration: formatDuration(
                      (Date.parse(item.firstResponseAt) - Date.parse(item.createdAt)) / 1000,
                      i18n.language,
                    ),
                  })
                : t("list.waitingFor", {
                    duration: formatDuration(
                      (Date.parse(loaderData.now) - Date.parse(item.createdAt)) / 1000,
                      i18n.language,
                    ),
                  })}
            </td>
          </tr>
        ))}
      </DataTable>
      {list.pageCount > 1 ? (
        <nav aria-label={t("list.pagination")} className="flex items-center gap-4">
          {list.page > 1 ? (
            <Link to={hrefWith(base, filters, { page: list.page - 1 })} rel="prev" className="underline">
              {t("list.previous")}
            </Link>
          ) : null}
          <span>{t("list.pageOf", { page: list.page, pageCount: list.pageCount })}</span>
          {list.page < list.pageCount ? (
            <Link to={hrefWith(base, filters, { page: list.page + 1 })} rel="next" className="underline">
              {t("list.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </main>
  );
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

import { type MouseEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { type PlanChoice, type PlanPageData, planHref } from "~/features/billing/plan-page.ts";
import {
  annualSavingPercent,
  isHighestTier,
  type PlanId,
  plans,
  pricingCountries,
  type PricingCountry,
  recommendedTier,
  type Tier,
  upgradePaths,
} from "~/features/billing/plans.ts";
import { DataTable } from "~/components/data-table.tsx";
import { Options } from "~/components/ui/options.tsx";
import { Label } from "~/components/ui/label.tsx";
import { useHydrated } from "~/components/use-hydrated.ts";

/**
 * The plans: tabs, the cards, the comparison table and the country selector (spec §2 plan modal,
 * §4 upgrade paths, §9 prices). One component for the /pricing page and the #pricing modal. Every
 * control is a link or a GET form, so it works without JavaScript; with JavaScript the same
 * controls change the view in place.
 */
const cardsByTab: Record<PlanChoice["tab"], PlanId[]> = {
  personal: ["free", "business"],
  business: ["business", "enterprise"],
};

export function PlanContent({
  data,
  initial,
  headingId,
  headingLevel = 1,
}: {
  data: PlanPageData;
  initial: PlanChoice;
  headingId: string;
  headingLevel?: 1 | 2;
}) {
  const { t, i18n } = useTranslation("billing");
  const [choice, setChoice] = useState(initial);
  const hydrated = useHydrated();
  const countryId = useId();
  const go = (change: Partial<PlanChoice>) => (event: MouseEvent) => {
    if (!hydrated) return;
    event.preventDefault();
    setChoice((current) => ({ ...current, ...change }));
  };
  const current = data.currentTier;
  const recommended = current ? recommendedTier(current) : "business";
  const money = (cents: number) =>
    new Intl.NumberFormat(`${i18n.language}-${choice.country}`, {
      style: "currency",
      currency: data.prices.currency.toUpperCase(),
    }).format(cents / 100);
  const countryName = (code: PricingCountry) =>
    new Intl.DisplayNames([i18n.language], { type: "region" }).of(code) ?? code;
  const saving = annualSavingPercent(data.prices.monthlyCents, data.prices.annualCents);
  const Heading = headingLevel === 1 ? "h1" : "h2";
  /** A link of the tab and interval switches: it changes the choice in place, or loads it without JavaScript. */
  const choiceLink = (change: Partial<PlanChoice>, active: boolean, current: "page" | "true") => ({
    href: planHref(choice, change),
    onClick: go(change),
    "aria-current": active ? current : undefined,
    className: `rounded-md px-4 py-2 text-sm font-medium ${active ? "bg-brand text-on-brand" : "hover:bg-surface-sunken"}`,
  });

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-2 text-center">
        <Heading id={headingId} className="text-3xl font-semibold">
          {t("pricing.title")}
        </Heading>
        <p className="text-ink-muted">{t("pricing.subtitle")}</p>
        {current ? (
          <p data-testid="pricing-current-tier">
            {t("pricing.current")}: <strong>{t(`plans.${current}.name`)}</strong>
            {isHighestTier(current) ? <span className="ms-2">{t("pricing.highestTier")}</span> : null}
          </p>
        ) : null}
      </header>

      {data.prices.failed ? (
        <div
          role="alert"
          className="mx-auto flex items-center gap-3 rounded-md border border-danger/40 px-4 py-2 text-sm"
        >
          <span>{t("pricing.loadFailed")}</span>
          <a href={planHref(choice)} className="font-semibold underline">
            {t("pricing.retry")}
          </a>
        </div>
      ) : null}

      <div className="flex flex-wrap items-center justify-center gap-4">
        <nav aria-label={t("pricing.tabsLabel")} className="flex gap-1 rounded-lg border border-line p-1">
          {(["personal", "business"] as const).map((tab) => (
            <a key={tab} {...choiceLink({ tab }, choice.tab === tab, "page")}>
              {t(tab === "personal" ? "pricing.tabPersonal" : "pricing.tabBusiness")}
            </a>
          ))}
        </nav>
        <nav aria-label={t("pricing.intervalLabel")} className="flex gap-1 rounded-lg border border-line p-1">
          {(["monthly", "annual"] as const).map((interval) => (
            <a key={interval} {...choiceLink({ interval }, choice.interval === interval, "true")}>
              {t(interval === "monthly" ? "pricing.monthly" : "pricing.annual")}
              {interval === "annual" && saving > 0 ? (
                <span className="ms-1 text-xs">({t("pricing.save", { percent: saving })})</span>
              ) : null}
            </a>
          ))}
        </nav>
        <form method="get" action="/pricing" className="flex items-center gap-2">
          <input type="hidden" name="tab" value={choice.tab} />
          <input type="hidden" name="interval" value={choice.interval} />
          <input type="hidden" name="seats" value={choice.seats} />
          <Label htmlFor={countryId}>{t("pricing.country")}</Label>
          <select
            id={countryId}
            name="country"
            value={choice.country}
            onChange={(event) => setChoice((state) => ({ ...state, country: event.target.value as PricingCountry }))}
            className="rounded-md border border-line bg-surface px-2 py-1.5 text-sm"
          >
            <Options values={pricingCountries} label={countryName} />
          </select>
          {hydrated ? null : (
            <button type="submit" className="rounded-md border border-line px-3 py-1.5 text-sm">
              {t("pricing.apply")}
            </button>
          )}
        </form>
      </div>

      <ul className="mx-auto grid w-full max-w-4xl gap-6 md:grid-cols-2" aria-label={t("pricing.title")}>
        {cardsByTab[choice.tab].map((id) => (
          <PlanCard
            key={id}
            id={id}
            choice={choice}
            current={current}
            recommended={recommended}
            money={money}
            saving={saving}
            prices={data.prices}
            onSeats={(seats) => setChoice((state) => ({ ...state, seats }))}
          />
        ))}
      </ul>
      <p className="text-center text-sm text-ink-muted">
        {t("pricing.currencyNote", { country: countryName(choice.country) })}
      </p>

      <ComparisonTable />
    </div>
  );
}

function PlanCard(props: {
  id: PlanId;
  choice: PlanChoice;
  current: Tier | null;
  recommended: Tier | null;
  money: (cents: number) => string;
  saving: number;
  prices: PlanPageData["prices"];
  onSeats: (seats: number) => void;
}) {
  const { t } = useTranslation("billing");
  const seatsId = useId();
  const plan = plans[props.id];
  const isCurrent = props.current === plan.tier;
  const offered = props.current === null || upgradePaths[props.current].includes(plan.tier);
  const isRecommended = props.recommended === plan.tier && !isCurrent;
  const button = "block w-full rounded-md px-4 py-2 text-center font-medium";
  let price: React.ReactNode;
  if (plan.contactSales) price = <span className="text-2xl font-semibold">{t("pricing.customPrice")}</span>;
  else if (plan.perSeat) {
    const annual = props.choice.interval === "annual";
    price = (
      <>
        <span className="text-3xl font-semibold" data-testid="business-price">
          {props.money(annual ? props.prices.annualCents : props.prices.monthlyCents)}
        </span>
        <span className="ms-1 text-sm text-ink-muted">
          {t(annual ? "pricing.perSeatYear" : "pricing.perSeatMonth")}
        </span>
        {annual && props.saving > 0 ? (
          <span className="ms-2 rounded bg-accent/20 px-1.5 text-xs font-semibold">
            {t("pricing.save", { percent: props.saving })}
          </span>
        ) : null}
      </>
    );
  } else {
    price = (
      <>
        <span className="text-3xl font-semibold">{props.money(0)}</span>
        <span className="ms-1 text-sm text-ink-muted">{t("pricing.perMonth")}</span>
      </>
    );
  }

  let action: React.ReactNode = null;
  if (isCurrent) {
    action = (
      <a href={plan.tier === "free" ? "/" : "/settings/account"} className={`${button} border border-line`}>
        {t("pricing.yourPlan")}
      </a>
    );
  } else if (plan.contactSales) {
    action = (
      <a href="/enterprise" className={`${button} border border-line`}>
        {t("pricing.contactSales")}
      </a>
    );
  } else if (plan.tier === "free") {
    action = offered ? (
      <a href="/" className={`${button} border border-line`}>
        {t("pricing.useFree")}
      </a>
    ) : null;
  } else if (offered) {
    action = (
      <form method="get" action="/cart" className="flex flex-col gap-2">
        <input type="hidden" name="tier" value="business" />
        <Label htmlFor={seatsId}>{t("pricing.seats")}</Label>
        <input
          id={seatsId}
          name="seats"
          type="number"
          min={1}
          step={1}
          defaultValue={props.choice.seats}
          onChange={(event) => {
            const seats = Number.parseInt(event.target.value, 10);
            if (Number.isFinite(seats) && seats >= 1) props.onSeats(seats);
          }}
          className="w-28 rounded-md border border-line bg-surface px-3 py-2"
        />
        <button type="submit" className={`${button} bg-brand text-on-brand`}>
          {t("pricing.upgradeBusiness")}
        </button>
      </form>
    );
  }

  return (
    <li
      data-plan={plan.id}
      data-current={isCurrent ? "true" : undefined}
      className={`flex flex-col gap-4 rounded-xl border p-6 ${isCurrent ? "border-brand ring-2 ring-brand" : isRecommended ? "border-accent" : "border-line"}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-xl font-semibold">{t(plan.nameKey)}</h3>
        {isCurrent ? (
          <span className="rounded bg-brand px-2 py-0.5 text-xs font-semibold text-on-brand">
            {t("pricing.current")}
          </span>
        ) : isRecommended ? (
          <span className="rounded bg-accent px-2 py-0.5 text-xs font-semibold text-black">
            {t("pricing.recommended")}
          </span>
        ) : null}
      </div>
      <p>{price}</p>
      <ul className="flex flex-1 flex-col gap-1.5 text-sm">
        {plan.featureKeys.map((key) => (
          <li key={key}>✓ {t(key)}</li>
        ))}
        {plan.limitationKeys.map((key) => (
          <li key={key} className="text-ink-muted">
            – {t(key)}
          </li>
        ))}
      </ul>
      {action}
    </li>
  );
}

function ComparisonTable() {
  const { t } = useTranslation("billing");
  const yes = t("pricing.included");
  const no = t("pricing.notIncluded");
  const unlimited = t("pricing.unlimited");
  const rows: Array<[string, string, string, string]> = [
    [t("pricing.rowMessages"), t("pricing.perDay", { count: 20 }), unlimited, unlimited],
    [t("pricing.rowUploads"), t("pricing.perMonthCount", { count: 3 }), unlimited, unlimited],
    [t("pricing.rowUsers"), t("pricing.oneUser"), t("pricing.twoOrMore"), t("pricing.twoOrMore")],
    [t("pricing.rowTeam"), no, yes, yes],
    [t("pricing.rowSecurity"), no, yes, yes],
    [t("pricing.rowSupport"), no, yes, yes],
  ];
  return (
    <section aria-labelledby="compare-title" className="mx-auto w-full max-w-4xl">
      <h3 id="compare-title" className="mb-3 text-xl font-semibold">
        {t("pricing.compareTitle")}
      </h3>
      <DataTable
        columns={[
          t("pricing.feature"),
          ...(["free", "business", "enterprise"] as const).map((id) => t(plans[id].nameKey)),
        ]}
      >
        {rows.map(([label, ...cells]) => (
          <tr key={label} className="border-b border-line">
            <th scope="row" className="py-2 text-start font-normal">
              {label}
            </th>
            {cells.map((cell, index) => (
              <td key={index} className="py-2">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </DataTable>
    </section>
  );
}

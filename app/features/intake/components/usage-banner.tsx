import { useTranslation } from "react-i18next";
import { limitReason, usageBannerLevel, usageLimits } from "~/features/usage/limits.ts";
import type { UsageQuota } from "~/features/usage/schemas.ts";
import { dateTimeFormat } from "~/lib/kept-intl.ts";

/**
 * Shown from 80 % of the message allowance, more strongly at 100 %; never when unlimited. A
 * signed-in user reads their plan's wording (a daily or monthly limit) and a link to the plans;
 * an anonymous visitor reads the public assistant's monthly allowance.
 */
export function UsageBanner({ quota }: { quota: UsageQuota | null }) {
  const { t, i18n } = useTranslation(["chat", "billing"]);
  if (!quota) return null;
  const level = usageBannerLevel(quota.messages);
  if (level === "none") return null;
  const daily = usageLimits[quota.tier].messages.period === "day";
  const reset = dateTimeFormat(
    i18n.language,
    daily ? { dateStyle: "medium", timeStyle: "long", timeZone: "UTC" } : { month: "long", day: "numeric" },
  ).format(new Date(quota.resetDate));
  const values = { used: quota.messages.used, limit: quota.messages.limit, remaining: quota.messages.remaining, reset };
  const tone = level === "exhausted" ? "border-danger bg-danger/10 font-medium" : "border-accent bg-accent/10";
  if (quota.tier === "anonymous") {
    return (
      <p role={level === "exhausted" ? "alert" : "status"} className={`rounded-md border p-3 text-sm ${tone}`}>
        {level === "exhausted" ? t("chat:usage.exhausted", values) : t("chat:usage.warning", values)}
      </p>
    );
  }
  const warning = daily ? "billing:usage.banner.warningDaily" : "billing:usage.banner.warningMonthly";
  return (
    <div
      role={level === "exhausted" ? "alert" : "status"}
      data-testid="usage-banner"
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border p-3 text-sm ${tone}`}
    >
      <p>
        {level === "exhausted"
          ? `${t(`billing:usage.limitReached.${limitReason(quota.tier, "messages")}`, values)} ${t("billing:usage.banner.renews", values)}`
          : t(warning, values)}
      </p>
      {quota.tier === "free" || quota.tier === "plus" ? (
        <a href="/pricing#pricing" className="font-semibold underline">
          {t("billing:usage.banner.upgrade")}
        </a>
      ) : null}
    </div>
  );
}

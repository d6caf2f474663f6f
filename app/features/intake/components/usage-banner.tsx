import { useTranslation } from "react-i18next";
import { usageBannerLevel } from "../../usage/limits.ts";
import type { UsageQuota } from "../../usage/schemas.ts";

/** Shown from 80 % of the message allowance, more strongly at 100 %; never when unlimited. */
export function UsageBanner({ quota }: { quota: UsageQuota | null }) {
  const { t, i18n } = useTranslation("chat");
  if (!quota) return null;
  const level = usageBannerLevel(quota.messages);
  if (level === "none") return null;
  const reset = new Date(quota.resetDate).toLocaleDateString(i18n.language, { month: "long", day: "numeric" });
  const values = { used: quota.messages.used, limit: quota.messages.limit, remaining: quota.messages.remaining, reset };
  return (
    <p
      role={level === "exhausted" ? "alert" : "status"}
      className={`rounded-md border p-3 text-sm ${level === "exhausted" ? "border-danger bg-danger/10 font-medium" : "border-accent bg-accent/10"}`}
    >
      {level === "exhausted" ? t("usage.exhausted", values) : t("usage.warning", values)}
    </p>
  );
}

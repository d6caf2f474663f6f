import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "~/features/toasts/show-toast.ts";
import type { UsageQuota } from "~/features/usage/schemas.ts";
import { fetchUsageQuota } from "./fetch-usage-quota.ts";

/**
 * The quota the usage banner shows: the server-rendered one until the first streamed turn, then the
 * one refreshed from /api/usage/quota after every turn (one source at a time, so a page revalidation
 * racing the refresh cannot flip the banner). A refresh that fails keeps the last good quota and
 * says so in an error toast ('Unable to update usage quota', with the status or 'Invalid quota
 * data format received from server').
 */
export function useUsageQuota(
  organizationId: string,
  serverQuota: UsageQuota | null,
  turnsEnded: number,
): UsageQuota | null {
  const { t } = useTranslation("chat");
  const [refreshed, setRefreshed] = useState<UsageQuota | null>(null);
  useEffect(() => {
    if (turnsEnded === 0) return;
    const controller = new AbortController();
    void fetchUsageQuota(organizationId, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) {
        setRefreshed(result.quota);
        return;
      }
      const description =
        result.reason === "status"
          ? t("errors.quotaLoad", { status: result.status })
          : result.reason === "format"
            ? t("errors.quotaFormat")
            : undefined;
      showToast({ type: "error", title: t("errors.quotaRefresh"), description });
    });
    return () => controller.abort();
  }, [organizationId, turnsEnded, t]);
  return refreshed ?? serverQuota;
}

import { data, type RouterContextProvider } from "react-router";
import { getInstance } from "../../lib/i18n-context.server.ts";
import { redirectWithToast, withToast } from "../toasts/toast.server.ts";
import type { Toast } from "../toasts/toast.ts";

/**
 * How a settings section answers a save. A JavaScript save (the auto-save fetcher sends
 * `enhanced=1`) gets {ok} data; a plain form post is redirected back to the page with a flash toast
 * (post/redirect/get). A failure is the spec's error toast (title Error, body the settings save
 * error) with the given status.
 */
export function isEnhanced(formData: FormData): boolean {
  return formData.get("enhanced") === "1";
}

export function saveFailedToast(context: Readonly<RouterContextProvider>): Toast {
  const t = getInstance(context).t;
  return { type: "error", title: t("settings:toasts.errorTitle"), description: t("settings:toasts.saveError") };
}

export function settingsSaved(
  context: Readonly<RouterContextProvider>,
  {
    enhanced,
    path,
    headers = new Headers(),
    toastKey = "settings:toasts.saved",
  }: { enhanced: boolean; path: string; headers?: Headers; toastKey?: string },
) {
  const toast: Toast = { type: "success", title: getInstance(context).t(toastKey) };
  if (enhanced) return data({ ok: true as const }, { headers });
  return redirectWithToast(path, toast, { status: 303, headers });
}

export function settingsSaveFailed<T>(context: Readonly<RouterContextProvider>, status: number, result: T) {
  const toast = saveFailedToast(context);
  return data({ ok: false as const, toast, result }, { status, headers: withToast(new Headers(), toast) });
}

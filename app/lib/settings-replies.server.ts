import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { isSameOriginRequest } from "./origin-check.server.ts";
import { redirectWithToast, withToast } from "./toast.server.ts";
import type { Toast } from "./toast.ts";

/**
 * How a settings section answers a save. A JavaScript save (the auto-save fetcher sends
 * `enhanced=1`) gets {ok} data; a plain form post is redirected back to the page with a flash toast
 * (post/redirect/get). A failure is the spec's error toast (title Error, body the settings save
 * error) with the given status. `t` is the request's translator (the route passes `getInstance(context).t`).
 */
type Translate = (key: string) => string;

export function isEnhanced(formData: FormData): boolean {
  return formData.get("enhanced") === "1";
}

export function saveFailedToast(t: Translate): Toast {
  return { type: "error", title: t("settings:toasts.errorTitle"), description: t("settings:toasts.saveError") };
}

export function settingsSaved(
  t: Translate,
  {
    enhanced,
    path,
    headers = new Headers(),
    toastKey = "settings:toasts.saved",
  }: { enhanced: boolean; path: string; headers?: Headers; toastKey?: string },
) {
  const toast: Toast = { type: "success", title: t(toastKey) };
  if (enhanced) return data({ ok: true as const }, { headers });
  return redirectWithToast(path, toast, { status: 303, headers });
}

export function settingsSaveFailed<T>(t: Translate, status: number, result: T) {
  const toast = saveFailedToast(t);
  return data({ ok: false as const, toast, result }, { status, headers: withToast(new Headers(), toast) });
}

/**
 * What an auto-saved settings section posted (general, notifications): its values parsed with
 * `schema`, less the section's `intent`, or the failed save's answer: another site's post is
 * refused (403), invalid values 400.
 */
export async function readSettingsSave<S extends z.ZodType<{ intent: string }>>(
  request: Request,
  t: Translate,
  schema: S,
): Promise<
  | { ok: true; value: Omit<z.output<S>, "intent">; enhanced: boolean }
  | { ok: false; reply: ReturnType<typeof settingsSaveFailed> }
> {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema });
  if (!isSameOriginRequest(request))
    return {
      ok: false,
      reply: settingsSaveFailed(t, 403, submission.reply({ formErrors: ["auth:errors.crossSite"] })),
    };
  if (submission.status !== "success") return { ok: false, reply: settingsSaveFailed(t, 400, submission.reply()) };
  const { intent: _intent, ...value } = submission.value;
  return { ok: true, value, enhanced: isEnhanced(formData) };
}

import { oneOf } from "./one-of.ts";
/** Toast types of the spec; anything else is shown as info. Client-safe. */
export const toastTypes = ["success", "error", "warning", "info"] as const;
export type ToastType = (typeof toastTypes)[number];

export const defaultToastDurationMs = 5_000;
export const minimumToastDurationMs = 1_000;

export type Toast = { type: ToastType; title: string; description?: string; durationMs?: number };

/**
 * A toast as it arrives from anywhere (cookie, fetcher data, a component): unknown types become
 * info, unknown keys are dropped, anything malformed is null. Written without zod: the Toaster is
 * on every page's first load (ADR 0069).
 */
export function readToast(value: unknown): Toast | null {
  if (!value || typeof value !== "object") return null;
  const { type, title, description, durationMs } = value as Record<string, unknown>;
  if (typeof type !== "string" || typeof title !== "string" || title.length < 1 || title.length > 200) return null;
  if (description !== undefined && (typeof description !== "string" || description.length > 500)) return null;
  if (durationMs !== undefined && !(typeof durationMs === "number" && Number.isInteger(durationMs) && durationMs > 0))
    return null;
  return {
    type: oneOf(toastTypes, type) ?? "info",
    title,
    ...(description !== undefined ? { description } : {}),
    ...(durationMs !== undefined ? { durationMs } : {}),
  };
}

/** The spec's duration rule: default 5,000 ms, never under 1,000 ms. */
export function toastDuration(toast: Pick<Toast, "durationMs">): number {
  return Math.max(minimumToastDurationMs, toast.durationMs ?? defaultToastDurationMs);
}

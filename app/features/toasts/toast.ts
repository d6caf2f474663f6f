import { z } from "zod";

/** Toast types of the spec; anything else is shown as info. Client-safe. */
export const toastTypes = ["success", "error", "warning", "info"] as const;
export type ToastType = (typeof toastTypes)[number];

export const defaultToastDurationMs = 5_000;
export const minimumToastDurationMs = 1_000;

export type Toast = { type: ToastType; title: string; description?: string; durationMs?: number };

/** A toast as it arrives from anywhere (cookie, fetcher data): unknown types become info. */
export const toastSchema = z.object({
  type: z.string().transform((type): ToastType => (toastTypes.includes(type as ToastType) ? (type as ToastType) : "info")),
  title: z.string().min(1).max(200),
  description: z.string().max(500).optional(),
  durationMs: z.number().int().positive().optional(),
});

/** The spec's duration rule: default 5,000 ms, never under 1,000 ms. */
export function toastDuration(toast: Pick<Toast, "durationMs">): number {
  return Math.max(minimumToastDurationMs, toast.durationMs ?? defaultToastDurationMs);
}

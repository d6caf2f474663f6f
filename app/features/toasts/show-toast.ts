import { readToast, type Toast } from "~/lib/toast.ts";

/**
 * Client-side toasts for events that only JavaScript sees (a copy to the clipboard, a streamed
 * block). The Toaster listens for this window event; flash toasts from the server keep using the
 * cookie (toast.server.ts). Client-safe; a no-op during the server render.
 */
export const toastEventName = "parley:toast";

export function showToast(toast: { type: string; title: string; description?: string; durationMs?: number }): void {
  if (typeof window === "undefined") return;
  const parsed = readToast(toast);
  if (!parsed) return;
  window.dispatchEvent(new CustomEvent<Toast>(toastEventName, { detail: parsed }));
}

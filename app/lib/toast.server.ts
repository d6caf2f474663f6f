import { redirect } from "react-router";
import { expireCookie, readCookie, serializeCookie } from "./cookies.server.ts";
import { readToast, type Toast } from "./toast.ts";

/**
 * Flash toasts: an action sets a short-lived cookie, the next document or data request's root
 * loader reads and clears it. The same path works with and without JavaScript (a fetcher's
 * action revalidates the root loader; a plain form post redirects and the next page shows it).
 */
const toastCookieName = "parley-toast";

export function toastCookie(toast: Toast): string {
  const value = Buffer.from(JSON.stringify(toast), "utf8").toString("base64url");
  return serializeCookie(toastCookieName, value, { maxAgeSeconds: 60 });
}

/** Adds a flash toast to a response's headers. */
export function withToast(headers: Headers, toast: Toast): Headers {
  headers.append("Set-Cookie", toastCookie(toast));
  return headers;
}

export function redirectWithToast(url: string, toast: Toast, init: ResponseInit = {}): Response {
  const headers = withToast(new Headers(init.headers), toast);
  return redirect(url, { ...init, headers });
}

/** The pending toast, if any, and the Set-Cookie that clears it (null when there is none). */
export function takeToast(request: Request): { toast: Toast | null; clear: string | null } {
  const raw = readCookie(request, toastCookieName);
  if (raw === null) return { toast: null, clear: null };
  let toast: Toast | null = null;
  try {
    toast = readToast(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
  } catch {
    toast = null;
  }
  return { toast, clear: expireCookie(toastCookieName) };
}

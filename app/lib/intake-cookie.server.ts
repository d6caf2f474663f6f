import { createCookie } from "react-router";
import { env } from "./env.server.ts";

/**
 * The HttpOnly cookie that holds an anonymous visitor's intake session token, one per organization
 * (so a visitor can talk to several firms), 30 days. HTTP plumbing, kept at the edge layer so the
 * intake feature works with the token only.
 */
export const intakeSessionDays = 30;

export function intakeCookie(organizationId: string) {
  const production = env().NODE_ENV === "production";
  return createCookie(`parley_intake_${organizationId.replaceAll("-", "")}`, {
    httpOnly: true,
    sameSite: "lax",
    secure: production && env().APP_URL.startsWith("https:"),
    path: "/",
    maxAge: intakeSessionDays * 24 * 3600,
  });
}

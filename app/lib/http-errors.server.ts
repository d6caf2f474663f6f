import { data } from "react-router";
import { DomainError, httpStatusOf } from "./errors.ts";
import { isSameOriginRequest } from "./origin-check.server.ts";

/**
 * Guards of the edge (ADR 0076): features return null or throw a DomainError; a page's loader or
 * action turns that into the status its ErrorBoundary shows (StatusError: 403 'Access Denied', 404
 * the not-found page). The thrown data carries the code only, never the error's text.
 */

/** The value, or a thrown 404 (the not-found page): another organization's row is not revealed. */
export function requireFound<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw data({ code: "NOT_FOUND" }, { status: 404 });
  return value;
}

/** A DomainError becomes its code's status for the route's ErrorBoundary; anything else is rethrown. */
export function throwAsStatus(error: unknown): never {
  if (error instanceof DomainError) throw data({ code: error.code }, { status: httpStatusOf(error) });
  throw error;
}

/** A post from another site is refused with the 403 page (forms that answer it in place check themselves). */
export function requireSameOrigin(request: Request): void {
  if (!isSameOriginRequest(request)) throw data({ code: "CROSS_SITE" }, { status: 403 });
}

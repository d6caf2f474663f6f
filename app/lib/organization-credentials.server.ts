import type { RouterContextProvider } from "react-router";
import type { SignedInUser } from "./request-context.ts";
import { getCurrentUser } from "./require-user.server.ts";

/**
 * What a call to the organization API presents, read at the edge (ADR 0082): the Authorization
 * Bearer secret, if any, and the user the session middleware signed in (null: nobody). The members
 * feature decides what they are worth (`authenticateOrganization`); it never sees the Request.
 */
export type OrganizationCredentials = {
  bearer: string | null;
  user: Pick<SignedInUser, "id" | "email"> | null;
};

/** The Bearer secret of an Authorization header, or null. */
export function readBearerSecret(request: Request): string | null {
  const header = request.headers.get("Authorization");
  if (!header) return null;
  return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? null;
}

export function readOrganizationCredentials(
  request: Request,
  context: Readonly<RouterContextProvider>,
): OrganizationCredentials {
  return { bearer: readBearerSecret(request), user: getCurrentUser(context)?.user ?? null };
}

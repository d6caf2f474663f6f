import type { RouterContextProvider } from "react-router";
import { authenticateOrganization, type OrganizationActor } from "~/features/members/organization-access.server.ts";
import { readOrganizationCredentials } from "~/lib/organization-credentials.server.ts";

/**
 * Who calls the organization API on `organizationId`, as the request and its context present them
 * (ADR 0082): a member's session or an API token of that organization (Bearer). Throws the domain
 * error the edge answers: UNAUTHENTICATED (401), or ORGANIZATION_NOT_FOUND (404) for anyone else.
 */
export function organizationActorOf(
  request: Request,
  context: Readonly<RouterContextProvider>,
  organizationId: string,
): Promise<OrganizationActor> {
  return authenticateOrganization(readOrganizationCredentials(request, context), organizationId);
}

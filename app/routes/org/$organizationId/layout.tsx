import { Outlet } from "react-router";
import { FirmShell } from "~/features/matters/components/firm-shell.tsx";
import { getFirmShell } from "~/features/matters/firm-shell.server.ts";
import { findMemberPageActor } from "~/features/matters/member-page-access.server.ts";
import { env } from "~/lib/env.server.ts";
import type { Route } from "./+types/layout";
import { requireFound } from "~/lib/http-errors.server.ts";
import { requirePageUser } from "~/lib/require-user.server.ts";

/**
 * /org/{organizationId}/… (issue 19, ADR 0058): the firm shell around every firm page. Only a
 * member of the organization passes (anyone else gets the same 404 as a missing organization).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const actor = requireFound(await findMemberPageActor(requirePageUser(context, request).user, params.organizationId));
  const shell = await getFirmShell(actor);
  const intakeUrl = shell.organization.isPersonal
    ? null
    : `${new URL(env().APP_URL).origin}/?organizationId=${encodeURIComponent(shell.organization.slug)}`;
  return { ...shell, intakeUrl };
}

export default function FirmLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <FirmShell
        organization={loaderData.organization}
        organizations={loaderData.organizations}
        counts={loaderData.counts}
        intakeUrl={loaderData.intakeUrl}
      />
      <Outlet />
    </div>
  );
}

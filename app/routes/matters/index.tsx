import { useTranslation } from "react-i18next";
import { Link, redirect } from "react-router";
import { requirePageUser } from "~/lib/require-user.server.ts";
import { listMemberOrganizations } from "~/features/matters/member-page-access.server.ts";
import type { Route } from "./+types/index";

/**
 * /matters (ADR 0030): the way into the firm's matters. A member of exactly one firm goes straight
 * to its list; a member of several picks one (a personal organization counts only when it is the
 * only one).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePageUser(context, request);
  const organizations = await listMemberOrganizations(user.id);
  const firms = organizations.filter((organization) => !organization.is_personal);
  const choices = firms.length > 0 ? firms : organizations;
  const [only, ...others] = choices;
  if (only && others.length === 0) throw redirect(`/org/${only.id}/matters`);
  return { organizations: choices.map((organization) => ({ id: organization.id, name: organization.name })) };
}

export default function MattersChooser({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("firm");
  return (
    <main id="main" className="mx-auto flex min-h-dvh w-full max-w-lg flex-col gap-6 px-4 py-10">
      <title>{t("chooser.title")}</title>
      <h1 className="text-2xl font-semibold">{t("chooser.title")}</h1>
      {loaderData.organizations.length === 0 ? (
        <p>{t("chooser.none")}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {loaderData.organizations.map((organization) => (
            <li key={organization.id}>
              <Link
                to={`/org/${organization.id}/matters`}
                className="block rounded-md border border-line px-4 py-3 underline-offset-2 hover:underline"
              >
                {organization.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

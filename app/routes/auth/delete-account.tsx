import { useTranslation } from "react-i18next";
import { data, Link, redirect } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button.tsx";
import { confirmAccountDeletion } from "~/features/accounts/delete-user.server.ts";
import { isEmailTokenUsable } from "~/features/auth/email-tokens.server.ts";
import { clearedSessionCookie } from "~/lib/session-cookie.server.ts";
import { DomainError } from "~/lib/errors.ts";
import { isSameOriginRequest } from "~/lib/origin-check.server.ts";
import type { Route } from "./+types/delete-account";

/**
 * /auth/delete-account?token=: the link e-mailed to an account without a password that asked to be
 * deleted. Opening it shows a confirmation; only the form's POST deletes (mail scanners only GET).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const usable = token !== "" && (await isEmailTokenUsable(token, "delete-account"));
  return { token: usable ? token : null };
}

export async function action({ request }: Route.ActionArgs) {
  if (!isSameOriginRequest(request)) throw data(null, { status: 403 });
  const token = String((await request.formData()).get("token") ?? "");
  try {
    const deleted = await confirmAccountDeletion(token);
    if (!deleted) return data({ error: "auth:deleteAccount.invalidLink" }, { status: 400 });
  } catch (error) {
    if (error instanceof DomainError && error.code === "CONFLICT")
      return data({ error: error.message }, { status: 409 });
    throw error;
  }
  return redirect("/", { headers: { "Set-Cookie": clearedSessionCookie() } });
}

export default function DeleteAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  return (
    <main id="main" className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center gap-4 px-4 py-10">
      <title>{t("meta.deleteTitle")}</title>
      <h1 className="text-2xl font-semibold">{t("deleteAccount.title")}</h1>
      {loaderData.token ? (
        <form method="post" className="flex flex-col gap-4">
          <p>{t("deleteAccount.body")}</p>
          {actionData?.error ? (
            <p role="alert" className="text-danger">
              {t(actionData.error)}
            </p>
          ) : null}
          <input type="hidden" name="token" value={loaderData.token} />
          <div className="flex gap-3">
            <Button type="submit" variant="danger">
              {t("deleteAccount.confirm")}
            </Button>
            <Link to="/" className={buttonClassName({ variant: "secondary" })}>
              {t("deleteAccount.cancel")}
            </Link>
          </div>
        </form>
      ) : (
        <p role="alert" className="text-danger">
          {t("deleteAccount.invalidLink")}
        </p>
      )}
    </main>
  );
}

export const meta: Route.MetaFunction = () => [
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

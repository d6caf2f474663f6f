import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button.tsx";
import { verifyEmail } from "~/features/auth/verify-email.server.ts";
import type { Route } from "./+types/verify-email";

/** GET /auth/verify-email?token=: the link of the verification e-mail (single use, 24 hours). */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const verified = token !== "" && (await verifyEmail(token));
  return { verified };
}

export default function VerifyEmailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  return (
    <main id="main" className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center gap-4 px-4 py-10">
      <title>{t("meta.verifyTitle")}</title>
      <h1 className="text-2xl font-semibold">
        {loaderData.verified ? t("verify.successTitle") : t("verify.failedTitle")}
      </h1>
      <p role="status">{loaderData.verified ? t("verify.successBody") : t("verify.failedBody")}</p>
      <Link to="/" className={buttonClassName({ className: "self-start" })}>
        {t("verify.continue")}
      </Link>
    </main>
  );
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

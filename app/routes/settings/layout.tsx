import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, Outlet, type ShouldRevalidateFunctionArgs, useLocation, useNavigate } from "react-router";
import { StatusError } from "~/components/status-error.tsx";
import { SignOutForm } from "~/features/auth/components/sign-out-form.tsx";
import { requirePageUser } from "~/lib/require-user.server.ts";
import { isAccountDeletedReply } from "~/features/accounts/account-deleted.ts";
import type { Route } from "./+types/layout";
import { SubscriptionBanner } from "~/features/billing/components/subscription-banner.tsx";
import { listBillingAlerts } from "~/features/billing/list-billing-alerts.server.ts";

/**
 * /settings (spec §2): a dialog over the workspace with the section list and the section's page.
 * Every section is its own server-rendered route. Closing goes to /: the close link works without
 * JavaScript; with it, Escape and a click outside close after a 250 ms animation. Below 1024 px,
 * bare /settings shows the list and a section shows only itself (CSS, so it works without JS).
 */
export const settingsSections = ["general", "notifications", "account", "organization", "security", "help"] as const;
const CLOSE_ANIMATION_MS = 250;

/** After a JavaScript account deletion the page stays for its 1 s confirmation: nothing to reload. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return isAccountDeletedReply(actionResult) ? false : defaultShouldRevalidate;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePageUser(context, request);
  return { name: user.name, email: user.email, billingAlerts: await listBillingAlerts(user.id) };
}

export default function SettingsLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("settings");
  const location = useLocation();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDivElement>(null);
  const [closing, setClosing] = useState(false);
  const bare = location.pathname.replace(/\/+$/, "") === "/settings";

  const close = useCallback(() => {
    setClosing(true);
    window.setTimeout(() => navigate("/"), CLOSE_ANIMATION_MS);
  }, [navigate]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) close();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [close]);

  useEffect(() => {
    dialog.current?.focus();
  }, []);

  return (
    <main id="main" className="min-h-dvh bg-surface-sunken">
      <div
        data-testid="settings-backdrop"
        className={`fixed inset-0 flex items-stretch justify-center bg-black/40 transition-opacity duration-[250ms] lg:items-center lg:p-6 ${closing ? "opacity-0" : "opacity-100"}`}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        <div
          ref={dialog}
          role="dialog"
          aria-modal="true"
          aria-labelledby="settings-title"
          tabIndex={-1}
          data-state={closing ? "closing" : "open"}
          className={`flex h-dvh w-full flex-col overflow-hidden bg-surface shadow-xl outline-none transition-transform duration-[250ms] lg:h-[min(44rem,90dvh)] lg:max-w-4xl lg:rounded-xl ${closing ? "scale-95" : "scale-100"}`}
        >
          <header className="flex items-center justify-between border-b border-line px-4 py-3">
            <h1 id="settings-title" className="text-lg font-semibold">
              {t("layout.title")}
            </h1>
            <Link
              to="/"
              aria-label={t("layout.close")}
              className="rounded-md px-2 py-1 text-xl leading-none text-ink-muted hover:text-ink"
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                close();
              }}
            >
              ×
            </Link>
          </header>
          <div className="flex min-h-0 flex-1">
            <nav
              aria-label={t("layout.sections")}
              className={`${bare ? "flex" : "hidden"} w-full flex-col gap-1 overflow-y-auto border-line p-3 lg:flex lg:w-56 lg:shrink-0 lg:border-e`}
            >
              <ul className="flex flex-col gap-1">
                {settingsSections.map((section) => (
                  <li key={section}>
                    <NavLink
                      to={`/settings/${section}`}
                      className={({ isActive }) =>
                        `block rounded-md px-3 py-2 ${isActive || (bare && section === "general") ? "lg:bg-surface-raised lg:font-medium" : ""} hover:bg-surface-raised`
                      }
                    >
                      {t(`layout.section.${section}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
              <div className="mt-auto border-t border-line pt-2">
                <p className="truncate px-3 pb-2 text-sm text-ink-muted">{loaderData.email}</p>
                <SignOutForm
                  label={t("layout.signOut")}
                  className="w-full rounded-md px-3 py-2 text-start text-danger hover:bg-surface-raised"
                />
              </div>
            </nav>
            <div className={`${bare ? "hidden" : "block"} min-w-0 flex-1 overflow-y-auto p-4 lg:block lg:p-6`}>
              <Link to="/settings" className="mb-4 inline-block text-sm text-ink-muted underline lg:hidden">
                ← {t("layout.allSections")}
              </Link>
              <SubscriptionBanner alerts={loaderData.billingAlerts} />
              <Outlet />
            </div>
          </div>
        </div>
      </div>
    </main>
  );
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** A section that fails (403, 404, anything else) shows the shared status page instead of the dialog. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StatusError error={error} />;
}

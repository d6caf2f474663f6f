import { useEffect } from "react";
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { useNonce } from "./components/nonce.tsx";
import { StatusError } from "./components/status-error.tsx";
import { readAppearance, ThemeScript, useFollowSystemTheme } from "./components/theme.tsx";
import { directionOf } from "./lib/i18n.ts";
import { switchLanguage } from "./lib/i18n-client.ts";
import { getLocale, i18nextMiddleware, localeCookie } from "./middleware/i18n.server.ts";
import { bodyLimitMiddleware } from "./middleware/body-limit.server.ts";
import { databaseUnavailableMiddleware } from "./middleware/database-unavailable.server.ts";
import { inputHygieneMiddleware } from "./middleware/input-hygiene.server.ts";
import { sessionMiddleware } from "./middleware/session.server.ts";
import { firstLoginMiddleware } from "./middleware/first-login.server.ts";
import { userContext } from "./lib/request-context.ts";
import { Toaster } from "./features/toasts/toaster.tsx";
import { BusinessWelcomeDialog } from "./features/billing/components/business-welcome-dialog.tsx";
import { PricingModal } from "./features/billing/components/pricing-modal.tsx";
import { WelcomeTipsOnDemand } from "./features/onboarding/components/welcome-tips-on-demand.tsx";
import { takeToast } from "./lib/toast.server.ts";
import stylesheet from "./styles/app.css?url";

export const middleware: Route.MiddlewareFunction[] = [
  i18nextMiddleware,
  databaseUnavailableMiddleware,
  bodyLimitMiddleware,
  inputHygieneMiddleware,
  sessionMiddleware,
  firstLoginMiddleware,
];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = getLocale(context);
  // Remember an explicit or detected choice so the next page keeps it.
  const stored = await localeCookie.parse(request.headers.get("Cookie"));
  const headers = new Headers();
  if (stored !== locale) headers.append("Set-Cookie", await localeCookie.serialize(locale));
  const { toast, clear } = takeToast(request);
  if (clear) headers.append("Set-Cookie", clear);
  const current = context.get(userContext);
  const user = current
    ? {
        id: current.user.id,
        name: current.user.name,
        email: current.user.email,
        image: current.user.image,
        onboardingCompleted: current.user.onboardingCompleted,
      }
    : null;
  const appearance = readAppearance(current?.user.appearance);
  return data({ locale, dir: directionOf(locale), user, toast, appearance }, { headers });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>("root");
  const locale = root?.locale ?? "en";
  const appearance = root?.appearance;
  const themeClass = appearance?.theme === "dark" || appearance?.theme === "light" ? appearance.theme : undefined;
  return (
    <html
      lang={locale}
      dir={directionOf(locale)}
      className={themeClass}
      data-accent={appearance?.accentColor ?? undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ThemeScript nonce={nonce} preference={appearance?.theme ?? null} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-surface text-ink antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useFollowSystemTheme();
  useEffect(() => {
    void switchLanguage(loaderData.locale);
  }, [loaderData.locale]);
  return (
    <>
      <Outlet />
      <Toaster toast={loaderData.toast} />
      <PricingModal />
      <BusinessWelcomeDialog />
      {loaderData.user?.onboardingCompleted ? <WelcomeTipsOnDemand name={loaderData.user.name} /> : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StatusError error={error} />;
}

import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { syncOnboardingFlags } from "~/features/auth/first-login.ts";

const WelcomeTipsDialog = lazy(() =>
  import("./welcome-tips.tsx").then((module) => ({ default: module.WelcomeTipsDialog })),
);

/**
 * The welcome dialog (spec §2, §9) in the root of every page, loaded only in a browser that is due
 * to show it: the check runs after hydration, as the dialog's own does, and the dialog's code
 * arrives then (its 500 ms delay starts when it has). Nothing is rendered on the server or while
 * hydrating, so no page's first load carries the dialog (ADR 0083).
 */
export function WelcomeTipsOnDemand({ name }: { name: string }) {
  const location = useLocation();
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (syncOnboardingFlags()) setDue(true);
  }, [location.key]);
  return due ? (
    <Suspense fallback={null}>
      <WelcomeTipsDialog name={name} />
    </Suspense>
  ) : null;
}

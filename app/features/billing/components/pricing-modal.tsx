import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import type { PlanPageData } from "~/features/billing/plan-page.ts";

/**
 * The dialog and the plans are loaded when the modal first opens, with its data (ADR 0073, 0083):
 * the links' listener below is all that every page carries.
 */
const loadPricingDialog = () => import("./pricing-dialog.tsx");
const PricingDialog = lazy(() => loadPricingDialog().then((module) => ({ default: module.PricingDialog })));

/** A link that asks for the plans: `#pricing` on this page, or `/pricing#pricing`. */
function pricingLink(target: EventTarget | null): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || url.hash !== "#pricing") return null;
  return url.pathname === window.location.pathname || url.pathname === "/pricing" ? anchor : null;
}

/**
 * The plan modal (spec §2: full screen, opened by the #pricing hash). With JavaScript, every link
 * to `/pricing#pricing` or `#pricing` opens it over the current page; without JavaScript the same
 * links land on /pricing. A native modal <dialog>: the page behind is inert (focus stays inside),
 * Escape closes it and the focus returns to the link that opened it. Its data comes from
 * GET /api/pricing, fetched when it opens, so no page carries the plans in its own payload.
 */
export function PricingModal() {
  const opener = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false);
  const [data, setData] = useState<PlanPageData | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    void loadPricingDialog().then((module) => module.loadPlanContent());
    try {
      const response = await fetch("/api/pricing", { credentials: "include", headers: { Accept: "application/json" } });
      if (!response.ok) throw new Error(String(response.status));
      setData((await response.json()) as PlanPageData);
    } catch {
      setFailed(true);
    }
  }, []);

  const show = useCallback(
    (from: HTMLElement | null) => {
      opener.current = from ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
      setOpen(true);
      setShown(true);
      void load();
    },
    [load],
  );

  useEffect(() => {
    // On /pricing itself the plans are the page: its links just navigate.
    const onPlanPage = () => window.location.pathname === "/pricing";
    if (!onPlanPage() && window.location.hash === "#pricing") show(null);
    const onClick = (event: MouseEvent) => {
      if (
        onPlanPage() ||
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = pricingLink(event.target);
      if (!link) return;
      event.preventDefault();
      // A link inside a closed <details> menu: close the menu as a followed link would.
      link.closest("details")?.removeAttribute("open");
      window.history.pushState(window.history.state, "", "#pricing");
      show(link);
    };
    const onHash = () => {
      if (onPlanPage()) return;
      if (window.location.hash === "#pricing") show(null);
      else setOpen(false);
    };
    const listening = new AbortController();
    const { signal } = listening;
    document.addEventListener("click", onClick, { signal });
    window.addEventListener("hashchange", onHash, { signal });
    window.addEventListener("popstate", onHash, { signal });
    return () => listening.abort();
  }, [show]);

  const close = useCallback(() => {
    setOpen(false);
    if (window.location.hash === "#pricing")
      window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    opener.current?.focus();
  }, []);

  // Nothing on the server or while hydrating: the dialog's code arrives with its first opening.
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <PricingDialog open={open} data={data} failed={failed} onClose={close} onRetry={() => void load()} />
    </Suspense>
  );
}

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { defaultChoice, type PlanPageData } from "~/features/billing/plan-page.ts";

/** The plans are shown only once the modal is open: their code is loaded then, with the data (ADR 0073). */
const loadPlanContent = () => import("./plan-content.tsx");
const PlanContent = lazy(() => loadPlanContent().then((module) => ({ default: module.PlanContent })));

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
  const { t } = useTranslation("billing");
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const [data, setData] = useState<PlanPageData | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    void loadPlanContent();
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
    document.addEventListener("click", onClick);
    window.addEventListener("hashchange", onHash);
    window.addEventListener("popstate", onHash);
    return () => {
      document.removeEventListener("click", onClick);
      window.removeEventListener("hashchange", onHash);
      window.removeEventListener("popstate", onHash);
    };
  }, [show]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const close = () => {
    setOpen(false);
    if (window.location.hash === "#pricing")
      window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    opener.current?.focus();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="pricing-modal-title"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-surface p-0 text-ink backdrop:bg-black/50"
    >
      {open ? (
        <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-6">
          <div className="flex justify-end">
            <button
              type="button"
              onClick={close}
              className="rounded-md border border-line px-3 py-1.5 text-sm font-medium"
              autoFocus
            >
              {t("pricing.close")}
            </button>
          </div>
          {data ? (
            <Suspense fallback={<LoadingTitle title={t("pricing.title")} />}>
              <PlanContent data={data} initial={defaultChoice} headingId="pricing-modal-title" headingLevel={2} />
            </Suspense>
          ) : failed ? (
            <div role="alert" className="flex flex-col items-center gap-3 py-16">
              <h2 id="pricing-modal-title" className="text-xl font-semibold">
                {t("pricing.loadFailed")}
              </h2>
              <button
                type="button"
                onClick={() => void load()}
                className="rounded-md bg-brand px-4 py-2 font-medium text-on-brand"
              >
                {t("pricing.retry")}
              </button>
            </div>
          ) : (
            <LoadingTitle title={t("pricing.title")} />
          )}
        </div>
      ) : null}
    </dialog>
  );
}

/** The modal's title while the plans (their data, then their code) are on the way. */
function LoadingTitle({ title }: { title: string }) {
  return (
    <h2 id="pricing-modal-title" aria-busy="true" className="py-16 text-center text-xl font-semibold">
      {title}
    </h2>
  );
}

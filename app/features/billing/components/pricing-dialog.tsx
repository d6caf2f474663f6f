import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { defaultChoice, type PlanPageData } from "~/features/billing/plan-page.ts";
import { useModal } from "~/components/ui/dialog.tsx";
import { Button } from "~/components/ui/button.tsx";

/** The plans are shown only once the modal is open: their code is loaded then, with the data (ADR 0073). */
export const loadPlanContent = () => import("./plan-content.tsx");
const PlanContent = lazy(() => loadPlanContent().then((module) => ({ default: module.PlanContent })));

/**
 * The plan modal's native modal <dialog> (opened and closed by PricingModal, which loads this module
 * when the modal first opens): the page behind is inert, Escape closes it.
 */
export function PricingDialog({
  open,
  data,
  failed,
  onClose,
  onRetry,
}: {
  open: boolean;
  data: PlanPageData | null;
  failed: boolean;
  onClose: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation("billing");
  const dialog = useModal(open);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="pricing-modal-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-surface p-0 text-ink backdrop:bg-black/50"
    >
      {open ? (
        <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-6">
          <div className="flex justify-end">
            <button
              type="button"
              onClick={onClose}
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
              <Button onClick={onRetry}>{t("pricing.retry")}</Button>
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

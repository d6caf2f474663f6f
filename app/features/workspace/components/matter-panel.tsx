import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, useLocation } from "react-router";
import type { MatterView } from "~/features/matters/matter-view.ts";
import { matterPanelModel } from "~/features/workspace/matter-panel-view.ts";
import { tabHref } from "~/features/workspace/workspace-url.ts";
import { cx } from "~/components/ui/class-names.ts";
import { FolderIcon } from "~/components/ui/icons.tsx";
import { numberFormat } from "~/lib/kept-intl.ts";

const accept = ".pdf,.doc,.docx,.txt,.jpg,.jpeg,.png,.gif,.webp";
const primary =
  "inline-flex items-center justify-center rounded-md bg-brand px-4 py-2 text-sm font-medium text-on-brand hover:opacity-90";
const secondary =
  "inline-flex items-center justify-center rounded-md border border-line px-4 py-2 text-sm font-medium hover:bg-surface-sunken";

/**
 * The Matter tab (spec §2): the stored matter as the visitor sees it, server-rendered. Uploads post
 * to the intake page's own checklist action, so they work without JavaScript.
 */
export function MatterPanel({
  matter,
  casePdf,
}: {
  matter: MatterView | null;
  casePdf: { fileId: string; filename: string } | null;
}) {
  const location = useLocation();
  const chatHref = tabHref(new URLSearchParams(location.search), "chats", "#latest");
  const { t, i18n } = useTranslation("workspace");
  const { t: tChat } = useTranslation("chat");
  if (!matter) {
    return (
      <section
        aria-labelledby="matter-heading"
        className="flex flex-1 flex-col items-center justify-center gap-4 py-16 text-center"
      >
        <span className="flex size-14 items-center justify-center rounded-2xl bg-surface-sunken text-ink-muted">
          <FolderIcon className="size-7" />
        </span>
        <h2 id="matter-heading" className="text-xl font-semibold">
          {t("matter.emptyTitle")}
        </h2>
        <p className="max-w-sm text-ink-muted">{t("matter.emptyBody")}</p>
        <a href={chatHref} className={primary}>
          {t("matter.startChat")}
        </a>
      </section>
    );
  }
  const model = matterPanelModel(matter);
  const usd = (amount: number) =>
    numberFormat(i18n.language || "en", { style: "currency", currency: "USD" }).format(amount);
  return (
    <div className="flex flex-col gap-5 py-2">
      <section
        aria-labelledby="matter-heading"
        className="flex flex-col gap-3 rounded-xl border border-line bg-surface-raised p-5"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="matter-heading" className="text-lg font-semibold">
            {t("matter.summaryTitle")}
          </h2>
          <span
            data-matter-status={matter.status}
            className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${matter.status === "ready" ? "bg-success/15 text-success" : "bg-amber-500/15 text-amber-800 dark:text-amber-300"}`}
          >
            {matter.status === "ready" ? t("matter.statusReady") : t("matter.statusIncomplete")}
          </span>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-ink-muted">{t("matter.number")}</dt>
          <dd className="font-mono">{matter.canvas.matterNumber}</dd>
          <dt className="text-ink-muted">{t("matter.service")}</dt>
          <dd>{matter.canvas.service || t("matter.serviceUnknown")}</dd>
        </dl>
        <p className="text-sm">{model.preview}</p>
      </section>

      {model.missing.shown.length > 0 ? (
        <PanelSection id="missing-heading" title={t("matter.missingTitle")}>
          <ul className="list-disc space-y-1 ps-5 text-sm">
            {model.missing.shown.map((hint) => (
              <li key={`${hint.code}-${hint.key}`}>{tChat(hint.key, hint as unknown as Record<string, unknown>)}</li>
            ))}
          </ul>
          {model.missing.more > 0 ? (
            <p className="text-sm text-ink-muted">{t("matter.more", { n: model.missing.more })}</p>
          ) : null}
          <a href={chatHref} className={`${secondary} self-start`}>
            {t("matter.continueInChat")}
          </a>
        </PanelSection>
      ) : null}

      {model.documents.shown.length > 0 ? (
        <PanelSection id="documents-heading" title={t("matter.documentsTitle")}>
          <ul className="flex flex-col gap-3">
            {model.documents.shown.map((document) => (
              <li key={document.id} className="flex flex-col gap-2 rounded-md bg-surface-raised p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-sm font-medium">{document.name}</span>
                  {document.required ? (
                    <span className="rounded bg-brand px-1.5 py-0.5 text-xs text-on-brand">{t("matter.required")}</span>
                  ) : null}
                  {document.status === "pending" ? (
                    <span className="text-xs text-ink-muted">{t("matter.processing")}</span>
                  ) : null}
                </div>
                {document.status === "missing" ? (
                  <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-center gap-2">
                    <input type="hidden" name="intent" value="checklist-upload" />
                    <input type="hidden" name="documentId" value={document.id} />
                    <label className="sr-only" htmlFor={`matter-upload-${document.id}`}>
                      {t("matter.chooseFile", { document: document.name })}
                    </label>
                    <input
                      id={`matter-upload-${document.id}`}
                      type="file"
                      name="file"
                      required
                      accept={accept}
                      className="max-w-full text-sm"
                    />
                    <button type="submit" className="rounded-md bg-brand px-3 py-1 text-sm font-medium text-on-brand">
                      {t("matter.upload")}
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
          {model.documents.more > 0 ? (
            <p className="text-sm text-ink-muted">{t("matter.more", { n: model.documents.more })}</p>
          ) : null}
        </PanelSection>
      ) : null}

      {model.paymentDue && matter.payment ? (
        <PanelSection id="payment-heading" title={t("matter.paymentTitle")} tone="payment">
          {matter.payment.description ? <p className="text-sm text-ink-muted">{matter.payment.description}</p> : null}
          <p className="text-2xl font-semibold">{usd(matter.payment.amount)}</p>
          <div className="flex flex-wrap gap-2">
            <a href={matter.payment.paymentUrl} rel="noopener" className={primary}>
              {t("matter.payNow")}
            </a>
            <a href={chatHref} className={secondary}>
              {t("matter.viewInChat")}
            </a>
          </div>
        </PanelSection>
      ) : null}

      {model.complete ? (
        <PanelSection id="complete-heading" title={t("matter.completeTitle")} tone="complete">
          <p className="text-sm text-ink-muted">{t("matter.completeBody")}</p>
          <div className="flex flex-wrap gap-2">
            {casePdf ? (
              <a href={`/api/files/${casePdf.fileId}`} target="_blank" rel="noopener" className={primary}>
                {t("matter.viewPdf")}
              </a>
            ) : null}
            <a href={chatHref} className={secondary}>
              {t("matter.share")}
            </a>
          </div>
        </PanelSection>
      ) : null}

      <a href={chatHref} className={`${secondary} self-start`}>
        {t("matter.viewInChat")}
      </a>
    </div>
  );
}

const sectionBorders = { plain: "border-line", payment: "border-amber-500/50", complete: "border-success/50" };

/** One boxed part of the Matter tab, labelled by its heading; `tone` colours the border (a completed intake also its heading). */
function PanelSection({
  id,
  title,
  tone = "plain",
  children,
}: {
  id: string;
  title: ReactNode;
  tone?: keyof typeof sectionBorders;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cx("flex flex-col gap-3 rounded-xl border p-5", sectionBorders[tone])}>
      <h2 id={id} className={cx("font-semibold", tone === "complete" && "text-success")}>
        {title}
      </h2>
      {children}
    </section>
  );
}

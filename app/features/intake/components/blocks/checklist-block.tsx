import { useTranslation } from "react-i18next";
import { Form, useLocation, useNavigation, useRevalidator } from "react-router";
import { checklistCompletion } from "~/features/matters/document-checklist.ts";
import type { DocumentChecklist } from "~/features/matters/schemas.ts";
import { checklistAccept as accept } from "~/features/files/file-display.ts";
import { Button } from "~/components/ui/button.tsx";

/**
 * The documents the firm needs. Each missing document has its own upload form (multipart, works
 * without JavaScript); an uploaded one can be removed. The completion button reads
 * 'Complete N more required' until every required document is uploaded; 'Skip for now' always works.
 */
export function ChecklistBlock({
  checklist,
  skipped,
  uploadError,
}: {
  checklist: DocumentChecklist;
  skipped: boolean;
  uploadError: { documentId: string; message: string } | null;
}) {
  const { t } = useTranslation("chat");
  const navigation = useNavigation();
  const location = useLocation();
  const revalidator = useRevalidator();
  const completion = checklistCompletion(checklist);
  const uploadingId =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "checklist-upload"
      ? String(navigation.formData.get("documentId"))
      : null;
  return (
    <section
      aria-label={t("checklistBlock.title", { matterType: checklist.matterType })}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface-raised p-4"
    >
      <h3 className="font-semibold">{t("checklistBlock.title", { matterType: checklist.matterType })}</h3>
      <ul className="flex flex-col gap-3">
        {checklist.documents.map((document) => {
          const status = uploadingId === document.id ? "pending" : document.status;
          const inputId = `upload-${document.id}`;
          return (
            <li key={document.id} className="flex flex-col gap-2 rounded-md border border-line p-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{document.name}</span>
                <span
                  className={`rounded px-1.5 py-0.5 text-xs ${document.required ? "bg-brand text-on-brand" : "bg-surface-sunken text-ink-muted"}`}
                >
                  {document.required ? t("checklistBlock.required") : t("checklistBlock.optional")}
                </span>
                <span className="ms-auto text-sm text-ink-muted" data-status={status}>
                  {status === "uploaded"
                    ? t("checklistBlock.statusUploaded")
                    : status === "pending"
                      ? t("checklistBlock.statusPending")
                      : t("checklistBlock.statusMissing")}
                </span>
              </div>
              <p className="text-sm text-ink-muted">{document.description}</p>
              {document.status === "pending" && uploadingId !== document.id ? (
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  {document.file ? <span>{document.file.name}</span> : null}
                  {/* The file is being read; without JavaScript the visitor looks again (with it, the page refreshes itself). */}
                  <a
                    href={`${location.pathname}${location.search}`}
                    onClick={(event) => {
                      event.preventDefault();
                      void revalidator.revalidate();
                    }}
                    className="underline"
                  >
                    {t("checklistBlock.checkAgain")}
                  </a>
                </p>
              ) : null}
              {document.status === "uploaded" ? (
                <Form method="post" className="flex items-center gap-3 text-sm">
                  <input type="hidden" name="intent" value="checklist-remove" />
                  <input type="hidden" name="documentId" value={document.id} />
                  {document.file ? (
                    <a href={document.file.url} className="underline" target="_blank" rel="noopener">
                      {document.file.name}
                    </a>
                  ) : null}
                  <button type="submit" className="rounded border border-line px-2 py-1">
                    {t("checklistBlock.remove")}
                  </button>
                </Form>
              ) : (
                <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-center gap-2 text-sm">
                  <input type="hidden" name="intent" value="checklist-upload" />
                  <input type="hidden" name="documentId" value={document.id} />
                  <label htmlFor={inputId} className="sr-only">
                    {t("checklistBlock.chooseFile", { document: document.name })}
                  </label>
                  <input id={inputId} type="file" name="file" accept={accept} className="max-w-full text-sm" />
                  <button
                    type="submit"
                    disabled={status === "pending"}
                    className="rounded bg-brand px-3 py-1 text-on-brand disabled:opacity-60"
                  >
                    {t("checklistBlock.upload")}
                  </button>
                  {uploadError?.documentId === document.id ? (
                    <p role="alert" className="w-full text-danger">
                      {uploadError.message}
                    </p>
                  ) : null}
                </Form>
              )}
            </li>
          );
        })}
      </ul>
      {skipped ? <p className="text-sm text-ink-muted">{t("checklistBlock.skipped")}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="checklist-complete" />
          <Button type="submit" disabled={!completion.complete}>
            {t(completion.label.key, { count: completion.label.count })}
          </Button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="checklist-skip" />
          <button type="submit" className="rounded-md border border-line px-4 py-2 font-medium">
            {t("checklistBlock.skip")}
          </button>
        </Form>
      </div>
    </section>
  );
}

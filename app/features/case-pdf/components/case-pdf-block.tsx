import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { formatFileSize } from "~/features/files/file-display.ts";
import { FileIcon } from "~/features/files/components/file-icon.tsx";
import { buttonClassName } from "~/components/ui/button.tsx";

export type GeneratedPdfView = {
  filename: string;
  size: number;
  generatedAt: string;
  matterType: string;
  storageKey: string;
};

/**
 * The generatedPDF block: the case file's name, matter type and date, and a link that opens the
 * PDF. The storage key stays the same when the PDF is regenerated, so the link opens the latest.
 */
export function CasePdfBlock({ pdf }: { pdf: GeneratedPdfView }) {
  const { t, i18n } = useTranslation("files");
  const navigation = useNavigation();
  const sharing = navigation.state !== "idle" && navigation.formData?.get("intent") === "share-matter";
  const date = new Date(pdf.generatedAt);
  const when = Number.isNaN(date.getTime())
    ? ""
    : date.toLocaleDateString(i18n.language, { year: "numeric", month: "long", day: "numeric" });
  return (
    <section
      aria-label={t("casePdf.title")}
      className="flex flex-wrap items-center gap-3 rounded-lg border border-line bg-surface-raised p-4"
    >
      <FileIcon contentType="application/pdf" className="size-8 shrink-0 text-ink-muted" />
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold">{t("casePdf.title")}</h3>
        <p className="truncate text-sm" title={pdf.filename}>
          {pdf.filename}
        </p>
        <p className="text-xs text-ink-muted">
          {[pdf.matterType, formatFileSize(pdf.size), when ? t("casePdf.generated", { date: when }) : null]
            .filter(Boolean)
            .join(" · ")}
        </p>
      </div>
      <a href={`/api/files/${pdf.storageKey}`} target="_blank" rel="noopener" className={buttonClassName()}>
        {t("casePdf.open")}
      </a>
      <Form method="post" className="flex w-full flex-wrap items-center gap-2 text-sm">
        <input type="hidden" name="intent" value="share-matter" />
        <button
          type="submit"
          disabled={sharing}
          aria-describedby="share-matter-hint"
          className="rounded-md border border-line px-3 py-1.5 font-medium disabled:opacity-60"
        >
          {t("casePdf.share")}
        </button>
        <span id="share-matter-hint" className="text-ink-muted">
          {t("casePdf.shareHint")}
        </span>
      </Form>
    </section>
  );
}

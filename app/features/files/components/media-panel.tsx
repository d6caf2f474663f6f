import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import {
  formatFileSize,
  type MediaCategory,
  mediaCategories,
  mediaCategoryOf,
  mediaPanelNameLimit,
  truncateFileName,
} from "~/features/files/file-display.ts";
import type { SharedFile } from "~/features/files/shared-file.ts";
import type { SharedLink } from "~/features/files/shared-links.ts";
import { FileIcon } from "./file-icon.tsx";
import type { ViewedFile } from "./media-viewer.tsx";

/** The viewer's code is loaded when a file is opened, not with the page (ADR 0073). */
const MediaViewer = lazy(() => import("./media-viewer.tsx").then((module) => ({ default: module.MediaViewer })));

/** How often the page is refreshed while a document is still being read. */
export const processingPollMs = 3_000;

/**
 * 'Media, Documents, and Links': the files this conversation shared, grouped as Photos, Videos,
 * Documents, Audio and Other Files with a count each, then the web addresses shared in the
 * messages (Links, opening in a new tab), or 'No files shared yet'. Every file is a
 * link (works without JavaScript); with JavaScript, images and videos open in the full-screen
 * viewer. While a document is being analysed the page refreshes itself, so the analysis message
 * and the file's status arrive without a reload.
 */
export function MediaPanel({ files, links = [] }: { files: SharedFile[]; links?: SharedLink[] }) {
  const { t } = useTranslation("files");
  const [viewed, setViewed] = useState<ViewedFile | null>(null);
  const revalidator = useRevalidator();
  const working = files.some(
    (file) => file.status === "processing" || file.status === "analyzing" || file.status === "uploading",
  );

  useEffect(() => {
    if (!working) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, processingPollMs);
    return () => clearInterval(timer);
  }, [working, revalidator]);

  const groups = new Map<MediaCategory, SharedFile[]>();
  for (const file of files) {
    const category = mediaCategoryOf(file.contentType);
    groups.set(category, [...(groups.get(category) ?? []), file]);
  }

  return (
    <section
      aria-labelledby="media-panel-title"
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4"
    >
      <h2 id="media-panel-title" className="font-semibold">
        {t("media.title")}
      </h2>
      {files.length === 0 && links.length === 0 ? (
        <p className="text-sm text-ink-muted">{t("media.empty")}</p>
      ) : (
        mediaCategories
          .filter((category) => groups.has(category))
          .map((category) => {
            const items = groups.get(category)!;
            return (
              <MediaGroup
                key={category}
                id={`media-group-${category}`}
                title={t(`media.groups.${category}`)}
                count={items.length}
                listClassName={category === "photos" ? "grid grid-cols-3 gap-2" : undefined}
              >
                {items.map((file) => (
                  <li key={file.id}>
                    <MediaItem file={file} onView={setViewed} />
                  </li>
                ))}
              </MediaGroup>
            );
          })
      )}
      {links.length > 0 ? (
        <MediaGroup id="media-group-links" title={t("media.groups.links")} count={links.length}>
          {links.map((link) => (
            <li key={link.url}>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                title={link.url}
                className="block truncate rounded-md px-1.5 py-1 text-sm underline hover:bg-surface-sunken"
              >
                {link.label}
              </a>
            </li>
          ))}
        </MediaGroup>
      ) : null}
      {viewed ? (
        <Suspense fallback={null}>
          <MediaViewer file={viewed} onClose={() => setViewed(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}

function MediaItem({ file, onView }: { file: SharedFile; onView: (file: ViewedFile) => void }) {
  const { t } = useTranslation("files");
  const short = truncateFileName(file.name, mediaPanelNameLimit);
  const category = mediaCategoryOf(file.contentType);
  const opensInViewer = category === "photos" || category === "videos";
  const open = (event: React.MouseEvent) => {
    if (!opensInViewer || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onView({ name: file.name, contentType: file.contentType, url: file.url });
  };
  const link = {
    href: file.url,
    onClick: open,
    target: "_blank",
    rel: "noopener",
    title: file.name,
    "aria-label": t("media.open", { file: file.name }),
  };
  if (category === "photos") {
    return (
      <a {...link} className="block">
        <img src={file.url} alt="" loading="lazy" className="aspect-square w-full rounded object-cover" />
        <span className="block truncate text-xs text-ink-muted">{short}</span>
      </a>
    );
  }
  return (
    <a {...link} className="flex items-center gap-2 rounded-md px-1.5 py-1 text-sm hover:bg-surface-sunken">
      <FileIcon contentType={file.contentType} className="size-5 shrink-0 text-ink-muted" />
      <span className="min-w-0 flex-1">
        <span className="block">{short}</span>
        <span className="block text-xs text-ink-muted">
          {formatFileSize(file.size)}
          {file.status === "completed" ? null : ` · ${t(`media.status.${file.status}`)}`}
        </span>
      </span>
    </a>
  );
}

/** One kind of shared item (photos, documents, links …): its heading with the count, then its list. */
function MediaGroup({
  id,
  title,
  count,
  listClassName = "flex flex-col gap-1.5",
  children,
}: {
  id: string;
  title: ReactNode;
  count: number;
  listClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="flex items-center gap-2 text-sm font-medium">
        {title}
        <span className="rounded-full bg-surface-sunken px-2 text-xs text-ink-muted" data-count>
          {count}
        </span>
      </h3>
      <ul className={listClassName}>{children}</ul>
    </section>
  );
}

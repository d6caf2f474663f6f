import { useTranslation } from "react-i18next";
import type { MessageFile } from "~/features/conversations/conversation-message.ts";
import { formatFileSize, truncateFileName } from "~/features/files/file-display.ts";
import { FileIcon } from "./file-icon.tsx";

/** The files sent with a message, in its bubble: a thumbnail for a photo, otherwise an icon; each opens the file. */
export function MessageFiles({ files }: { files: MessageFile[] }) {
  const { t } = useTranslation("files");
  if (files.length === 0) return null;
  return (
    <ul aria-label={t("message.attachedFiles")} className="flex flex-col gap-1.5">
      {files.map((file) => (
        <li key={file.fileId}>
          <a
            href={file.url}
            target="_blank"
            rel="noopener"
            title={file.name}
            aria-label={t("media.open", { file: file.name })}
            className="flex items-center gap-2 rounded-lg bg-black/10 px-2 py-1.5 text-sm no-underline hover:bg-black/20"
          >
            {file.type.startsWith("image/") ? (
              <img src={file.url} alt="" loading="lazy" className="size-10 shrink-0 rounded object-cover" />
            ) : (
              <FileIcon contentType={file.type} className="size-5 shrink-0" />
            )}
            <span className="min-w-0 flex-1 truncate">{truncateFileName(file.name)}</span>
            <span className="shrink-0 text-xs opacity-80">{formatFileSize(file.size)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

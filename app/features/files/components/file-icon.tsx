import { type MediaCategory, mediaCategoryOf } from "~/features/files/file-display.ts";

const paths: Record<MediaCategory, string> = {
  photos: "M4 5h16v14H4z M4 16l5-5 4 4 3-3 4 4",
  videos: "M4 6h12v12H4z M16 10l4-2v8l-4-2",
  documents: "M6 3h8l4 4v14H6z M14 3v4h4 M9 12h6 M9 16h6",
  audio: "M9 18V6l10-2v12 M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0z M19 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0z",
  other: "M6 3h8l4 4v14H6z M14 3v4h4",
};

/** A small line icon for a file's kind; decorative (the name is always written next to it). */
export function FileIcon({ contentType, className = "size-6" }: { contentType: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <path d={paths[mediaCategoryOf(contentType)]} />
    </svg>
  );
}

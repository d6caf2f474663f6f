import { open } from "node:fs/promises";
import { fileTypeFromBuffer, fileTypeFromFile } from "file-type";

/**
 * What an upload is, decided by its bytes (never its name), and whether the spec allows it
 * (chat-workspace §5). The name only matters for the extensions the spec refuses outright (zip,
 * exe, bat, cmd, msi, app: a .bat is plain text by its bytes), to tell CSV from plain text, and
 * to tell a legacy Word file from an Excel one inside their common OLE container (which the bytes
 * then have to confirm).
 */
export const maxUploadBytes = 25 * 1024 * 1024;

/** The spec's words for a file over the limit ("... less than 25MB"), for whatever limit is given. */
export function tooLargeMessage(maxBytes: number): string {
  const size = maxBytes % (1024 * 1024) === 0 ? `${maxBytes / (1024 * 1024)}MB` : `${Math.ceil(maxBytes / 1024)}KB`;
  return `File size must be less than ${size}`;
}

export const uploadMessages = {
  tooLarge: tooLargeMessage(maxUploadBytes),
  unsupported: "File type not supported",
  forbidden: "Some files were not uploaded. ZIP and executable files are not allowed.",
  empty: "The file is empty",
  missing: "Please select a valid file",
} as const;

export const forbiddenExtensions = ["zip", "exe", "bat", "cmd", "msi", "app"] as const;

export const mimeTypes = {
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

/** Documents are read and summarised; images and media keep their metadata. */
export const documentTypes = new Set<string>([
  "application/pdf",
  "text/plain",
  "text/csv",
  mimeTypes.doc,
  mimeTypes.docx,
  mimeTypes.xls,
  mimeTypes.xlsx,
]);

/** The spec's upload types: jpeg/jpg, png, webp, gif, mp4, webm, mpeg audio, wav, ogg, pdf, text, csv, doc(x), xls(x). */
export const uploadTypes = new Set<string>([
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "video/mp4",
  "video/webm",
  "audio/mpeg",
  "audio/wav",
  "audio/ogg",
  "video/ogg",
  ...documentTypes,
]);

/** Archives and programs by their bytes: refused with the spec's ZIP/executable text. */
const forbiddenMimeTypes = new Set([
  "application/zip",
  "application/x-msdownload",
  "application/x-msi",
  "application/x-elf",
  "application/x-mach-binary",
  "application/java-archive",
  "application/vnd.android.package-archive",
  "application/x-apple-diskimage",
]);

export type TypeVerdict = { ok: true; contentType: string } | { ok: false; reason: "forbidden" | "unsupported" };

function extensionOf(name: string): string {
  return /\.([A-Za-z0-9]+)$/.exec(name.trim())?.[1]?.toLowerCase() ?? "";
}

export function hasForbiddenExtension(name: string): boolean {
  return (forbiddenExtensions as readonly string[]).includes(extensionOf(name));
}

/** Where the bytes are: all of them in memory, or a file on disk plus its first bytes. */
export type ByteSource = { bytes: Uint8Array } | { file: string; head: Uint8Array };

function headOf(source: ByteSource): Uint8Array {
  return "bytes" in source ? source.bytes.subarray(0, 64 * 1024) : source.head;
}

/** Whether the bytes contain `needle` (streamed through in 1 MB windows when on disk). */
async function contains(source: ByteSource, needle: Buffer): Promise<boolean> {
  if ("bytes" in source)
    return Buffer.from(source.bytes.buffer, source.bytes.byteOffset, source.bytes.byteLength).includes(needle);
  const handle = await open(source.file, "r");
  try {
    const window = Buffer.alloc(1024 * 1024 + needle.length);
    let carried = 0;
    let position = 0;
    for (;;) {
      const { bytesRead } = await handle.read(window, carried, window.length - carried, position);
      if (bytesRead === 0) return false;
      position += bytesRead;
      const filled = carried + bytesRead;
      if (window.subarray(0, filled).includes(needle)) return true;
      carried = Math.min(needle.length - 1, filled);
      window.copy(window, 0, filled - carried, filled);
    }
  } finally {
    await handle.close();
  }
}

const utf16 = (text: string) => Buffer.from(text, "utf16le");

/** OLE compound files hold Word, Excel, but also installers (.msi): the stream names tell. */
async function oleContentType(source: ByteSource, name: string): Promise<string | null> {
  const extension = extensionOf(name);
  if (extension === "doc" && (await contains(source, utf16("WordDocument")))) return mimeTypes.doc;
  if (extension === "xls" && ((await contains(source, utf16("Workbook"))) || (await contains(source, utf16("Book")))))
    return mimeTypes.xls;
  return null;
}

function isText(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  try {
    // `stream: true` tolerates a character cut at the end of the sample.
    new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** The upload's content type by its bytes, or why it is refused. */
export async function detectUploadType(source: ByteSource, name: string): Promise<TypeVerdict> {
  if (hasForbiddenExtension(name)) return { ok: false, reason: "forbidden" };
  const detected = "bytes" in source ? await fileTypeFromBuffer(source.bytes) : await fileTypeFromFile(source.file);
  if (detected) {
    const mime = detected.mime.split(";")[0]!.trim();
    if (forbiddenMimeTypes.has(mime)) return { ok: false, reason: "forbidden" };
    if (mime === "application/x-cfb") {
      const contentType = await oleContentType(source, name);
      return contentType ? { ok: true, contentType } : { ok: false, reason: "unsupported" };
    }
    return uploadTypes.has(mime) ? { ok: true, contentType: mime } : { ok: false, reason: "unsupported" };
  }
  if (!isText(headOf(source))) return { ok: false, reason: "unsupported" };
  return { ok: true, contentType: extensionOf(name) === "csv" ? "text/csv" : "text/plain" };
}

/** A file name safe to store and show: the last path segment, no control characters, at most 255 characters. */
export function cleanFileName(raw: string | null | undefined): string {
  const base = (raw ?? "").split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, 255);
  return cleaned === "" || cleaned === "." || cleaned === ".." ? "file" : cleaned;
}

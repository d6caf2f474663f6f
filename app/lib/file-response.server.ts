/**
 * HTTP details of serving a stored file: the Content-Disposition header with the original name
 * (RFC 6266 / RFC 5987) and single byte ranges (RFC 9110 §14), for seeking in video and audio.
 */
const attrChar = /[A-Za-z0-9!#$&+\-.^_`|~]/;

/** `inline; filename="resume.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf` */
export function contentDisposition(disposition: "inline" | "attachment", name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_") || "file";
  let encoded = "";
  for (const byte of Buffer.from(name, "utf8")) {
    const char = String.fromCharCode(byte);
    encoded += byte < 0x80 && attrChar.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export type ByteRangeRequest = { start: number; end: number } | "unsatisfiable" | null;

/**
 * The one range a Range header asks for, within `size` bytes. Null when there is none, or when
 * it is not one we serve (several ranges, another unit, bad syntax): the whole file is sent.
 */
export function parseRange(header: string | null, size: number): ByteRangeRequest {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "unsatisfiable";
    return size === 0 ? "unsatisfiable" : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return "unsatisfiable";
  if (end < start) return null;
  return { start, end };
}

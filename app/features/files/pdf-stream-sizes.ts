import { Unzlib } from "fflate";
import { documentReadCheckpoint } from "./document-read-hold.ts";

/**
 * Whether a PDF's Flate-compressed streams unpack, together, to at most `limit` bytes (issue 15:
 * a 3 MB PDF whose one page inflated to 1 GB). pdf.js keeps a stream's inflated bytes in a typed
 * array outside the V8 heap, which the thread's heap cap does not bound (ADR 0044), so the sizes
 * are measured first: each stream is inflated in small slices, its output counted and dropped,
 * and the count stops at the limit, so the check itself holds at most a few MB. A stream that is
 * not valid zlib data is left to pdf.js (which reports the file as damaged).
 */
const slice = 4 * 1024;

export function pdfStreamsWithin(bytes: Uint8Array, limit: number): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  const streamKeyword = /(?<!end)stream\r?\n/g;
  let total = 0;
  for (let match = streamKeyword.exec(text); match; match = streamKeyword.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf("endstream", start);
    if (end === -1) break;
    streamKeyword.lastIndex = end + "endstream".length;
    // The stream's dictionary: between the object's start and the keyword.
    const dictionary = text.slice(Math.max(0, text.lastIndexOf(" obj", match.index)), match.index);
    if (!/\/(FlateDecode|Fl)\b/.test(dictionary)) continue;
    let exceeded = false;
    const inflate = new Unzlib((chunk) => {
      total += chunk.length;
      if (total > limit) exceeded = true;
    });
    try {
      for (let at = start; at < end && !exceeded; at += slice) {
        inflate.push(bytes.subarray(at, Math.min(end, at + slice)));
        documentReadCheckpoint();
      }
    } catch {
      // Not zlib data (or cut short): pdf.js decides.
    }
    if (exceeded) return false;
  }
  return true;
}

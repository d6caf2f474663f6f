import { renderToStaticMarkup } from "react-dom/server";
import MarkdownRenderer from "./markdown-renderer.tsx";

/**
 * A stored message's Markdown as sanitized HTML, rendered once on the server by the same renderer
 * the browser loads for streamed answers (no raw HTML, only http(s), mailto and tel links, no
 * images), so the page ships the HTML and hydration never needs the renderer (ADR 0069).
 *
 * Stored messages do not change once written, so the HTML is kept per process for the texts seen
 * most recently: a page render reuses it instead of parsing the same Markdown again.
 */
const MAX_ENTRIES = 2_000;
const MAX_CACHED_LENGTH = 64 * 1024;
const recent = new Map<string, string>();

export function markdownHtml(text: string): string {
  const cached = recent.get(text);
  if (cached !== undefined) {
    // Most recently used last: the oldest entry is evicted first.
    recent.delete(text);
    recent.set(text, cached);
    return cached;
  }
  const html = renderToStaticMarkup(<MarkdownRenderer>{text}</MarkdownRenderer>);
  if (text.length <= MAX_CACHED_LENGTH) {
    recent.set(text, html);
    if (recent.size > MAX_ENTRIES) recent.delete(recent.keys().next().value as string);
  }
  return html;
}

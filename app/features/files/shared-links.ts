import LinkifyIt from "linkify-it";

/** A web address someone shared in the conversation, as the media panel lists it. Client-safe. */
export type SharedLink = { url: string; label: string };

const linkify = new LinkifyIt();

/**
 * The http(s) addresses in the conversation's messages, oldest first, each once. linkify-it finds
 * them the way a reader would (trailing punctuation and closing brackets stay out; a bare
 * "example.com" becomes http://example.com); e-mail addresses and other schemes are not links here.
 */
export function extractSharedLinks(texts: string[], limit = 50): SharedLink[] {
  const seen = new Set<string>();
  const links: SharedLink[] = [];
  for (const text of texts) {
    for (const link of linksIn(text)) {
      if (seen.has(link.url)) continue;
      seen.add(link.url);
      links.push(link);
      if (links.length >= limit) return links;
    }
  }
  return links;
}

/**
 * The links of one message's text are the same every time it is read, and the intake page reads
 * the conversation's messages on every view: the links of the texts seen most recently are kept
 * per process (ADR 0130), keyed by the text itself (nothing else changes them). At most
 * `maxKeptTexts` texts of up to `maxKeptLength` characters; the least recently used goes first.
 */
export const maxKeptTexts = 2_000;
export const maxKeptLength = 64 * 1024;
const kept = new Map<string, readonly SharedLink[]>();

function linksIn(text: string): readonly SharedLink[] {
  const found = kept.get(text);
  if (found !== undefined) {
    // Most recently used last: the oldest entry is evicted first.
    kept.delete(text);
    kept.set(text, found);
    return found;
  }
  const links: SharedLink[] = [];
  for (const match of linkify.match(text) ?? []) {
    if (!/^https?:\/\//i.test(match.url)) continue;
    let url: URL;
    try {
      url = new URL(match.url);
    } catch {
      continue;
    }
    links.push(Object.freeze({ url: url.href, label: `${url.host}${url.pathname === "/" ? "" : url.pathname}` }));
  }
  Object.freeze(links);
  if (text.length <= maxKeptLength) {
    kept.set(text, links);
    if (kept.size > maxKeptTexts) kept.delete(kept.keys().next().value as string);
  }
  return links;
}

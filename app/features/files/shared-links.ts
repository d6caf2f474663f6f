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
    for (const match of linkify.match(text) ?? []) {
      if (!/^https?:\/\//i.test(match.url)) continue;
      let url: URL;
      try {
        url = new URL(match.url);
      } catch {
        continue;
      }
      if (seen.has(url.href)) continue;
      seen.add(url.href);
      links.push({ url: url.href, label: `${url.host}${url.pathname === "/" ? "" : url.pathname}` });
      if (links.length >= limit) return links;
    }
  }
  return links;
}

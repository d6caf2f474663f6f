import type { EntryContext } from "react-router";

/**
 * The intake page as a visitor without a session first sees it, kept per process (ADR 0125).
 * That page depends only on its URL, the language and the organization's public data: no
 * session, no chat, no toast, no user. React's render of it and the encoding of its loader data
 * were most of its server CPU, done again for every such view although the HTML came out the
 * same each time, but for the CSP nonce. So the first render of a URL and language is kept, with
 * the nonce cut out, and the next views send that HTML with their own nonce.
 *
 * A copy is valid for as long as the organization object it was made from is the one the loader
 * returns: that object is itself kept (public-organization-cache.server.ts), and a change to the
 * organization, or its ten-second expiry, replaces it, so a kept page is never staler than the
 * data the loader would have read. A request that carries any cookie but the language's, that is
 * not a GET, or whose render did not end in a 200 is neither served from nor kept here.
 */
const maxDocuments = 200;
const intakeRoute = "routes/intake/index";
/** The one cookie a kept page may be asked with: the language, which is part of the key. */
const allowedCookies = new Set(["lng"]);

type Kept = { version: object; parts: string[] };

const documents = new Map<string, Kept>();

export type KeptDocumentSlot = { key: string; version: object };

/**
 * Where this document request's HTML may be kept, or null when it depends on more than the URL,
 * the language and the organization (a session, a toast, a signed-in user, a form's answer, an error).
 */
export function keptDocumentSlot(request: Request, context: EntryContext, language: string): KeptDocumentSlot | null {
  if (request.method !== "GET" || !onlyAllowedCookies(request.headers.get("Cookie"))) return null;
  const handled = context.staticHandlerContext;
  if (handled.statusCode !== 200 || handled.actionData || handled.errors) return null;
  const routes = handled.matches.map((match) => match.route.id);
  if (routes.length !== 2 || routes[0] !== "root" || routes[1] !== intakeRoute) return null;
  const root = handled.loaderData.root as { user?: unknown; toast?: unknown } | undefined;
  const page = handled.loaderData[intakeRoute] as { found?: boolean; organization?: unknown } | undefined;
  if (!root || root.user !== null || root.toast !== null) return null;
  if (!page?.found || typeof page.organization !== "object" || page.organization === null) return null;
  return { key: `${language}\u0000${request.url}`, version: page.organization };
}

function onlyAllowedCookies(header: string | null): boolean {
  if (!header) return true;
  return header.split(";").every((pair) => {
    const name = pair.slice(0, pair.includes("=") ? pair.indexOf("=") : undefined).trim();
    return name === "" || allowedCookies.has(name);
  });
}

/** The kept HTML for this slot with `nonce` in place, or undefined when none is kept for its version. */
export function keptDocument(slot: KeptDocumentSlot, nonce: string): string | undefined {
  const kept = documents.get(slot.key);
  if (!kept || kept.version !== slot.version) return undefined;
  return kept.parts.join(nonce);
}

/** Keeps a rendered page for its slot; `nonce` (never empty) is the one it was rendered with. */
export function keepDocument(slot: KeptDocumentSlot, html: string, nonce: string): void {
  if (nonce === "") return;
  documents.delete(slot.key);
  documents.set(slot.key, { version: slot.version, parts: html.split(nonce) });
  // The oldest goes first: URLs and Host headers come from the request.
  if (documents.size > maxDocuments) documents.delete(documents.keys().next().value as string);
}

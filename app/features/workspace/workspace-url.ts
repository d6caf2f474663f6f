/**
 * The workspace's state that lives in the URL, so it works without JavaScript: the main tab
 * (`tab=matter`; chats is the default) and the open drawer on narrow screens (`menu=open`). Every
 * link keeps the rest of the query (the organization). Client-safe.
 */
export type WorkspaceTab = "chats" | "matter";

export function workspaceTabOf(search: URLSearchParams): WorkspaceTab {
  return search.get("tab") === "matter" ? "matter" : "chats";
}

export function isMenuOpen(search: URLSearchParams): boolean {
  return search.get("menu") === "open";
}

/** The page's URL with the tab switched (and the drawer closed, paging reset). */
export function tabHref(search: URLSearchParams, tab: WorkspaceTab, hash = ""): string {
  const next = new URLSearchParams(search);
  next.delete("menu");
  next.delete("before");
  if (tab === "matter") next.set("tab", "matter");
  else next.delete("tab");
  const query = next.toString();
  return `/${query ? `?${query}` : ""}${hash}`;
}

/** The page's URL with the drawer opened or closed. */
export function menuHref(search: URLSearchParams, open: boolean): string {
  const next = new URLSearchParams(search);
  if (open) next.set("menu", "open");
  else next.delete("menu");
  const query = next.toString();
  return `/${query ? `?${query}` : ""}`;
}

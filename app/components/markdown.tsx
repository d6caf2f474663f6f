import { lazy, Suspense, useSyncExternalStore } from "react";

/**
 * Markdown from the model or the visitor (ADR 0069). A stored message arrives with `html`: its
 * Markdown rendered to sanitized HTML on the server (markdown-html.server.tsx), so the page without
 * JavaScript and the hydrated page show the same HTML and the browser never loads the renderer for
 * it. An answer streamed in the browser has no `html` yet: the renderer (react-markdown, the same
 * one the server uses) is loaded on demand, and the text shows as plain text until it is there.
 * The server and hydration never render through the lazy renderer (a Suspense fallback sent by the
 * server needs JavaScript to be replaced), only as plain text.
 */
const loadRenderer = () => import("./markdown-renderer.tsx");
const MarkdownRenderer = lazy(loadRenderer);

/** Starts loading the renderer before the first streamed answer needs it (e.g. when a turn is sent). */
export function preloadMarkdownRenderer() {
  void loadRenderer();
}

const noSubscription = () => () => {};

const className =
  "markdown space-y-2 break-words [&_a]:underline [&_ol]:list-decimal [&_ol]:ps-5 [&_ul]:list-disc [&_ul]:ps-5 [&_code]:rounded [&_code]:bg-surface-sunken [&_code]:px-1";

export function Markdown({ children, html }: { children: string; html?: string }) {
  // False on the server and while hydrating (the server's snapshot), true for elements mounted later.
  const afterHydration = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (html !== undefined) return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
  const plain = <p className="whitespace-pre-wrap">{children}</p>;
  return (
    <div className={className}>
      {!afterHydration ? (
        plain
      ) : (
        <Suspense fallback={plain}>
          <MarkdownRenderer>{children}</MarkdownRenderer>
        </Suspense>
      )}
    </div>
  );
}

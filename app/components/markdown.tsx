import { lazy, Suspense } from "react";

type RendererModule = typeof import("./markdown-renderer.tsx");
const loadRenderer = () => import("./markdown-renderer.tsx");

/**
 * react-markdown and its parser are about 36 KB gzipped: the browser loads them on demand, when
 * the first message to render as Markdown is on screen (at hydration, React keeps the server's
 * HTML until they arrive), never on the page's first load (ADR 0055). The server loads them once
 * at start and renders them synchronously, so every server-rendered page, with or without
 * JavaScript, carries the rendered Markdown.
 */
let loaded: RendererModule | undefined;

/** Loads the renderer now; once it has resolved, Markdown renders without suspending. */
export async function preloadMarkdown(): Promise<void> {
  loaded ??= await loadRenderer();
}

if (import.meta.env.SSR) void preloadMarkdown();
// A thenable that is already settled lets React.lazy resolve without suspending.
const MarkdownRenderer = lazy(() => (loaded ? ({ then: (resolve: (module: RendererModule) => void) => resolve(loaded!) } as Promise<RendererModule>) : loadRenderer()));

export function Markdown({ children }: { children: string }) {
  return (
    <div className="markdown space-y-2 break-words [&_a]:underline [&_ol]:list-decimal [&_ol]:ps-5 [&_ul]:list-disc [&_ul]:ps-5 [&_code]:rounded [&_code]:bg-surface-sunken [&_code]:px-1">
      <Suspense fallback={<p className="whitespace-pre-wrap">{children}</p>}>
        <MarkdownRenderer>{children}</MarkdownRenderer>
      </Suspense>
    </div>
  );
}

import MarkdownRenderer from "./markdown-renderer.tsx";

/**
 * Markdown from the model or the visitor, rendered on the server and in the browser alike, so a
 * page without JavaScript carries the rendered text. (Loading the renderer on demand, ADR 0055,
 * left some server-rendered messages as raw Markdown for visitors without JavaScript; it is
 * imported directly until that is solved.)
 */
export function Markdown({ children }: { children: string }) {
  return (
    <div className="markdown space-y-2 break-words [&_a]:underline [&_ol]:list-decimal [&_ol]:ps-5 [&_ul]:list-disc [&_ul]:ps-5 [&_code]:rounded [&_code]:bg-surface-sunken [&_code]:px-1">
      <MarkdownRenderer>{children}</MarkdownRenderer>
    </div>
  );
}

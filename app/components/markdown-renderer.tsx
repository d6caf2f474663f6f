import ReactMarkdown, { defaultUrlTransform } from "react-markdown";

/**
 * Markdown from the model or the visitor, rendered without raw HTML (skipHtml drops it) and with
 * only http(s), mailto and tel links, which open in a new tab. Loaded on demand by markdown.tsx.
 */
function safeUrl(url: string): string {
  const transformed = defaultUrlTransform(url);
  return /^(https?:|mailto:|tel:|\/|#)/i.test(transformed) ? transformed : "";
}

export default function MarkdownRenderer({ children }: { children: string }) {
  return (
    <ReactMarkdown
      skipHtml
      urlTransform={safeUrl}
      components={{
        a: ({ href, children: label }) => (
          <a href={href} target="_blank" rel="noopener noreferrer nofollow">
            {label}
          </a>
        ),
        img: () => null,
      }}
    >
      {children}
    </ReactMarkdown>
  );
}

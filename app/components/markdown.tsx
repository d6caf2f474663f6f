import ReactMarkdown, { defaultUrlTransform } from "react-markdown";

/**
 * Markdown from the model or the visitor, rendered without raw HTML (skipHtml drops it) and with
 * only http(s), mailto and tel links, which open in a new tab.
 */
function safeUrl(url: string): string {
  const transformed = defaultUrlTransform(url);
  return /^(https?:|mailto:|tel:|\/|#)/i.test(transformed) ? transformed : "";
}

export function Markdown({ children }: { children: string }) {
  return (
    <div className="markdown space-y-2 break-words [&_a]:underline [&_ol]:list-decimal [&_ol]:ps-5 [&_ul]:list-disc [&_ul]:ps-5 [&_code]:rounded [&_code]:bg-surface-sunken [&_code]:px-1">
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
    </div>
  );
}

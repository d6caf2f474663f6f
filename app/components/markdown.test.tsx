import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { markdownHtml } from "./markdown-html.server.tsx";
import { Markdown } from "./markdown.tsx";

// The server renders a stored answer's Markdown to HTML (markdownHtml) and the page ships that HTML.
const render = (text: string) => renderToStaticMarkup(<Markdown html={markdownHtml(text)}>{text}</Markdown>);

describe("markdown from the model or the visitor", () => {
  it("renders formatting", () => {
    const html = render("**Bold** and a list:\n\n- one\n- two");
    expect(html).toContain("<strong>Bold</strong>");
    expect(html).toContain("<li>one</li>");
  });

  it("never renders raw HTML", () => {
    const html = render('Hello <script>alert(1)</script><img src=x onerror="alert(2)"> <b onclick="x()">bold</b>');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("onerror");
    expect(html).not.toContain("onclick");
    expect(html).not.toContain("<img");
  });

  it("drops javascript: and data: links, and opens safe links in a new tab", () => {
    expect(render("[click](javascript:alert(1))")).not.toContain("javascript:");
    expect(render("[x](data:text/html;base64,PHNjcmlwdD4=)")).not.toContain("data:");
    expect(render("![x](https://example.com/tracker.png)")).not.toContain("<img");
    const safe = render("[the firm](https://example.com/contact)");
    expect(safe).toContain('href="https://example.com/contact"');
    expect(safe).toContain('target="_blank"');
    expect(safe).toContain("noopener");
  });

  it("gives the same HTML for the same text again (the per-process cache)", () => {
    expect(markdownHtml("*again*")).toBe(markdownHtml("*again*"));
    expect(markdownHtml("*again*")).toContain("<em>again</em>");
  });

  it("without server HTML, renders the text as plain text on the server, never a fallback that needs JavaScript", () => {
    const html = renderToStaticMarkup(<Markdown>{"**streamed** <b>x</b>"}</Markdown>);
    expect(html).toContain("**streamed** &lt;b&gt;x&lt;/b&gt;");
    expect(html).not.toContain("<!--$");
  });
});

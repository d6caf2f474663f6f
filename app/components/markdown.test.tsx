import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown } from "./markdown.tsx";

const render = (text: string) => renderToStaticMarkup(<Markdown>{text}</Markdown>);

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
    const safe = render("[the firm](https://example.com/contact)");
    expect(safe).toContain('href="https://example.com/contact"');
    expect(safe).toContain('target="_blank"');
    expect(safe).toContain("noopener");
  });
});

import LinkifyIt from "linkify-it";
import { afterEach, describe, expect, it, vi } from "vitest";
import { extractSharedLinks, maxKeptLength, maxKeptTexts } from "./shared-links.ts";

describe("the links a conversation shared", () => {
  it("finds the web addresses in the messages, each once, without the sentence's punctuation", () => {
    const links = extractSharedLinks([
      "The lease is on https://docs.example.com/lease.pdf, and the listing (www.rentals.com/unit-4) is gone.",
      "Here it is again: https://docs.example.com/lease.pdf.",
    ]);
    expect(links).toEqual([
      { url: "https://docs.example.com/lease.pdf", label: "docs.example.com/lease.pdf" },
      { url: "http://www.rentals.com/unit-4", label: "www.rentals.com/unit-4" },
    ]);
  });

  it("leaves out e-mail addresses, other schemes and plain words", () => {
    expect(
      extractSharedLinks([
        "Write to dana@example.com or call tel:+17045550134; javascript:alert(1) is not a link, nor is e.g this",
      ]),
    ).toEqual([]);
  });

  it("keeps at most the limit", () => {
    const texts = Array.from({ length: 5 }, (_, index) => `https://site${index}.example.com/`);
    expect(extractSharedLinks(texts, 3).map((link) => link.url)).toEqual([
      "https://site0.example.com/",
      "https://site1.example.com/",
      "https://site2.example.com/",
    ]);
  });
});

describe("the links of a message's text, kept per process", () => {
  afterEach(() => vi.restoreAllMocks());
  // Each test uses texts of its own: what another test kept does not count here.
  const textOf = (tag: string, index = 0) => `See https://${tag}-${index}.example.com/page for the ${tag} ${index}.`;

  it("reads a text seen before from what was kept, with the same links", () => {
    const match = vi.spyOn(LinkifyIt.prototype, "match");
    const first = extractSharedLinks([textOf("again")]);
    expect(match).toHaveBeenCalledTimes(1);
    const second = extractSharedLinks([textOf("again")]);
    expect(match).toHaveBeenCalledTimes(1);
    expect(second).toEqual(first);
    expect(second).toEqual([{ url: "https://again-0.example.com/page", label: "again-0.example.com/page" }]);
  });

  it("reads another text afresh, even one that differs by a character", () => {
    extractSharedLinks([textOf("edit")]);
    const match = vi.spyOn(LinkifyIt.prototype, "match");
    const edited = textOf("edit").replace("page", "pages");
    expect(extractSharedLinks([edited])).toEqual([
      { url: "https://edit-0.example.com/pages", label: "edit-0.example.com/pages" },
    ]);
    expect(match).toHaveBeenCalledTimes(1);
  });

  it("keeps at most a bounded number of texts, the least recently used leaving first", () => {
    extractSharedLinks([textOf("bound", 0), textOf("bound", 1)]);
    // Text 1 used again: text 0 is now the oldest.
    extractSharedLinks([textOf("bound", 1)]);
    // Whatever earlier tests kept, this many other texts leave text 1 among the kept and push text 0 out.
    for (let index = 0; index < maxKeptTexts - 1; index++) extractSharedLinks([textOf("filler", index)]);
    const match = vi.spyOn(LinkifyIt.prototype, "match");
    extractSharedLinks([textOf("bound", 1)]);
    expect(match).toHaveBeenCalledTimes(0);
    extractSharedLinks([textOf("bound", 0)]);
    expect(match).toHaveBeenCalledTimes(1);
  });

  it("does not keep a text longer than the bound", () => {
    const long = `https://long.example.com/ ${"a".repeat(maxKeptLength)}`;
    extractSharedLinks([long]);
    const match = vi.spyOn(LinkifyIt.prototype, "match");
    expect(extractSharedLinks([long])).toEqual([{ url: "https://long.example.com/", label: "long.example.com" }]);
    expect(match).toHaveBeenCalledTimes(1);
  });
});

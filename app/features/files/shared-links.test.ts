import { describe, expect, it } from "vitest";
import { extractSharedLinks } from "./shared-links.ts";

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

import { describe, expect, it } from "vitest";
import { attachedLine } from "./attached-line.ts";

describe("the message that carries attachments", () => {
  it("names the files after the visitor's words, or alone", () => {
    expect(attachedLine("Here is my lease.", ["lease.pdf", "door.png"], "Attached:")).toBe(
      "Here is my lease.\n\nAttached: lease.pdf, door.png",
    );
    expect(attachedLine("  ", ["lease.pdf"], "Attached:")).toBe("Attached: lease.pdf");
    expect(attachedLine(" hello ", [], "Attached:")).toBe("hello");
  });
});

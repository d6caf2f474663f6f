import { describe, expect, it } from "vitest";
import { readAnswer } from "./non-answers.ts";

describe("readAnswer", () => {
  it.each([
    ["I just told you", null],
    ["not sure", null],
    ["idk", null],
    ["why do you need that?", null],
    ["i dont know", null],
    ["I just told you, Kyle Whitfield", "Kyle Whitfield"],
    ["as i said, it's Whitfield Properties LLC.", "Whitfield Properties LLC"],
    ["Kyle Whitfield", "Kyle Whitfield"],
    ["not sure, maybe the 3rd of april", "maybe the 3rd of april"],
  ])("%s → %s", (reply, answer) => {
    expect(readAnswer(reply).answer).toBe(answer);
  });

  it("marks a bare non-answer", () => {
    expect(readAnswer("I already told you").nonAnswer).toBe(true);
    expect(readAnswer("Kyle").nonAnswer).toBe(false);
  });
});

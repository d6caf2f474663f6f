import { describe, expect, it } from "vitest";
import { findClientName } from "./reading-names.ts";
import { WRITTEN_FOR_ANOTHER } from "./writer.ts";

describe("a message written for someone else", () => {
  it("is told by 'asked me to reach out', 'asking for my', Spanish 'escribo x mi'", () => {
    expect(WRITTEN_FOR_ANOTHER.test("my boss, Wayne Peterkin, asked me to reach out bc he is on a job")).toBe(true);
    expect(WRITTEN_FOR_ANOTHER.test("hi asking for my uncle walt becker (81), he needs a will")).toBe(true);
    expect(WRITTEN_FOR_ANOTHER.test("hola, escribo x mi mamá, ella no habla inglés")).toBe(true);
  });

  it("is not told by someone asking the visitor to write something down", () => {
    expect(WRITTEN_FOR_ANOTHER.test("my therapist asked me to write a timeline of what my landlord did")).toBe(false);
  });

  it("names its client in lower case, with a surname only when one is written", () => {
    expect(findClientName("im writing for my daughter keisha bc shes at work")).toBe("Keisha");
    expect(findClientName("writing for my buddy marcus bell, hes a photographer")).toBe("Marcus Bell");
    expect(findClientName("les escribo x mi hermano Julio Cárdenas, él no sabe usar el cel")).toBe("Julio Cárdenas");
    expect(findClientName("writing for my daughter because she is at work")).toBeNull();
  });
});

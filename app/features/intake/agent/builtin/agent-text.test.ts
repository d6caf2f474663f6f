import { expect, it } from "vitest";
import { agentText } from "./agent-text.ts";

it("reads the agent namespace, falling back to English for a language not translated yet", () => {
  expect(agentText("en")("outside.notHandled", { area: "Immigration", firm: "Acme Law" })).toBe(
    "Thank you for explaining. Immigration matters are not among the services Acme Law handles, so a lawyer here may not be able to take it on.",
  );
  expect(agentText("xx")("otherSide.thanks")).toBe("Thank you.");
});

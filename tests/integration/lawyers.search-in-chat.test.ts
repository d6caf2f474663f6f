import { describe, expect, it } from "vitest";
import type { StreamEvent } from "../../app/features/intake/agent/events.ts";
import { createTestOrganization } from "../factories/organizations.ts";
import { Visitor } from "../support/intake-client.ts";

/** Issue 14: a lawyer search in the conversation with the built-in agent (the firm's directory is empty here). */
async function visitor() {
  const organization = await createTestOrganization({ name: "Juniper Law" });
  const who = new Visitor(organization.id, organization.slug);
  await who.startSession();
  await who.acknowledge();
  return who;
}

const toastsOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .filter((cookie) => cookie.startsWith("parley-toast="))
    .map(
      (cookie) =>
        JSON.parse(Buffer.from(cookie.split(";")[0]!.slice("parley-toast=".length), "base64url").toString("utf8")) as {
          title: string;
          type: string;
        },
    );

describe("a lawyer search in the conversation", () => {
  it("a plain request is a search and nothing else; an empty result is never introduced as 'Here are lawyers'", async () => {
    const who = await visitor();
    const { events } = await who.stream("can you find me a lawyer in denver");
    const results = events.find(
      (event): event is Extract<StreamEvent, { type: "tool_result" }> =>
        event.type === "tool_result" && event.block?.type === "lawyerSearchResults",
    );
    expect(results?.block).toMatchObject({
      type: "lawyerSearchResults",
      data: { total: 0, lawyers: [], query: { location: "Denver, CO" } },
    });
    const final = events.find((event) => event.type === "final") as Extract<StreamEvent, { type: "final" }>;
    expect(final.content).not.toMatch(/Here are lawyers/i);
    expect(final.content).toContain("I could not find a lawyer in Juniper Law's directory for that search.");
    // Not the start of an intake: no question about the matter or the visitor's name.
    expect(final.content).not.toMatch(/full name|what happened|\?$/i);
    expect(
      events.filter((event) => event.type === "tool_call").map((event) => (event as { name: string }).name),
    ).toEqual(["search_lawyers"]);
  });

  it("without JavaScript, the page that comes back announces the 'New Search'", async () => {
    const who = await visitor();
    const response = await who.submit({ intent: "send", message: "can you find me a lawyer in denver" });
    expect(response.status).toBe(302);
    expect(toastsOf(response)).toEqual([expect.objectContaining({ type: "info", title: "New Search" })]);
    // An ordinary turn has no such toast.
    const ordinary = await who.submit({ intent: "send", message: "My landlord kept my deposit." });
    expect(toastsOf(ordinary)).toEqual([]);
  });
});

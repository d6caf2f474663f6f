import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { keepDocument, keptDocument, keptDocumentSlot } from "./kept-documents.server.ts";

const url = "http://localhost/?organizationId=your-firm";

function rendered(
  organization: object,
  change: { statusCode?: number; user?: unknown; toast?: unknown; found?: boolean; route?: string } = {},
) {
  const route = change.route ?? "routes/intake/index";
  return {
    staticHandlerContext: {
      statusCode: change.statusCode ?? 200,
      actionData: null,
      errors: null,
      matches: [{ route: { id: "root" } }, { route: { id: route } }],
      loaderData: {
        root: { user: change.user ?? null, toast: change.toast ?? null },
        [route]: { found: change.found ?? true, organization },
      },
    },
  } as unknown as EntryContext;
}

const visit = (headers: Record<string, string> = {}, method = "GET", target = url) =>
  new Request(target, { method, headers });

describe("the intake page kept for visitors without a session", () => {
  it("serves the kept page with the new request's nonce in every place the first one had", () => {
    const organization = { id: "a" };
    const slot = keptDocumentSlot(visit(), rendered(organization), "en")!;
    keepDocument(slot, '<script nonce="n0nce1">x</script><link nonce="n0nce1"/>', "n0nce1");
    const again = keptDocumentSlot(visit(), rendered(organization), "en")!;
    expect(keptDocument(again, "other2")).toBe('<script nonce="other2">x</script><link nonce="other2"/>');
  });

  it("renders again once the organization's data was read again", () => {
    const slot = keptDocumentSlot(visit(), rendered({ id: "b" }), "en")!;
    keepDocument(slot, "<p>old</p>", "n");
    expect(keptDocument(keptDocumentSlot(visit(), rendered({ id: "b" }), "en")!, "n")).toBeUndefined();
  });

  it("keeps a page per language and per URL", () => {
    const organization = { id: "c" };
    keepDocument(keptDocumentSlot(visit(), rendered(organization), "en")!, "<p>en</p>", "n");
    expect(keptDocument(keptDocumentSlot(visit(), rendered(organization), "de")!, "n")).toBeUndefined();
    const other = visit({}, "GET", `${url}&tab=matter`);
    expect(keptDocument(keptDocumentSlot(other, rendered(organization), "en")!, "n")).toBeUndefined();
  });

  it("is asked with no cookie or the language's only", () => {
    const organization = { id: "d" };
    expect(keptDocumentSlot(visit({ Cookie: "lng=ImRlIg%3D%3D" }), rendered(organization), "de")).not.toBeNull();
    expect(keptDocumentSlot(visit({ Cookie: "lng=x; parley_intake=abc" }), rendered(organization), "en")).toBeNull();
    expect(keptDocumentSlot(visit({ Cookie: "session=abc" }), rendered(organization), "en")).toBeNull();
  });

  it("is not used for a signed-in user, a toast, a post, an error, a missing organization or another page", () => {
    const organization = { id: "e" };
    expect(keptDocumentSlot(visit(), rendered(organization, { user: { id: "u" } }), "en")).toBeNull();
    expect(keptDocumentSlot(visit(), rendered(organization, { toast: { text: "Saved" } }), "en")).toBeNull();
    expect(keptDocumentSlot(visit({}, "POST"), rendered(organization), "en")).toBeNull();
    expect(keptDocumentSlot(visit(), rendered(organization, { statusCode: 404 }), "en")).toBeNull();
    expect(keptDocumentSlot(visit(), rendered(organization, { found: false }), "en")).toBeNull();
    expect(keptDocumentSlot(visit(), rendered(organization, { route: "routes/keyboard-shortcuts" }), "en")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { OrganizationApiError, organizationApi, organizationRequest } from "./organization-api.ts";

const answer = (status: number, body: unknown) => async () => Response.json(body, { status });

describe("the organization calls' client", () => {
  it("unwraps the data field and sends credentials and JSON", async () => {
    let seen: RequestInit | undefined;
    const fetcher = (async (_url: string, init: RequestInit) => {
      seen = init;
      return Response.json({ success: true, data: { subscriptionTier: "business" } });
    }) as typeof fetch;
    expect(await organizationApi(fetcher).get("org-1")).toEqual({ subscriptionTier: "business" });
    expect(seen?.credentials).toBe("include");
    await organizationApi(fetcher).updateRole("org-1", "user-1", "admin");
    expect(seen).toMatchObject({ method: "PATCH", body: JSON.stringify({ userId: "user-1", role: "admin" }) });
  });

  it("reads the server's error string, else the catalogue's default for the action", async () => {
    await expect(
      organizationApi(
        answer(403, { success: false, error: "Access Denied", code: "INSUFFICIENT_PERMISSIONS" }) as typeof fetch,
      ).remove("o", "x"),
    ).rejects.toMatchObject({
      message: "Access Denied",
      status: 403,
      code: "INSUFFICIENT_PERMISSIONS",
    });
    await expect(organizationApi(answer(500, {}) as typeof fetch).remove("o", "x")).rejects.toThrow(
      "Failed to delete organization",
    );
    await expect(organizationApi(answer(502, "oops") as typeof fetch).createToken("o", "t")).rejects.toThrow(
      "Failed to create token",
    );
    await expect(
      organizationApi((async () => Promise.reject(new TypeError("offline"))) as typeof fetch).invite({
        organizationId: "o",
        email: "a@b.test",
      }),
    ).rejects.toThrow("Failed to send invitation");
  });

  it("gives up after the timeout with 'Request timed out'", async () => {
    const never = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
      )) as typeof fetch;
    const failure = organizationRequest("/api/organizations/me", { fetch: never, timeoutMs: 20 });
    await expect(failure).rejects.toBeInstanceOf(OrganizationApiError);
    await expect(failure).rejects.toThrow("Request timed out");
  });
});

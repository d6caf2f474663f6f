import { describe, expect, it } from "vitest";
import { redirectWithToast, takeToast } from "./toast.server.ts";

function requestWith(setCookie: string): Request {
  const pair = setCookie.split(";")[0];
  return new Request("http://localhost/", { headers: { Cookie: pair } });
}

describe("flash toasts", () => {
  it("carries a toast through the cookie of a redirect and clears it when read", () => {
    const response = redirectWithToast("/", { type: "success", title: "Document Uploaded" });
    expect(response.status).toBe(302);
    const cookie = response.headers.get("Set-Cookie") ?? "";
    const { toast, clear } = takeToast(requestWith(cookie));
    expect(toast).toEqual({ type: "success", title: "Document Uploaded" });
    expect(clear).toMatch(/Max-Age=0/);
  });

  it("shows an unknown type as info and ignores a forged cookie", () => {
    const odd = Buffer.from(JSON.stringify({ type: "celebrate", title: "Hi" })).toString("base64url");
    expect(takeToast(new Request("http://x/", { headers: { Cookie: `parley-toast=${odd}` } })).toast?.type).toBe(
      "info",
    );
    expect(takeToast(new Request("http://x/", { headers: { Cookie: "parley-toast=%%%" } })).toast).toBeNull();
    expect(takeToast(new Request("http://x/")).clear).toBeNull();
  });
});

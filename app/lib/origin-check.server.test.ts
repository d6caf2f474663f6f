import { describe, expect, it } from "vitest";
import { isSameOriginRequest } from "./origin-check.server.ts";

const post = (url: string, headers: Record<string, string>) => new Request(url, { method: "POST", headers });

describe("origin check", () => {
  it("accepts the application's origin and the host the request was sent to", () => {
    expect(
      isSameOriginRequest(post("http://localhost:3000/api/auth/sign-out", { Origin: "http://localhost:3000" })),
    ).toBe(true);
    expect(
      isSameOriginRequest(
        post("https://intake.smith-law.com/api/auth/sign-out", { Origin: "https://intake.smith-law.com" }),
      ),
    ).toBe(true);
  });

  it("refuses another site, a look-alike host, another scheme and the null origin", () => {
    const url = "http://localhost:3000/api/auth/sign-out";
    expect(isSameOriginRequest(post(url, { Origin: "https://evil.example" }))).toBe(false);
    expect(isSameOriginRequest(post(url, { Origin: "http://localhost:3000.evil.example" }))).toBe(false);
    expect(isSameOriginRequest(post("https://intake.smith-law.com/x", { Origin: "http://intake.smith-law.com" }))).toBe(
      false,
    );
    expect(isSameOriginRequest(post(url, { Origin: "null" }))).toBe(false);
  });

  it("without Origin, trusts Sec-Fetch-Site; with neither header (not a browser page) lets it through", () => {
    const url = "http://localhost:3000/api/auth/sign-out";
    expect(isSameOriginRequest(post(url, { "Sec-Fetch-Site": "cross-site" }))).toBe(false);
    expect(isSameOriginRequest(post(url, { "Sec-Fetch-Site": "same-origin" }))).toBe(true);
    expect(isSameOriginRequest(post(url, {}))).toBe(true);
  });

  it("never blocks safe methods", () => {
    expect(
      isSameOriginRequest(new Request("http://localhost:3000/", { headers: { Origin: "https://evil.example" } })),
    ).toBe(true);
  });
});

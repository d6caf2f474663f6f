import { afterEach, describe, expect, it, vi } from "vitest";

async function lngCookieWith(environment: Record<string, string>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(environment)) vi.stubEnv(key, value);
  const { localeCookie } = await import("./i18n.server.ts");
  return localeCookie.serialize("de");
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the lng cookie", { timeout: 60_000 }, () => {
  it("is Secure when the app is served over https", async () => {
    expect(await lngCookieWith({ NODE_ENV: "production", APP_URL: "https://assist.example.com" })).toMatch(
      /^lng=[^;]+;.*; Secure/,
    );
  });

  it("is not Secure over plain http (a local quick start)", async () => {
    expect(await lngCookieWith({ NODE_ENV: "development", APP_URL: "http://localhost:3000" })).not.toContain("Secure");
  });
});

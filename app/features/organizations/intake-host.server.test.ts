import { afterEach, describe, expect, it, vi } from "vitest";

async function resolveWith(environment: Record<string, string>, url: string) {
  vi.resetModules();
  for (const [key, value] of Object.entries(environment)) vi.stubEnv(key, value);
  const { resolveIntakeTarget } = await import("./intake-host.server.ts");
  return resolveIntakeTarget(new URL(url));
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("intake host rules", () => {
  const base = { APP_URL: "https://assist.example.com", FIXED_ORG_HOSTS: "intake.smith-law.com=smith-law" };

  it("redirects the main host's root to the default organization, keeping other parameters", async () => {
    expect(await resolveWith(base, "https://assist.example.com/?lng=de")).toEqual({
      kind: "redirect",
      location: "/?lng=de&organizationId=your-firm",
    });
  });

  it("shows the organization a link asks for", async () => {
    expect(await resolveWith(base, "https://assist.example.com/?organizationId=acme")).toEqual({
      kind: "organization",
      slug: "acme",
      fixedHost: false,
    });
  });

  it("always shows a fixed host's own organization", async () => {
    expect(await resolveWith(base, "https://intake.smith-law.com/?organizationId=acme")).toEqual({
      kind: "organization",
      slug: "smith-law",
      fixedHost: true,
    });
  });

  it("uses DEFAULT_ORG_SLUG on any other host", async () => {
    expect(await resolveWith({ ...base, DEFAULT_ORG_SLUG: "jones" }, "https://other.example.net/")).toEqual({
      kind: "organization",
      slug: "jones",
      fixedHost: false,
    });
  });
});

import { describe, expect, it } from "vitest";
import { fixedOrgHosts, InvalidEnvironmentError, mainHost, parseEnv } from "./env.server.ts";

describe("environment", () => {
  it("has an honest default for every optional service", () => {
    const config = parseEnv({});
    expect(config).toMatchObject({
      PORT: 3000,
      DEFAULT_ORG_SLUG: "your-firm",
      STORAGE: "local",
      APP_URL: "http://localhost:3000",
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.OPENAI_API_KEY).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it("names every bad variable in one message", () => {
    let error: unknown;
    try {
      parseEnv({ PORT: "eighty", DATABASE_URL: "not a url", STORAGE: "s3", FIXED_ORG_HOSTS: "intake.example.com" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InvalidEnvironmentError);
    const message = (error as Error).message;
    for (const name of ["PORT", "DATABASE_URL", "S3_BUCKET", "FIXED_ORG_HOSTS"]) expect(message).toContain(name);
  });

  it("trusts only a proxy on this machine by default; TRUST_PROXY takes a hop count or addresses", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe("loopback");
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8, loopback" }).TRUST_PROXY).toBe("10.0.0.0/8, loopback");
    expect(() => parseEnv({ TRUST_PROXY: "everyone" })).toThrow(/TRUST_PROXY/);
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ OPENAI_API_KEY: "", SMTP_URL: " " }).OPENAI_API_KEY).toBeUndefined();
  });

  it("reads the main host from APP_URL unless MAIN_HOST is set, and the fixed hosts map", () => {
    expect(mainHost(parseEnv({ APP_URL: "https://Assist.Example.com" }))).toBe("assist.example.com");
    expect(mainHost(parseEnv({ APP_URL: "https://a.example.com", MAIN_HOST: "b.example.com" }))).toBe("b.example.com");
    const hosts = fixedOrgHosts(parseEnv({ FIXED_ORG_HOSTS: "Intake.Smith-Law.com=smith-law, help.acme.com = acme" }));
    expect([...hosts]).toEqual([
      ["intake.smith-law.com", "smith-law"],
      ["help.acme.com", "acme"],
    ]);
  });

  it("takes a 32-byte secrets key as hex or base64 and a DNS server as host[:port], naming a bad one", () => {
    const hex = "ab".repeat(32);
    expect(parseEnv({ SECRETS_ENCRYPTION_KEY: hex }).SECRETS_ENCRYPTION_KEY).toBe(hex);
    expect(
      parseEnv({ SECRETS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64") }).SECRETS_ENCRYPTION_KEY,
    ).toBeDefined();
    expect(parseEnv({ DNS_RESOLVER: "127.0.0.1:5353" }).DNS_RESOLVER).toBe("127.0.0.1:5353");
    expect(parseEnv({}).DNS_RESOLVER).toBeUndefined();
    expect(() => parseEnv({ SECRETS_ENCRYPTION_KEY: "short" })).toThrow(/SECRETS_ENCRYPTION_KEY/);
    expect(() => parseEnv({ DNS_RESOLVER: "udp://1.1.1.1" })).toThrow(/DNS_RESOLVER/);
  });
});

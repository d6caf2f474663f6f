import { describe, expect, it } from "vitest";
import { e2eServers } from "../e2e/server-log.ts";
import { embeddedTestPort } from "../setup/test-database.ts";

// Linux's default ip_local_port_range: a loopback connection may hold any of these for a minute
// after it closes, and a test server fixed on one of them then fails to start (ADR 0079).
const ephemeral = { from: 32768, to: 60999 };
const inEphemeralRange = (port: number) => port >= ephemeral.from && port <= ephemeral.to;

describe("fixed ports of the test servers", () => {
  it("stay below the range the kernel hands to outgoing connections", () => {
    const fixed = [
      // A run that chose its own port (TEST_POSTGRES_PORT) answers for it.
      ...(process.env.TEST_POSTGRES_PORT ? [] : [embeddedTestPort]),
      ...Object.values(e2eServers).flatMap((server) => [
        server.port,
        server.databasePort,
        server.stripePort,
        server.googlePort,
        ...(server.openaiPort ? [server.openaiPort] : []),
      ]),
    ];
    expect(fixed.filter(inEphemeralRange)).toEqual([]);
  });
});

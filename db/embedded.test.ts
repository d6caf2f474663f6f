import { describe, expect, it } from "vitest";
import { startFailureReason } from "./embedded.ts";

// PostgreSQL 17's own output when 127.0.0.1:15999 was held by another program (captured from a real start).
const portTaken = [
  '2026-11-26 14:15:04.979 UTC [32056] LOG:  could not bind IPv4 address "127.0.0.1": Address already in use',
  "2026-11-26 14:15:04.979 UTC [32056] HINT:  Is another postmaster already running on port 15999? If not, wait a few seconds and retry.",
  '2026-11-26 14:15:04.979 UTC [32056] WARNING:  could not create listen socket for "127.0.0.1"',
  "2026-11-26 14:15:04.979 UTC [32056] FATAL:  could not create any TCP/IP sockets",
  "2026-11-26 14:15:04.983 UTC [32056] LOG:  database system is shut down",
].join("\n");

describe("why the embedded PostgreSQL did not start", () => {
  it("names a taken port in the server's own words", () => {
    expect(startFailureReason(portTaken)).toBe(
      'could not bind IPv4 address "127.0.0.1": Address already in use; could not create any TCP/IP sockets',
    );
  });

  it("says nothing when the output holds no failure", () => {
    expect(startFailureReason("2026-11-26 14:15:04.983 UTC [1] LOG:  database system is shut down\n")).toBeNull();
    expect(startFailureReason("")).toBeNull();
  });
});

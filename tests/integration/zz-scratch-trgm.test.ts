import { sql } from "kysely";
import { it } from "vitest";
import { db } from "../../db/client.ts";
import { normalizePartyName } from "../../app/features/conflicts/normalize-party-name.ts";

it("prints", async () => {
  const pairs = [
    ["Kyle Whitfield", "Kyle Whitfeld"], ["Kyle Whitfield", "Whitfield, Kyle"], ["Kyle Whitfield", "Kyle Whitman"], ["Kyle Whitfield", "Kevin Whitfield"],
    ["Whitfield Properties LLC", "Whitfield Property Management"], ["Whitfield Properties LLC", "Whitfield Properties"], ["Acme Realty LLC", "Acme Realty Group"],
    ["Acme Realty LLC", "Acme"], ["John Smith", "Jon Smith"], ["John Smith", "John Smyth"], ["John Smith", "Jane Smith"], ["Maria Garcia", "María García-López"],
    ["Midwest Credit Recovery", "Midwest Credit Services"], ["Bob Lee", "Rob Lee"], ["Halden County Bank", "Halden County Court"], ["Dana Reyes", "Diana Reyes"],
    ["Sunrise Apartments", "Sunset Apartments"], ["Jose Alvarez", "José Álvarez"], ["Walmart Inc.", "Wal-Mart Stores"], ["Tom Brown", "Thomas Brown"],
  ];
  const out: string[] = [];
  for (const [a, b] of pairs) {
    const x = normalizePartyName(a!), y = normalizePartyName(b!);
    const r = await sql<{ s: number; w: number }>`select similarity(${x}, ${y}) as s, word_similarity(${x}, ${y}) as w`.execute(db);
    out.push(`${a} | ${b} | ${x} | ${y} | ${r.rows[0]!.s} | ${r.rows[0]!.w}`);
  }
  const fs = await import("node:fs");
  fs.writeFileSync("/tmp/triage/trgm.txt", out.join("\n"));
});

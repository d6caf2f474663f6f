import { readFileSync } from "node:fs";

/**
 * Sums a V8 heap snapshot's objects per type and constructor name (self size and count), largest
 * first: `node --import tsx bench/support/heap-summary.ts .data/heap/<file>.heapsnapshot [streams]`.
 * With the number of open streams, also prints bytes per stream, to see what each one holds.
 */
const [file, streamsArgument] = process.argv.slice(2);
if (!file) throw new Error("usage: heap-summary.ts <file.heapsnapshot> [open streams]");
const snapshot = JSON.parse(readFileSync(file, "utf8")) as {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
};
const fields = snapshot.snapshot.meta.node_fields;
const width = fields.length;
const typeAt = fields.indexOf("type");
const nameAt = fields.indexOf("name");
const sizeAt = fields.indexOf("self_size");
const types = snapshot.snapshot.meta.node_types[0];
const totals = new Map<string, { size: number; count: number }>();
let all = 0;
for (let index = 0; index < snapshot.nodes.length; index += width) {
  const type = types[snapshot.nodes[index + typeAt]!]!;
  const name =
    type === "object" || type === "closure" ? snapshot.strings[snapshot.nodes[index + nameAt]!]! : `(${type})`;
  const key = `${type === "closure" ? "closure " : ""}${name}`.slice(0, 80);
  const size = snapshot.nodes[index + sizeAt]!;
  all += size;
  const entry = totals.get(key) ?? { size: 0, count: 0 };
  entry.size += size;
  entry.count++;
  totals.set(key, entry);
}
const streams = Number(streamsArgument) || 0;
process.stdout.write(`heap ${Math.round(all / 1024 ** 2)} MiB in ${totals.size} kinds\n`);
for (const [key, { size, count }] of [...totals].sort((a, b) => b[1].size - a[1].size).slice(0, 40)) {
  const perStream = streams
    ? `  ${(size / streams / 1024).toFixed(1)} KB/stream, ${(count / streams).toFixed(1)}/stream`
    : "";
  process.stdout.write(
    `${(size / 1024 ** 2).toFixed(1).padStart(8)} MiB ${String(count).padStart(9)}  ${key}${perStream}\n`,
  );
}

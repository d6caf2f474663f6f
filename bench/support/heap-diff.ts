import { readFileSync } from "node:fs";

/**
 * What each open stream holds (ADR 0094): compares two V8 heap snapshots of the server taken by
 * `BENCH_HEAP_SNAPSHOT=1 npm run bench:stream`, one with few streams open and one with many, and
 * prints the difference per kind of object divided by the difference in streams, largest first.
 * Plain objects and closures are told apart by their property (or context) names, so the turn's
 * own objects (`{organization,history,userText,…}`) show apart from library ones.
 *
 *   node --max-old-space-size=6000 --import tsx bench/support/heap-diff.ts \
 *     <few.heapsnapshot> <streams in it> <many.heapsnapshot> <streams in it> [rows]
 */
type Snapshot = {
  snapshot: {
    meta: {
      node_fields: string[];
      node_types: [string[]];
      edge_fields: string[];
      edge_types: [string[]];
    };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
};

function summarize(file: string): { kinds: Map<string, { count: number; size: number }>; total: number } {
  const snapshot = JSON.parse(readFileSync(file, "utf8")) as Snapshot;
  const { node_fields: fields, node_types, edge_fields, edge_types } = snapshot.snapshot.meta;
  const width = fields.length;
  const edgeWidth = edge_fields.length;
  const [typeAt, nameAt, sizeAt, edgeCountAt] = ["type", "name", "self_size", "edge_count"].map((field) =>
    fields.indexOf(field),
  ) as [number, number, number, number];
  const [edgeTypeAt, edgeNameAt] = ["type", "name_or_index"].map((field) => edge_fields.indexOf(field)) as [
    number,
    number,
  ];
  const kinds = new Map<string, { count: number; size: number }>();
  let total = 0;
  let edge = 0;
  for (let index = 0; index < snapshot.nodes.length; index += width) {
    const type = node_types[0][snapshot.nodes[index + typeAt]!]!;
    const name = snapshot.strings[snapshot.nodes[index + nameAt]!]!;
    const edges = snapshot.nodes[index + edgeCountAt]!;
    const size = snapshot.nodes[index + sizeAt]!;
    let key =
      type === "object" || type === "closure" || type === "hidden" || type === "array" || type === "object shape"
        ? `${type} ${name.slice(0, 50)}`
        : `(${type})`;
    if ((type === "object" && name === "Object") || type === "closure") {
      const names: string[] = [];
      for (let offset = 0; offset < edges && names.length < 9; offset++) {
        const base = (edge + offset) * edgeWidth;
        const edgeType = edge_types[0][snapshot.edges[base + edgeTypeAt]!];
        if (edgeType !== "property" && edgeType !== "context") continue;
        const edgeName = snapshot.strings[snapshot.edges[base + edgeNameAt]!]!;
        if (edgeName !== "__proto__") names.push(edgeName);
      }
      key += ` {${names.slice(0, 8).join(",")}${names.length > 8 ? ",…" : ""}}`;
    }
    const entry = kinds.get(key) ?? { count: 0, size: 0 };
    entry.count++;
    entry.size += size;
    kinds.set(key, entry);
    total += size;
    edge += edges;
  }
  return { kinds, total };
}

const [fewFile, fewStreams, manyFile, manyStreams, rowsArgument] = process.argv.slice(2);
if (!fewFile || !manyFile) {
  throw new Error("usage: heap-diff.ts <few.heapsnapshot> <streams> <many.heapsnapshot> <streams> [rows]");
}
const streams = Number(manyStreams) - Number(fewStreams);
if (!(streams > 0)) throw new Error("the second snapshot must have more open streams than the first");
const few = summarize(fewFile);
const many = summarize(manyFile);
process.stdout.write(
  `JS heap per open stream: ${((many.total - few.total) / streams / 1024).toFixed(1)} KB (${streams} streams apart)\n`,
);
const rows = [...many.kinds].map(([key, { count, size }]) => {
  const before = few.kinds.get(key) ?? { count: 0, size: 0 };
  return { key, count: (count - before.count) / streams, size: (size - before.size) / streams };
});
for (const { key, count, size } of rows.sort((a, b) => b.size - a.size).slice(0, Number(rowsArgument) || 50)) {
  process.stdout.write(`${size.toFixed(0).padStart(7)} B ${count.toFixed(2).padStart(7)}  ${key}\n`);
}

import { createSocket, type Socket } from "node:dgram";

/**
 * A small authoritative DNS server over UDP for tests: answers TXT questions from a table the test
 * fills, NXDOMAIN for names it does not know, and SERVFAIL for names marked broken. Node's own
 * resolver (node:dns Resolver.setServers) talks to it exactly as it talks to a real server.
 */
export type FakeDns = {
  address: string;
  txt: Map<string, string[]>;
  broken: Set<string>;
  queries: string[];
  close: () => Promise<void>;
};

function readName(message: Buffer, offset: number): { name: string; next: number } {
  const labels: string[] = [];
  let position = offset;
  while (message[position] !== 0) {
    const length = message[position]!;
    labels.push(message.subarray(position + 1, position + 1 + length).toString("ascii"));
    position += length + 1;
  }
  return { name: labels.join(".").toLowerCase(), next: position + 1 };
}

function txtRdata(value: string): Buffer {
  // A TXT record is one or more length-prefixed strings of at most 255 bytes.
  const bytes = Buffer.from(value, "utf8");
  const parts: Buffer[] = [];
  for (let index = 0; index < bytes.length || index === 0; index += 255) {
    const chunk = bytes.subarray(index, index + 255);
    parts.push(Buffer.from([chunk.length]), chunk);
    if (bytes.length === 0) break;
  }
  return Buffer.concat(parts);
}

function answer(query: Buffer, dns: FakeDns): Buffer {
  const id = query.readUInt16BE(0);
  const { name, next } = readName(query, 12);
  const type = query.readUInt16BE(next);
  const question = query.subarray(12, next + 4);
  dns.queries.push(name);
  const records = dns.txt.get(name);
  const rcode = dns.broken.has(name) ? 2 : records === undefined ? 3 : 0;
  const answers = rcode === 0 && type === 16 ? records! : [];
  const header = Buffer.alloc(12);
  header.writeUInt16BE(id, 0);
  // QR=1, opcode 0, AA=1, RD copied from the query, RA=1, rcode.
  header.writeUInt16BE(0x8400 | (query.readUInt16BE(2) & 0x0100) | 0x0080 | rcode, 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(answers.length, 6);
  const body = answers.map((value) => {
    const rdata = txtRdata(value);
    const fixed = Buffer.alloc(12);
    fixed.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    fixed.writeUInt16BE(16, 2); // TXT
    fixed.writeUInt16BE(1, 4); // IN
    fixed.writeUInt32BE(60, 6); // TTL
    fixed.writeUInt16BE(rdata.length, 10);
    return Buffer.concat([fixed, rdata]);
  });
  return Buffer.concat([header, question, ...body]);
}

export async function startFakeDns(): Promise<FakeDns> {
  const socket: Socket = createSocket("udp4");
  const dns: FakeDns = {
    address: "",
    txt: new Map(),
    broken: new Set(),
    queries: [],
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
  socket.on("message", (message, remote) => {
    try {
      socket.send(answer(message, dns), remote.port, remote.address);
    } catch {
      // A malformed question gets no answer, as from a real server.
    }
  });
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", () => resolve()));
  dns.address = `127.0.0.1:${socket.address().port}`;
  return dns;
}

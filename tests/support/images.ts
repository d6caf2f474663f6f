import { deflateSync } from "node:zlib";

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real, valid PNG of the given size filled with one color; `padTo` appends an ancillary chunk
 * so the file reaches a byte size (for the 5 MB limit).
 */
export function testPng(
  width: number,
  height: number,
  options: { rgb?: [number, number, number]; padTo?: number } = {},
): Uint8Array {
  const [r, g, b] = options.rgb ?? [30, 58, 95];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
  ];
  const end = chunk("IEND", Buffer.alloc(0));
  const size = parts.reduce((sum, part) => sum + part.length, 0) + end.length;
  if (options.padTo && options.padTo > size + 12)
    parts.push(chunk("tEXt", Buffer.alloc(options.padTo - size - 12, 0x61)));
  return new Uint8Array(Buffer.concat([...parts, end]));
}

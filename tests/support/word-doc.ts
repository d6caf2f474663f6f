/**
 * A legacy Word 97–2003 document (.doc), built byte by byte like `docx` builds its zip: an OLE
 * compound file ([MS-CFB] version 3, 512-byte sectors) holding a `WordDocument` stream (the FIB,
 * the text as UTF-16, one character and one paragraph formatted disk page) and a `1Table` stream
 * (the piece table and the bin tables of those pages), per [MS-DOC] §2.4.1 "Retrieving Text".
 * It is what a reader of the format needs to find the text; it carries no stylesheet, fonts or
 * sections, so it is a fixture for text extraction, not a file to open in Word.
 */
export function legacyWordDocument(paragraphs: string[]): Uint8Array<ArrayBuffer> {
  const { wordDocument, table } = wordStreams(paragraphs);
  return compoundFile([
    { name: "WordDocument", bytes: wordDocument },
    { name: "1Table", bytes: table },
  ]);
}

const pageSize = 512;
const textStart = 0x400;

function wordStreams(paragraphs: string[]): { wordDocument: Uint8Array; table: Uint8Array } {
  // Every paragraph ends with a paragraph mark (U+000D), the last one included.
  const text = paragraphs.map((paragraph) => `${paragraph}\r`).join("");
  const textBytes = Buffer.from(text, "utf16le");
  const textEnd = textStart + textBytes.length;
  const chpxPage = Math.ceil(textEnd / pageSize);
  const papxPage = chpxPage + 1;
  const stream = Buffer.alloc(Math.max((papxPage + 1) * pageSize, 4096));

  // FibBase.
  stream.writeUInt16LE(0xa5ec, 0x00); // wIdent
  stream.writeUInt16LE(0x00c1, 0x02); // nFib: Word 97
  stream.writeUInt16LE(0x0409, 0x06); // lid: English (US)
  stream.writeUInt16LE(0x0200 | 0x1000, 0x0a); // fWhichTblStm (the 1Table stream), fExtChar
  stream.writeUInt16LE(0x00bf, 0x0c); // nFibBack
  stream.writeUInt32LE(textStart, 0x18); // fcMin (Word 97 still writes it)
  stream.writeUInt32LE(textEnd, 0x1c); // fcMac
  // FibRgW97 (14 shorts), lidFE last.
  stream.writeUInt16LE(14, 0x20);
  stream.writeUInt16LE(0x0409, 0x3c);
  // FibRgLw97 (22 longs): cbMac, then ccpText; no footnotes, headers, comments, endnotes or text boxes.
  stream.writeUInt16LE(22, 0x3e);
  stream.writeUInt32LE(stream.length, 0x40);
  stream.writeUInt32LE(text.length, 0x4c);
  // FibRgFcLcb97 (93 pairs): the bin tables and the piece table, all in the table stream.
  stream.writeUInt16LE(93, 0x98);
  const plcBteChpx = binTable(textEnd, chpxPage);
  const plcBtePapx = binTable(textEnd, papxPage);
  const clx = pieceTable(text.length);
  stream.writeUInt32LE(0, 0xfa); // fcPlcfBteChpx
  stream.writeUInt32LE(plcBteChpx.length, 0xfe);
  stream.writeUInt32LE(plcBteChpx.length, 0x102); // fcPlcfBtePapx
  stream.writeUInt32LE(plcBtePapx.length, 0x106);
  stream.writeUInt32LE(plcBteChpx.length + plcBtePapx.length, 0x1a2); // fcClx
  stream.writeUInt32LE(clx.length, 0x1a6);
  stream.writeUInt16LE(0, 0x382); // cswNew: no FibRgCswNew

  textBytes.copy(stream, textStart);

  // ChpxFkp: one run over the whole text with the default character properties (rgb 0).
  const chpx = stream.subarray(chpxPage * pageSize, (chpxPage + 1) * pageSize);
  chpx.writeUInt32LE(textStart, 0);
  chpx.writeUInt32LE(textEnd, 4);
  chpx[8] = 0;
  chpx[511] = 1;

  // PapxFkp: one entry per paragraph, all pointing at one PapxInFkp (style Normal, no properties).
  const papx = stream.subarray(papxPage * pageSize, (papxPage + 1) * pageSize);
  if (paragraphs.length > 29) throw new Error("one paragraph page holds 29 paragraphs here");
  const papxAt = 0x1f0;
  let fc = textStart;
  paragraphs.forEach((paragraph, index) => {
    papx.writeUInt32LE(fc, index * 4);
    fc += (paragraph.length + 1) * 2;
  });
  papx.writeUInt32LE(textEnd, paragraphs.length * 4);
  for (let index = 0; index < paragraphs.length; index++) papx[(paragraphs.length + 1) * 4 + index * 13] = papxAt / 2; // BX.bOffset, PHE all zero
  papx[papxAt] = 0; // cb 0: the size follows
  papx[papxAt + 1] = 1; // cb': 2 bytes of grpprlInPapx
  papx.writeUInt16LE(0, papxAt + 2); // istd 0 (Normal)
  papx[511] = paragraphs.length;
  return { wordDocument: stream, table: Buffer.concat([plcBteChpx, plcBtePapx, clx, Buffer.alloc(4096)]) };
}

/** A PlcBteChpx or PlcBtePapx with one formatted disk page for the whole text. */
function binTable(textEnd: number, page: number): Buffer {
  const table = Buffer.alloc(12);
  table.writeUInt32LE(textStart, 0);
  table.writeUInt32LE(textEnd, 4);
  table.writeUInt32LE(page, 8);
  return table;
}

/** The Clx: one Pcdt whose single piece is the whole text, uncompressed (UTF-16) at textStart. */
function pieceTable(characters: number): Buffer {
  const clx = Buffer.alloc(1 + 4 + 8 + 8);
  clx[0] = 0x02; // clxt: Pcdt
  clx.writeUInt32LE(16, 1); // lcb of the PlcPcd
  clx.writeUInt32LE(0, 5); // aCp[0]
  clx.writeUInt32LE(characters, 9); // aCp[1]
  clx.writeUInt16LE(0, 13); // Pcd flags
  clx.writeUInt32LE(textStart, 15); // FcCompressed: fCompressed 0, so a byte offset of UTF-16 text
  clx.writeUInt16LE(0, 19); // prm
  return clx;
}

const endOfChain = 0xfffffffe;
const freeSector = 0xffffffff;
const fatSector = 0xfffffffd;
const noStream = 0xffffffff;

/**
 * An OLE compound file with the given streams in its root storage. Streams must be at least 4096
 * bytes (the mini-stream cutoff), so every one lives in ordinary sectors and no mini FAT is needed.
 */
function compoundFile(streams: Array<{ name: string; bytes: Uint8Array }>): Uint8Array<ArrayBuffer> {
  const sectorsOf = (bytes: Uint8Array) => Math.ceil(bytes.length / pageSize);
  for (const stream of streams)
    if (stream.bytes.length < 4096) throw new Error(`${stream.name} is below the mini-stream cutoff`);
  // Sector 0: the FAT; sector 1: the directory; then each stream's sectors in a row.
  const total = 2 + streams.reduce((sum, stream) => sum + sectorsOf(stream.bytes), 0);
  if (total > pageSize / 4) throw new Error("one FAT sector describes 128 sectors");
  const file = Buffer.alloc(pageSize * (1 + total));

  // Header.
  Buffer.from("d0cf11e0a1b11ae1", "hex").copy(file, 0);
  file.writeUInt16LE(0x003e, 24); // minor version
  file.writeUInt16LE(0x0003, 26); // major version 3
  file.writeUInt16LE(0xfffe, 28); // little-endian
  file.writeUInt16LE(9, 30); // 512-byte sectors
  file.writeUInt16LE(6, 32); // 64-byte mini sectors
  file.writeUInt32LE(1, 44); // FAT sectors
  file.writeUInt32LE(1, 48); // first directory sector
  file.writeUInt32LE(4096, 56); // mini-stream cutoff
  file.writeUInt32LE(endOfChain, 60); // no mini FAT
  file.writeUInt32LE(0, 64);
  file.writeUInt32LE(endOfChain, 68); // no DIFAT sectors
  file.writeUInt32LE(0, 72);
  file.writeUInt32LE(0, 76); // DIFAT[0]: the FAT is sector 0
  for (let index = 1; index < 109; index++) file.writeUInt32LE(freeSector, 76 + index * 4);

  const sector = (id: number) => file.subarray(pageSize * (1 + id), pageSize * (2 + id));
  const fat = sector(0);
  for (let index = 0; index < pageSize / 4; index++) fat.writeUInt32LE(freeSector, index * 4);
  fat.writeUInt32LE(fatSector, 0);
  fat.writeUInt32LE(endOfChain, 4);

  const starts: number[] = [];
  let next = 2;
  for (const stream of streams) {
    const count = sectorsOf(stream.bytes);
    starts.push(next);
    for (let index = 0; index < count; index++)
      fat.writeUInt32LE(index === count - 1 ? endOfChain : next + index + 1, (next + index) * 4);
    Buffer.from(stream.bytes).copy(file, pageSize * (1 + next));
    next += count;
  }

  // Directory: the root storage, then the streams as a red-black tree under it. Names compare by
  // length first, so the shortest is the left child of the longest; two streams make the tree.
  if (streams.length !== 2) throw new Error("the directory tree here holds two streams");
  const directory = sector(1);
  const [shorter, longer] = streams[0]!.name.length <= streams[1]!.name.length ? [1, 2] : [2, 1];
  const entry = (
    id: number,
    name: string,
    type: 1 | 2 | 5,
    color: 0 | 1,
    links: { left?: number; right?: number; child?: number },
    start: number,
    size: number,
  ) => {
    const at = id * 128;
    directory.write(`${name}\0`, at, "utf16le");
    directory.writeUInt16LE((name.length + 1) * 2, at + 64);
    directory[at + 66] = type;
    directory[at + 67] = color;
    directory.writeUInt32LE(links.left ?? noStream, at + 68);
    directory.writeUInt32LE(links.right ?? noStream, at + 72);
    directory.writeUInt32LE(links.child ?? noStream, at + 76);
    directory.writeUInt32LE(start, at + 116);
    directory.writeUInt32LE(size, at + 120);
  };
  entry(0, "Root Entry", 5, 1, { child: longer }, endOfChain, 0);
  entry(
    longer,
    streams[longer - 1]!.name,
    2,
    1,
    { left: shorter },
    starts[longer - 1]!,
    streams[longer - 1]!.bytes.length,
  );
  entry(shorter, streams[shorter - 1]!.name, 2, 0, {}, starts[shorter - 1]!, streams[shorter - 1]!.bytes.length);
  // The sector's fourth entry is unused.
  directory.writeUInt32LE(noStream, 3 * 128 + 68);
  directory.writeUInt32LE(noStream, 3 * 128 + 72);
  directory.writeUInt32LE(noStream, 3 * 128 + 76);

  return new Uint8Array(file.buffer.slice(file.byteOffset, file.byteOffset + file.length)) as Uint8Array<ArrayBuffer>;
}

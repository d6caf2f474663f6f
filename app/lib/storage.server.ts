import { createHash, randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { copyFile, mkdir, open, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { env } from "./env.server.ts";

/**
 * File storage behind one interface: local disk under DATA_DIR/files (the default), or an
 * S3-compatible bucket when STORAGE=s3. Keys are random; names are never used as paths.
 *
 * Uploads are streamed: `stageUpload` writes the incoming bytes to a temporary local file while
 * counting them (a body over the limit is cut off, never buffered in memory), keeps the first bytes
 * for type sniffing, and `commit` moves the staged file under its key (a rename on disk, one PUT
 * for S3). Nothing reaches the store until the upload has been accepted.
 */
export type ByteRange = { start: number; end: number };

export type StoredObject = {
  stream: ReadableStream<Uint8Array>;
  /** The whole object's size. */
  size: number;
  /** The bytes this answer carries (the range when one was asked for). */
  range: ByteRange | null;
};

/** What a backend implements. Keys are validated before they reach it. */
export type ObjectStore = {
  putBytes(key: string, body: Uint8Array, options: { overwrite: boolean; contentType?: string }): Promise<void>;
  /** Moves (or uploads) a local file under the key; the local file is gone afterwards. */
  putFile(key: string, file: string, info: { size: number; sha256: string; contentType?: string }): Promise<void>;
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
};

export class ObjectTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The object is larger than ${maxBytes} bytes`);
    this.name = "ObjectTooLargeError";
  }
}

export function newStorageKey(): string {
  return randomBytes(24).toString("base64url");
}

export function isStorageKey(key: string): boolean {
  return /^[A-Za-z0-9_-]{16,64}$/.test(key);
}

function checkKey(key: string): string {
  if (!isStorageKey(key)) throw new Error("Invalid storage key");
  return key;
}

// ---------------------------------------------------------------- local disk

function filesRoot(): string {
  return path.resolve(env().DATA_DIR, "files");
}

function localPath(key: string): string {
  return path.join(filesRoot(), checkKey(key).slice(0, 2), key);
}

/** Temporary files live beside the store, so committing them is a rename on the same disk. */
function tempPath(): string {
  return path.join(filesRoot(), ".tmp", `${Date.now()}-${randomBytes(8).toString("hex")}.part`);
}

const staleAfterMs = 6 * 3600 * 1000;
let swept = false;

/** Once per process: temporary files a crashed process left behind (older than six hours) are removed. */
async function sweepStaleTempFiles(folder: string): Promise<void> {
  if (swept) return;
  swept = true;
  const cutoff = Date.now() - staleAfterMs;
  for (const name of await readdir(folder).catch(() => [] as string[])) {
    const started = Number(name.split("-")[0]);
    if (Number.isFinite(started) && started < cutoff)
      await rm(path.join(folder, name), { force: true }).catch(() => {});
  }
}

async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await copyFile(from, to);
    await rm(from, { force: true });
  }
}

const localStore: ObjectStore = {
  async putBytes(key, body, { overwrite }) {
    const target = localPath(key);
    await mkdir(path.dirname(target), { recursive: true });
    if (!overwrite) {
      await writeFile(target, body, { flag: "wx" });
      return;
    }
    // Replaced atomically: a reader sees the old object or the new one, never half of one.
    const temp = tempPath();
    await mkdir(path.dirname(temp), { recursive: true });
    await writeFile(temp, body);
    await moveFile(temp, target);
  },
  async putFile(key, file) {
    const target = localPath(key);
    await mkdir(path.dirname(target), { recursive: true });
    await moveFile(file, target);
  },
  async get(key, range) {
    const target = localPath(key);
    try {
      const info = await stat(target);
      if (!info.isFile()) return null;
      const stream = createReadStream(target, range ? { start: range.start, end: range.end } : {});
      return { stream: Readable.toWeb(stream) as ReadableStream<Uint8Array>, size: info.size, range: range ?? null };
    } catch {
      return null;
    }
  },
  async delete(key) {
    await rm(localPath(key), { force: true });
  },
};

let s3: Promise<ObjectStore> | undefined;

/** The configured store; the AWS SDK is loaded only when STORAGE=s3 (it is large, and local disk needs none of it). */
function store(): Promise<ObjectStore> {
  if (env().STORAGE !== "s3") return Promise.resolve(localStore);
  s3 ??= import("./s3.server.ts").then((module) => module.s3Store());
  return s3;
}

// ---------------------------------------------------------------- the interface

export async function putObject(
  key: string,
  body: Uint8Array,
  options: { overwrite?: boolean; contentType?: string } = {},
): Promise<void> {
  await (await store()).putBytes(checkKey(key), body, {
    overwrite: options.overwrite ?? false,
    contentType: options.contentType,
  });
}

export async function getObjectStream(key: string, range?: ByteRange): Promise<StoredObject | null> {
  return (await store()).get(checkKey(key), range);
}

/** The whole object in memory (workers read documents of at most the upload limit). */
export async function getObjectBytes(key: string): Promise<Uint8Array | null> {
  const object = await getObjectStream(key);
  if (!object) return null;
  return new Uint8Array(await new Response(object.stream).arrayBuffer());
}

export async function deleteObject(key: string): Promise<void> {
  await (await store()).delete(checkKey(key));
}

/** An upload written to a temporary file, not yet in the store. */
export type StagedUpload = {
  size: number;
  /** The first bytes (up to headBytes), for deciding the type. */
  head: Uint8Array;
  sha256: string;
  /** The temporary file, for reading beyond the head. */
  file: string;
  /** Moves the bytes under `key`; after this the staged upload is spent. */
  commit(key: string, contentType?: string): Promise<void>;
  /** Removes the temporary file (safe to call more than once, and after commit). */
  discard(): Promise<void>;
};

/**
 * Streams `source` into a temporary file, never holding more than one chunk in memory. Throws
 * ObjectTooLargeError as soon as more than `maxBytes` arrive (the rest is never read).
 */
export async function stageUpload(
  source: AsyncIterable<Uint8Array>,
  options: { maxBytes: number; headBytes?: number },
): Promise<StagedUpload> {
  const headLimit = options.headBytes ?? 64 * 1024;
  const file = tempPath();
  await mkdir(path.dirname(file), { recursive: true });
  await sweepStaleTempFiles(path.dirname(file));
  const handle = await open(file, "wx");
  const hash = createHash("sha256");
  const headParts: Uint8Array[] = [];
  let headLength = 0;
  let size = 0;
  let spent = false;
  const discard = async () => {
    spent = true;
    await rm(file, { force: true });
  };
  try {
    for await (const chunk of source) {
      if (chunk.byteLength === 0) continue;
      size += chunk.byteLength;
      if (size > options.maxBytes) throw new ObjectTooLargeError(options.maxBytes);
      if (headLength < headLimit) {
        const part = chunk.slice(0, headLimit - headLength);
        headParts.push(part);
        headLength += part.byteLength;
      }
      hash.update(chunk);
      await handle.write(chunk);
    }
  } catch (error) {
    await handle.close().catch(() => {});
    await discard();
    throw error;
  }
  await handle.close();
  const head = new Uint8Array(headLength);
  let offset = 0;
  for (const part of headParts) {
    head.set(part, offset);
    offset += part.byteLength;
  }
  const sha256 = hash.digest("hex");
  return {
    size,
    head,
    sha256,
    file,
    async commit(key, contentType) {
      if (spent) throw new Error("The staged upload was already used");
      spent = true;
      await (await store()).putFile(checkKey(key), file, { size, sha256, contentType });
    },
    discard,
  };
}

/** Streams `source` under `key` (the streaming put): staged locally first, then committed. */
export async function putObjectStream(
  key: string,
  source: AsyncIterable<Uint8Array>,
  options: { maxBytes: number; contentType?: string },
): Promise<{ size: number; sha256: string }> {
  const staged = await stageUpload(source, { maxBytes: options.maxBytes, headBytes: 0 });
  try {
    await staged.commit(key, options.contentType);
    return { size: staged.size, sha256: staged.sha256 };
  } finally {
    await staged.discard();
  }
}

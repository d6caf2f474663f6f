import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { env } from "./env.server.ts";

/**
 * File storage behind one interface. Local disk under DATA_DIR/files (S3-compatible storage
 * arrives with the files issue behind the same functions). Keys are random; names are never used
 * as paths.
 */
export function newStorageKey(): string {
  return randomBytes(24).toString("base64url");
}

function localPath(key: string): string {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(key)) throw new Error("Invalid storage key");
  return path.resolve(env().DATA_DIR, "files", key.slice(0, 2), key);
}

export async function putObject(key: string, body: Uint8Array): Promise<void> {
  const target = localPath(key);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, body, { flag: "wx" });
}

export async function getObjectStream(key: string): Promise<{ stream: ReadableStream<Uint8Array>; size: number } | null> {
  const target = localPath(key);
  try {
    const info = await stat(target);
    return { stream: Readable.toWeb(createReadStream(target)) as ReadableStream<Uint8Array>, size: info.size };
  } catch {
    return null;
  }
}

export async function deleteObject(key: string): Promise<void> {
  await rm(localPath(key), { force: true });
}

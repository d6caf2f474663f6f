import { createHash, createHmac } from "node:crypto";
import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import http from "node:http";
import https from "node:https";
import { Readable } from "node:stream";
import { env } from "./env.server.ts";
import type { ObjectStore } from "./storage.server.ts";

/**
 * S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, Ceph...) with requests signed by
 * AWS Signature Version 4, written against the published algorithm (the AWS SDK is not a
 * dependency). Path-style addressing: `${S3_ENDPOINT}/${S3_BUCKET}/${key}`. Only what the store
 * needs: PUT (one request; objects are at most the upload limit), GET (with Range), DELETE.
 */
export type S3Credentials = { accessKeyId: string; secretAccessKey: string };

const emptyPayloadHash = createHash("sha256").update("").digest("hex");

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac("sha256", key).update(data, "utf8").digest();
}

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, '/' kept in paths. */
function encodePath(path: string): string {
  return path
    .split("/")
    .map((segment) => encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join("/");
}

function amzDate(now: Date): string {
  return now.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/**
 * Signs a request: returns the headers to send (the given ones plus x-amz-date,
 * x-amz-content-sha256 and Authorization). Every given header is signed.
 */
export function signS3Request(input: {
  method: string;
  url: URL;
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  credentials: S3Credentials;
  now: Date;
  service?: string;
}): Record<string, string> {
  const service = input.service ?? "s3";
  const date = amzDate(input.now);
  const day = date.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(input.headers).map(([name, value]) => [name.toLowerCase(), value])),
    host: input.url.host,
    "x-amz-content-sha256": input.payloadHash,
    "x-amz-date": date,
  };
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((name) => `${name}:${headers[name]!.trim().replace(/\s+/g, " ")}\n`).join("");
  const signedHeaders = names.join(";");
  const query = [...input.url.searchParams]
    .map(([key, value]) => [encodeURIComponent(key), encodeURIComponent(value)])
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join("&");
  const canonicalRequest = [input.method, encodePath(decodeURIComponent(input.url.pathname)), query, canonicalHeaders, signedHeaders, input.payloadHash].join("\n");
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", date, scope, createHash("sha256").update(canonicalRequest).digest("hex")].join("\n");
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${input.credentials.secretAccessKey}`, day), input.region), service), "aws4_request");
  const signature = createHmac("sha256", signingKey).update(stringToSign).digest("hex");
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.credentials.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`,
  };
}

type S3Config = { endpoint: URL; bucket: string; region: string; credentials: S3Credentials };

function s3Config(): S3Config {
  const config = env();
  if (!config.S3_BUCKET) throw new Error("S3_BUCKET is required when STORAGE=s3");
  if (!config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) throw new Error("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when STORAGE=s3");
  return {
    endpoint: new URL(config.S3_ENDPOINT ?? `https://s3.${config.S3_REGION}.amazonaws.com`),
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY },
  };
}

function objectUrl(config: S3Config, key: string): URL {
  const url = new URL(config.endpoint);
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/${config.bucket}/${key}`;
  return url;
}

class S3Error extends Error {
  constructor(readonly status: number, operation: string) {
    super(`S3 ${operation} failed with HTTP ${status}`);
    this.name = "S3Error";
  }
}

function send(
  method: string,
  url: URL,
  headers: Record<string, string>,
  body?: Readable | Buffer,
): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(url, { method, headers, timeout: 60_000 }, resolve);
    request.on("timeout", () => request.destroy(new Error("S3 request timed out")));
    request.on("error", reject);
    if (body instanceof Readable) {
      body.on("error", (error) => request.destroy(error));
      body.pipe(request);
    } else {
      request.end(body);
    }
  });
}

async function drain(response: http.IncomingMessage): Promise<void> {
  for await (const _ of response) {
    // discard
  }
}

async function signedRequest(
  method: string,
  key: string,
  options: { headers?: Record<string, string>; payloadHash?: string; body?: Readable | Buffer } = {},
) {
  const config = s3Config();
  const url = objectUrl(config, key);
  const headers = signS3Request({
    method,
    url,
    headers: options.headers ?? {},
    payloadHash: options.payloadHash ?? emptyPayloadHash,
    region: config.region,
    credentials: config.credentials,
    now: new Date(),
  });
  try {
    return await send(method, url, headers, options.body);
  } catch (error) {
    throw new Error(`S3 ${method} failed`, { cause: error });
  }
}

/** The S3 store (created per call: the configuration is read once by env()). */
export function s3Store(): ObjectStore {
  return {
    async putBytes(key, body, { contentType }) {
      const buffer = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
      const response = await signedRequest("PUT", key, {
        headers: { "content-length": String(buffer.byteLength), ...(contentType ? { "content-type": contentType } : {}) },
        payloadHash: createHash("sha256").update(buffer).digest("hex"),
        body: buffer,
      });
      await drain(response);
      if (response.statusCode !== 200) throw new S3Error(response.statusCode ?? 0, "PUT");
    },
    async putFile(key, file, { size, sha256, contentType }) {
      const response = await signedRequest("PUT", key, {
        headers: { "content-length": String(size), ...(contentType ? { "content-type": contentType } : {}) },
        payloadHash: sha256,
        body: createReadStream(file),
      });
      await drain(response);
      if (response.statusCode !== 200) throw new S3Error(response.statusCode ?? 0, "PUT");
      await rm(file, { force: true });
    },
    async get(key, range) {
      const response = await signedRequest("GET", key, { headers: range ? { range: `bytes=${range.start}-${range.end}` } : {} });
      if (response.statusCode === 404 || response.statusCode === 403 || response.statusCode === 416) {
        await drain(response);
        return null;
      }
      if (response.statusCode !== 200 && response.statusCode !== 206) {
        await drain(response);
        throw new S3Error(response.statusCode ?? 0, "GET");
      }
      let size = Number(response.headers["content-length"] ?? 0);
      const contentRange = /\/(\d+)$/.exec(String(response.headers["content-range"] ?? ""));
      if (response.statusCode === 206 && contentRange) size = Number(contentRange[1]);
      return {
        stream: Readable.toWeb(response) as ReadableStream<Uint8Array>,
        size,
        range: response.statusCode === 206 && range ? range : null,
      };
    },
    async delete(key) {
      const response = await signedRequest("DELETE", key);
      await drain(response);
      if (response.statusCode !== 204 && response.statusCode !== 200 && response.statusCode !== 404) throw new S3Error(response.statusCode ?? 0, "DELETE");
    },
  };
}

import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { env } from "./env.server.ts";
import type { ObjectStore } from "./storage.server.ts";

/**
 * S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, Ceph...) through the AWS SDK,
 * pointed at S3_ENDPOINT with path-style addressing (`${S3_ENDPOINT}/${S3_BUCKET}/${key}`), which
 * every S3-compatible server understands. Only what the store needs: one PUT per object (objects
 * are at most the upload limit), GET with Range, DELETE.
 */
let client: { key: string; s3: S3Client } | undefined;

type S3Config = { bucket: string; s3: S3Client };

function s3Config(): S3Config {
  const config = env();
  if (!config.S3_BUCKET) throw new Error("S3_BUCKET is required when STORAGE=s3");
  if (!config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY)
    throw new Error("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when STORAGE=s3");
  const key = [config.S3_ENDPOINT ?? "", config.S3_REGION, config.S3_ACCESS_KEY_ID, config.S3_SECRET_ACCESS_KEY].join(
    "\n",
  );
  if (client?.key !== key) {
    client?.s3.destroy();
    client = {
      key,
      s3: new S3Client({
        region: config.S3_REGION,
        ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
        forcePathStyle: true,
        credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY },
        // Checksums only when the operation requires them: S3-compatible servers differ in support.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    };
  }
  return { bucket: config.S3_BUCKET, s3: client.s3 };
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/** The S3 store (the client is made once per configuration: env() is read once). */
export function s3Store(): ObjectStore {
  return {
    async putBytes(key, body, { contentType }) {
      const { bucket, s3 } = s3Config();
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentLength: body.byteLength,
          ContentType: contentType,
        }),
      );
    },
    async putFile(key, file, { size, contentType }) {
      const { bucket, s3 } = s3Config();
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
      await rm(file, { force: true });
    },
    async get(key, range) {
      const { bucket, s3 } = s3Config();
      try {
        const answer = await s3.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        if (!answer.Body) return null;
        let size = answer.ContentLength ?? 0;
        const total = /\/(\d+)$/.exec(answer.ContentRange ?? "");
        const partial = range !== undefined && total !== null;
        if (partial) size = Number(total[1]);
        return {
          stream: Readable.toWeb(answer.Body as Readable) as ReadableStream<Uint8Array>,
          size,
          range: partial ? range : null,
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        const status = statusOf(error);
        if (status === 404 || status === 403 || status === 416) return null;
        throw error;
      }
    },
    async delete(key) {
      const { bucket, s3 } = s3Config();
      try {
        await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        if (statusOf(error) === 404) return;
        throw error;
      }
    },
  };
}

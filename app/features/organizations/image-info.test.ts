import { describe, expect, it } from "vitest";
import { readImageInfo } from "./image-info.ts";
import { testPng } from "../../../tests/support/images.ts";

describe("readImageInfo", () => {
  it("reads the size of a PNG", () => {
    expect(readImageInfo(testPng(64, 32))).toEqual({ contentType: "image/png", width: 64, height: 32 });
  });

  it("reads a JPEG's start-of-frame, a GIF's and a WebP's header", () => {
    const jpeg = Uint8Array.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x80, 0x00, 0x60, 0x03,
    ]);
    expect(readImageInfo(jpeg)).toEqual({ contentType: "image/jpeg", width: 96, height: 128 });
    const gif = new Uint8Array([...Buffer.from("GIF89a"), 10, 0, 10, 0]);
    expect(readImageInfo(gif)).toEqual({ contentType: "image/gif", width: 10, height: 10 });
    const webp = new Uint8Array(30);
    webp.set(Buffer.from("RIFF"), 0);
    webp.set(Buffer.from("WEBPVP8X"), 8);
    webp.set([199, 0, 0, 199, 0, 0], 24);
    expect(readImageInfo(webp)).toEqual({ contentType: "image/webp", width: 200, height: 200 });
  });

  it("refuses anything else", () => {
    expect(readImageInfo(new TextEncoder().encode("%PDF-1.7 not an image at all"))).toBeNull();
    expect(readImageInfo(new Uint8Array())).toBeNull();
  });
});
